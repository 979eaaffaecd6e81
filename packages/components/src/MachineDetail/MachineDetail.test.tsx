import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../test/render';
import {
  detailMachineId,
  machineOverview,
  makeMachineOverview,
  noDocumentsMachineOverview,
  noModelMachineOverview,
  retiredMachineOverview,
} from '../test/fixtures';
import {
  api,
  machineOverviewErrorHandler,
  machineOverviewHandler,
  machineOverviewSlowHandler,
} from '../test/handlers';
import { MachineDetail } from './MachineDetail';

const machine = machineOverview.Machine;

async function findTabs() {
  return screen.findByRole('navigation', { name: 'Machine sections' });
}

describe('MachineDetail', () => {
  it('given a machine, shows its name, type, supplier, model, location, serial number and QR code', async () => {
    renderWithProviders(
      <MachineDetail machineId={detailMachineId} qrValue={(code) => `https://portal.example/qr/${code}`} />,
      { handlers: [machineOverviewHandler(machineOverview)] },
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Compressor 01 – Main kitchen' });
    const header = heading.closest('header')!;
    expect(within(header).getByText('Compressor')).toBeInTheDocument();
    const fact = (label: string) => within(header).getByText(label).nextElementSibling;
    expect(fact('Supplier')).toHaveTextContent('Atlas Copco');
    expect(fact('Model')).toHaveTextContent('GA 30 VSD+');
    expect(fact('Location')).toHaveTextContent('Main kitchen');
    expect(fact('Serial number')).toHaveTextContent(machine.SerialNumber!);
    // The QR code: an image named by its code, and the code as text.
    // (the encoder loads on first use: the drawn code replaces a box of the same size and name)
    await waitFor(() =>
      expect(within(header).getByRole('img', { name: 'QR code of the machine: QR-1001' }).tagName).toBe(
        'svg',
      ),
    );
    expect(within(header).getByText('QR-1001')).toBeInTheDocument();
  });

  it('given every document, links all seven tabs and marks the active one as the current page', async () => {
    renderWithProviders(
      <MachineDetail machineId={detailMachineId} activeTab="service">
        <p>Service panel</p>
      </MachineDetail>,
      { handlers: [machineOverviewHandler(machineOverview)] },
    );
    const tabs = await findTabs();
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'General',
      'Service',
      'Parts',
      'Manuals',
      'Exploded view',
      'Forms',
      'Resources',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Exploded view' })).toHaveAttribute(
      'href',
      `/customer/machines/${detailMachineId}/partsdocuments`,
    );
    expect(within(tabs).getByRole('link', { name: 'Service' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'General' })).not.toHaveAttribute('aria-current');
    for (const link of links) expect(link).not.toHaveAttribute('aria-disabled');
    // The active panel is the children.
    expect(screen.getByText('Service panel')).toBeInTheDocument();
  });

  it('given a machine without a model, disables Parts, Manuals, Exploded view and Forms with the hint "None available"', async () => {
    const { user } = renderWithProviders(<MachineDetail machineId={1044} />, {
      handlers: [machineOverviewHandler(noModelMachineOverview)],
    });
    const tabs = await findTabs();
    for (const name of ['Parts', 'Manuals', 'Exploded view', 'Forms']) {
      const tab = within(tabs).getByRole('link', { name });
      expect(tab).toHaveAttribute('aria-disabled', 'true');
      expect(tab).not.toHaveAttribute('href');
      expect(tab).toHaveAccessibleDescription('None available');
    }
    for (const name of ['General', 'Service', 'Resources']) {
      expect(within(tabs).getByRole('link', { name })).toHaveAttribute('href');
    }
    // The header says there is no model.
    expect(screen.getByText('No model registered')).toBeInTheDocument();

    // Keyboard: a disabled tab can still be reached, and shows its hint as a tooltip.
    await user.tab(); // the back link
    await user.tab(); // General
    await user.tab(); // Service
    await user.tab(); // Parts
    const parts = within(tabs).getByRole('link', { name: 'Parts' });
    expect(parts).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('None available');
    expect(tooltip).toHaveAttribute('id', parts.getAttribute('aria-describedby'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('given a model without documents, disables Manuals, Exploded view and Forms but keeps Parts', async () => {
    renderWithProviders(<MachineDetail machineId={detailMachineId} />, {
      handlers: [machineOverviewHandler(noDocumentsMachineOverview)],
    });
    const tabs = await findTabs();
    expect(within(tabs).getByRole('link', { name: 'Parts' })).toHaveAttribute(
      'href',
      `/customer/machines/${detailMachineId}/parts`,
    );
    for (const name of ['Manuals', 'Exploded view', 'Forms']) {
      expect(within(tabs).getByRole('link', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it.each([
    ['manuals', 'Manuals', { DocumentManualsCount: 0 }],
    ['part drawings', 'Exploded view', { DocumentPartDrawingCount: 0 }],
    ['forms', 'Forms', { DocumentFormsCount: 0 }],
  ] as const)('given no %s, disables only the %s tab', async (_, name, counts) => {
    renderWithProviders(<MachineDetail machineId={detailMachineId} />, {
      handlers: [machineOverviewHandler(makeMachineOverview(detailMachineId, counts))],
    });
    const tabs = await findTabs();
    const disabled = within(tabs)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-disabled') === 'true')
      .map((link) => link.textContent);
    expect(disabled).toEqual([name]);
  });

  it('given tabHref, links the tabs there', async () => {
    renderWithProviders(<MachineDetail machineId={detailMachineId} tabHref={(tab) => `#/machine/${tab}`} />, {
      handlers: [machineOverviewHandler(machineOverview)],
    });
    const tabs = await findTabs();
    expect(within(tabs).getByRole('link', { name: 'Forms' })).toHaveAttribute('href', '#/machine/forms');
  });

  it('given a retired machine, marks it inactive in the header', async () => {
    renderWithProviders(<MachineDetail machineId={1003} />, {
      handlers: [machineOverviewHandler(retiredMachineOverview)],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('while the machine loads, shows the loading state and not the panel', async () => {
    renderWithProviders(
      <MachineDetail machineId={detailMachineId}>
        <p>Panel</p>
      </MachineDetail>,
      { handlers: [machineOverviewSlowHandler()] },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading machine…');
    expect(screen.queryByText('Panel')).not.toBeInTheDocument();
  });

  it('given an unknown machine (404), shows "Machine not found" with a link back to the list', async () => {
    renderWithProviders(
      <MachineDetail machineId={99999}>
        <p>Panel</p>
      </MachineDetail>,
      { handlers: [machineOverviewErrorHandler(404)] },
    );
    expect(await screen.findByRole('heading', { name: 'Machine not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the equipment list' })).toHaveAttribute(
      'href',
      '/customer/machines/list',
    );
    expect(screen.queryByText('Panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Machine sections' })).not.toBeInTheDocument();
  });

  it('given another organisation’s machine (403), shows "This machine is private"', async () => {
    renderWithProviders(<MachineDetail machineId={49} listHref="/list" />, {
      handlers: [machineOverviewErrorHandler(403)],
    });
    expect(await screen.findByRole('heading', { name: 'This machine is private' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the equipment list' })).toHaveAttribute('href', '/list');
  });

  it('given any other failure, shows "Unknown error"; Try again loads the machine again', async () => {
    let fail = true;
    const flaky = http.get(api('/customer/machines/overview/:id'), () =>
      fail
        ? HttpResponse.json({ Message: 'Database unavailable' }, { status: 503 })
        : HttpResponse.json(machineOverview),
    );
    const { user } = renderWithProviders(<MachineDetail machineId={detailMachineId} />, {
      handlers: [flaky],
    });
    expect(await screen.findByRole('heading', { name: 'Unknown error' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the equipment list' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compressor 01 – Main kitchen' }),
    ).toBeInTheDocument();
  });

  it('given an id that is not a number (a mistyped address), shows "Machine not found" without asking the server', async () => {
    const seen: string[] = [];
    const spy = http.get(api('/customer/machines/overview/:id'), ({ request }) => {
      seen.push(request.url);
      return undefined;
    });
    renderWithProviders(<MachineDetail machineId={Number('abc')} />, { handlers: [spy] });
    expect(await screen.findByRole('heading', { name: 'Machine not found' })).toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual([]));
  });

  it('in Norwegian, names the tabs and the hint in Norwegian', async () => {
    renderWithProviders(<MachineDetail machineId={1044} />, {
      handlers: [machineOverviewHandler(noModelMachineOverview)],
      locale: 'no',
    });
    const tabs = await screen.findByRole('navigation', { name: 'Maskinens faner' });
    expect(within(tabs).getByRole('link', { name: 'Håndbøker' })).toHaveAccessibleDescription(
      'Ingen tilgjengelig',
    );
  });
});
