import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { renderWithProviders } from '../test/render';
import {
  detailMachineId,
  machineOverview,
  noModelMachineOverview,
  plainUserInfo,
  retiredMachineOverview,
  type MachineOverview,
  type MachineUpdate,
} from '../test/fixtures';
import { machineServerHandlers, userInfoHandler, type MachineServerOptions } from '../test/handlers';
import { MachineGeneralPanel } from './MachineGeneralPanel';

const machine = machineOverview.Machine;

/** The value shown beside a field label. */
function valueOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('MachineGeneralPanel', () => {
  it('given a machine, shows every field with its label and the dates as month/day/year', async () => {
    renderPanel();
    await screen.findByRole('heading', { name: 'Machine details' });
    expect(valueOf('Name')).toHaveTextContent('Compressor 01 – Main kitchen');
    expect(valueOf('Location')).toHaveTextContent('Main kitchen');
    expect(valueOf('Facility')).toHaveTextContent('Fjord Bakeri Bryggen');
    expect(valueOf('Serial number')).toHaveTextContent(machine.SerialNumber!);
    expect(valueOf('QR code')).toHaveTextContent('QR-1001');
    expect(valueOf('Type')).toHaveTextContent('Compressor');
    expect(valueOf('Supplier / manufacturer')).toHaveTextContent('Atlas Copco');
    expect(valueOf('Model')).toHaveTextContent('GA 30 VSD+');
    expect(valueOf('Purchase date')).toHaveTextContent('01/14/2019');
    expect(valueOf('Installation date')).toHaveTextContent('01/28/2019');
    expect(valueOf('Warranty expiry date')).toHaveTextContent('01/14/2022');
    expect(valueOf('Retired date')).toHaveTextContent('Not set');
    expect(valueOf('Service agreement')).toHaveTextContent('Yes');
    expect(valueOf('Active')).toHaveTextContent('Yes');
    expect(screen.getByText(machine.CustomerText!)).toBeInTheDocument();
  });

  it('given 1970-01-01 or no date, shows a dash ("Not set"); no model shows a dash for the model', async () => {
    renderPanel({ overview: noModelMachineOverview, id: 1044 });
    await screen.findByRole('heading', { name: 'Machine details' });
    expect(valueOf('Purchase date')).toHaveTextContent('—');
    expect(valueOf('Purchase date')).toHaveTextContent('Not set');
    expect(valueOf('Purchase date')).not.toHaveTextContent('1970');
    expect(valueOf('Installation date')).toHaveTextContent('Not set');
    expect(valueOf('Model')).toHaveTextContent('Not set');
    expect(valueOf('Service agreement')).toHaveTextContent('No');
  });

  it('given a retired machine, shows the retirement date and Active No', async () => {
    renderPanel({ overview: retiredMachineOverview, id: 1003 });
    await screen.findByRole('heading', { name: 'Machine details' });
    expect(valueOf('Retired date')).toHaveTextContent('09/30/2025');
    expect(valueOf('Active')).toHaveTextContent('No');
  });

  it('given Edit, then a new location and Save, sends every field by PUT and shows the new value', async () => {
    const saved: MachineUpdate[] = [];
    const { user } = renderPanel({ onSave: (_, body) => saved.push(body) });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit machine details' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    const location = screen.getByRole('textbox', { name: 'Location' });
    expect(location).toHaveValue('Main kitchen');
    await user.clear(location);
    await user.type(location, 'Bakery, 2nd floor');
    expect(screen.getByLabelText('Purchase date')).toHaveValue('2019-01-14');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      DisplayName: 'Compressor 01 – Main kitchen',
      Name: 'Bakery, 2nd floor',
      Facility: 'Fjord Bakeri Bryggen',
      SerialNumber: machine.SerialNumber,
      CustomerText: machine.CustomerText,
      BoughtDate: '2019-01-14',
      InstallationDate: '2019-01-28',
      WarrantyExpiresDate: '2022-01-14',
      RetiredDate: null,
    });
    // Back in view mode with the saved (reloaded) value, and a success message.
    expect(await screen.findByRole('heading', { name: 'Machine details' })).toBeInTheDocument();
    expect(valueOf('Location')).toHaveTextContent('Bakery, 2nd floor');
    expect(await screen.findByText('Machine details saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('given a changed date and Save, sends it as YYYY-MM-DD and shows it as month/day/year', async () => {
    const saved: MachineUpdate[] = [];
    const { user } = renderPanel({ onSave: (_, body) => saved.push(body) });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const retired = screen.getByLabelText('Retired date');
    await user.type(retired, '2025-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Machine details' });
    expect(saved[0]?.RetiredDate).toBe('2025-12-31');
    expect(valueOf('Retired date')).toHaveTextContent('12/31/2025');
  });

  it('given Cancel, leaves edit mode and restores the fields without saving', async () => {
    const saved: MachineUpdate[] = [];
    const { user } = renderPanel({ onSave: (_, body) => saved.push(body) });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const location = screen.getByRole('textbox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, 'Somewhere else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { name: 'Machine details' })).toBeInTheDocument();
    expect(valueOf('Location')).toHaveTextContent('Main kitchen');
    expect(screen.queryByText('Somewhere else')).not.toBeInTheDocument();
    // Edit again starts from the saved values.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Main kitchen');
    expect(saved).toEqual([]);
  });

  it('given a date the server refuses (400), shows its message in the form and changes nothing', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const warranty = screen.getByLabelText('Warranty expiry date');
    await user.clear(warranty);
    await user.type(warranty, '2018-06-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const message = await screen.findByText('WarrantyExpiresDate must not be before BoughtDate');
    expect(message).toBeVisible();
    // Still in edit mode, as typed; the field says what is wrong.
    expect(screen.getByLabelText('Warranty expiry date')).toHaveValue('2018-06-01');
    expect(screen.getByLabelText('Warranty expiry date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Warranty expiry date')).toHaveFocus();
    // Nothing was saved: Cancel shows the old date.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(valueOf('Warranty expiry date')).toHaveTextContent('01/14/2022');
    expect(screen.queryByText('Machine details saved')).not.toBeInTheDocument();
  });

  it('given a 400 about no field of the form, shows the message above the buttons', async () => {
    const { user } = renderPanel({
      saveError: { status: 400, message: 'The machine is locked for editing.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The changes were not saved.');
    expect(alert).toHaveTextContent('The machine is locked for editing.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('given a note near its 2,000-character limit, shows a counter; at the limit it says so and takes no more', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.clear(note);
    await user.paste('n'.repeat(1700));
    expect(note).toHaveAccessibleDescription(expect.stringContaining('1,700 / 2,000'));
    await user.paste('n'.repeat(400));
    expect(note).toHaveValue('n'.repeat(2000));
    expect(note).toHaveAccessibleDescription(expect.stringContaining('2,000 / 2,000 · Limit reached'));
  });

  it('given an empty name, says it is required and does not send', async () => {
    const saved: MachineUpdate[] = [];
    const { user } = renderPanel({ onSave: (_, body) => saved.push(body) });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('while saving, the Save button is busy and the fields are disabled', async () => {
    const { user } = renderPanel({ saveDelay: 'infinite' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('in edit mode, shows the fields the customer cannot change as text', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit machine details' });
    expect(within(form).queryByRole('textbox', { name: 'QR code' })).not.toBeInTheDocument();
    expect(within(form).getByText('QR-1001')).toBeInTheDocument();
    expect(within(form).getAllByText('Set by your service provider').length).toBeGreaterThan(0);
    expect(within(form).getByRole('textbox', { name: 'Note' })).toHaveValue(machine.CustomerText);
  });

  it('given a customer user (type 6), also offers Edit (the server lets both user types save)', async () => {
    renderPanel({ handlers: [userInfoHandler(plainUserInfo)] });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('given canEdit false, offers no Edit', async () => {
    renderPanel({ canEdit: false });
    await screen.findByRole('heading', { name: 'Machine details' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

function renderPanel({
  overview = machineOverview,
  id = detailMachineId,
  canEdit,
  handlers = [],
  ...server
}: {
  overview?: MachineOverview;
  id?: number;
  canEdit?: boolean;
  handlers?: RequestHandler[];
} & Omit<MachineServerOptions, 'overview'> = {}) {
  return renderWithProviders(<MachineGeneralPanel machineId={id} canEdit={canEdit} />, {
    handlers: [...handlers, ...machineServerHandlers({ overview, ...server })],
  });
}
