import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SEARCH_DEBOUNCE_MS, type MachineListItem } from '@eqp/sdk';
import { useOpenJobsCount } from '@eqp/sdk/react';
import { renderWithProviders } from '../test/render';
import { fewMachines, machines, makeMachines } from '../test/fixtures';
import {
  api,
  createJobHandler,
  createJobRejectedHandler,
  machineSearchErrorHandler,
  machineSearchHandler,
  machinesHandler,
  searchResult,
  type SeenNewJob,
} from '../test/handlers';
import { holdRequests } from '../test/hold';
import { NewJobDialog, type NewJobDialogProps } from './NewJobDialog';

/** Reads the open-jobs count like the customer shell's badge does. */
function OpenJobsBadge() {
  const { data } = useOpenJobsCount();
  return data ? <p>Open jobs: {data.ActivePartJobsCount + data.ActiveOtherJobsCount}</p> : null;
}

const oven = machines[4]!; // Combi oven 05 – Basement
const dishwasher = machines[3]!; // Dishwasher 04 – Loading dock
/** The organisation's machines: the list page by page and the machine search over them. */
const machineServer = (items: readonly MachineListItem[]) => [
  machinesHandler(items),
  machineSearchHandler(items),
];

/** The typing in the search field has stopped for the debounce (spec §9: 700 ms). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

afterEach(() => {
  vi.useRealTimers();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A host that closes the dialog when it asks to, like the portal does. */
function Host({ onClose, ...props }: Omit<NewJobDialogProps, 'open'>) {
  const [open, setOpen] = useState(true);
  return (
    <NewJobDialog
      open={open}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
      {...props}
    />
  );
}

function renderDialog(
  props: Partial<NewJobDialogProps> = {},
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  // Six machines keep the DOM small (the search test uses all 48).
  const rendered = renderWithProviders(<Host onClose={onClose} onCreated={onCreated} {...props} />, {
    ...options,
    handlers: [...(options.handlers ?? []), ...machineServer(fewMachines)],
  });
  return { ...rendered, onClose, onCreated };
}

const orderButton = () => screen.getByRole('button', { name: 'Order service' });
const choose = async (user: ReturnType<typeof renderDialog>['user'], name: string) =>
  user.click(await screen.findByRole('checkbox', { name: new RegExp(`^${name}`) }));
const description = (name: string) => screen.getByRole('textbox', { name });

describe('NewJobDialog', () => {
  it('keeps Order disabled until a machine is chosen and every chosen machine has a description', async () => {
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Order service' });
    expect(within(dialog).getByText('None chosen')).toBeInTheDocument();
    expect(orderButton()).toBeDisabled();

    await choose(user, oven.DisplayName!);
    expect(within(dialog).getByText('1 chosen')).toBeInTheDocument();
    expect(orderButton()).toBeDisabled();

    // Only white space is still empty.
    await user.type(description(oven.DisplayName!), '   ');
    expect(orderButton()).toBeDisabled();
    await user.click(description(oven.DisplayName!));
    await user.paste('Error E21');
    expect(orderButton()).toBeEnabled();

    // A second machine without a description disables it again.
    await choose(user, dishwasher.DisplayName!);
    expect(orderButton()).toBeDisabled();
    await user.click(description(dishwasher.DisplayName!));
    await user.paste('Leaks water');
    expect(orderButton()).toBeEnabled();

    // Removing it from the descriptions unchooses it.
    await user.click(screen.getByRole('button', { name: `Remove ${dishwasher.DisplayName}` }));
    expect(
      screen.getByRole('checkbox', { name: new RegExp(`^${dishwasher.DisplayName}`) }),
    ).not.toBeChecked();
    expect(orderButton()).toBeEnabled();
  });

  it('given a description near its 4,000-character limit, shows a counter; at the limit it says so and takes no more', async () => {
    const { user } = renderDialog();
    await choose(user, oven.DisplayName!);
    const field = description(oven.DisplayName!);
    expect(field).toHaveAttribute('maxLength', '4000');
    await user.click(field);
    await user.paste('d'.repeat(3300));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('3,300 / 4,000'));
    await user.paste('d'.repeat(800));
    expect(field).toHaveValue('d'.repeat(4000));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('4,000 / 4,000 · Limit reached'));
  });

  it('points out an empty description once the field was left', async () => {
    const { user } = renderDialog();
    await choose(user, oven.DisplayName!);
    const field = description(oven.DisplayName!);
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(field);
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Describe the problem to order service'),
    );
  });

  it('POSTs every chosen machine with its trimmed description and an Idempotency-Key, says "Job created", reports the job and closes', async () => {
    const seen: SeenNewJob[] = [];
    const { user, onCreated, onClose } = renderDialog(
      {},
      { handlers: [createJobHandler({ seen, firstId: 9123 })] },
    );
    await choose(user, oven.DisplayName!);
    await choose(user, dishwasher.DisplayName!);
    await user.click(description(oven.DisplayName!));
    await user.paste('  Stops with error E21  ');
    await user.click(description(dishwasher.DisplayName!));
    await user.paste('Leaks water under the door');
    await user.click(orderButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Job created');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toEqual({
      Machines: [
        { Id: oven.Id, CustomerText: 'Stops with error E21' },
        { Id: dishwasher.Id, CustomerText: 'Leaks water under the door' },
      ],
    });
    expect(seen[0]!.idempotencyKey).toMatch(UUID);
    expect(onCreated).toHaveBeenCalledWith(9123);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('after the job is created, the open-jobs badge reloads', async () => {
    let open = 3;
    const count = http.get(api('/customer/jobs/openCount'), () =>
      HttpResponse.json({ ActivePartJobsCount: 1, ActiveOtherJobsCount: open }),
    );
    const created = createJobHandler();
    const { user } = renderWithProviders(
      <>
        <OpenJobsBadge />
        <NewJobDialog open onClose={() => {}} initialMachineIds={[oven.Id]} />
      </>,
      {
        handlers: [
          count,
          http.post(api('/customer/jobs'), () => {
            open += 1;
            return undefined;
          }),
          created,
        ],
      },
    );
    expect(await screen.findByText('Open jobs: 4')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: oven.DisplayName! }), 'Broken');
    await user.click(orderButton());
    expect(await screen.findByText('Open jobs: 5')).toBeInTheDocument();
  });

  it('a double click on Order creates one job', async () => {
    const seen: SeenNewJob[] = [];
    // The first order is held until both clicks are done: the second click meets it still sending.
    const create = holdRequests('post', api('/customer/jobs'));
    const { user } = renderDialog(
      { initialMachineIds: [oven.Id] },
      { handlers: [create.handler, createJobHandler({ seen })] },
    );
    await user.type(await screen.findByRole('textbox', { name: oven.DisplayName! }), 'Broken');
    await user.dblClick(orderButton());
    await waitFor(() => expect(create.held).toBeGreaterThan(0));
    create.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Job created');
    expect(seen).toHaveLength(1);
  });

  it('given a failed submit, a retry sends the same Idempotency-Key (one job); a new opening gets a new key', async () => {
    const seen: SeenNewJob[] = [];
    let calls = 0;
    const failFirst = http.post(api('/customer/jobs'), async ({ request }) => {
      calls += 1;
      if (calls > 1) return undefined;
      const body = (await request.clone().json()) as SeenNewJob['body'];
      seen.push({ body, idempotencyKey: request.headers.get('Idempotency-Key') });
      return HttpResponse.json({ Message: 'Gateway timeout' }, { status: 504 });
    });
    const onCreated = vi.fn();
    const dialog = (open: boolean) => (
      <NewJobDialog open={open} onClose={() => {}} onCreated={onCreated} initialMachineIds={[oven.Id]} />
    );
    const { user, rerender } = renderWithProviders(dialog(true), {
      handlers: [failFirst, createJobHandler({ seen }), ...machineServer(fewMachines)],
    });
    await user.type(await screen.findByRole('textbox', { name: oven.DisplayName! }), 'Broken');
    await user.click(orderButton());
    // The global snackbar reports the failure (outside the modal dialog, so hidden from the
    // accessibility tree while it is open); the dialog stays open with its texts.
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Gateway timeout');
    expect(onCreated).not.toHaveBeenCalled();
    await waitFor(() => expect(orderButton()).toBeEnabled());
    expect(screen.getByRole('textbox', { name: oven.DisplayName! })).toHaveValue('Broken');
    await user.click(orderButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(seen).toHaveLength(2);
    expect(seen[1]!.idempotencyKey).toBe(seen[0]!.idempotencyKey);

    // Closed and opened again: a new order, a new key.
    rerender(dialog(false));
    rerender(dialog(true));
    const field = await screen.findByRole('textbox', { name: oven.DisplayName! });
    expect(field).toHaveValue('');
    await user.type(field, 'Broken again');
    await user.click(orderButton());
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]!.idempotencyKey).toMatch(UUID);
    expect(seen[2]!.idempotencyKey).not.toBe(seen[0]!.idempotencyKey);
  });

  it('given a 400, shows the server Message in the dialog and keeps it open', async () => {
    const { user, onCreated, onClose } = renderDialog(
      { initialMachineIds: [oven.Id] },
      { handlers: [createJobRejectedHandler('Machine 1005 does not belong to the current organisation.')] },
    );
    await user.type(await screen.findByRole('textbox', { name: oven.DisplayName! }), 'Broken');
    await user.click(orderButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The job was not created.');
    expect(alert).toHaveTextContent('Machine 1005 does not belong to the current organisation.');
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toBe(alert);
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Job created')).not.toBeInTheDocument();
  });

  it('while the request runs, Order is busy and the form cannot be changed', async () => {
    const { user } = renderDialog(
      { initialMachineIds: [oven.Id] },
      { handlers: [createJobHandler({ delayMs: 'infinite' })] },
    );
    const field = await screen.findByRole('textbox', { name: oven.DisplayName! });
    await user.type(field, 'Broken');
    await user.click(orderButton());
    await waitFor(() => expect(orderButton()).toHaveAttribute('aria-busy', 'true'));
    expect(orderButton()).toBeDisabled();
    expect(field).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${oven.DisplayName}`) })).toBeDisabled();
  });

  it('opens with initialMachineIds chosen', async () => {
    renderDialog({ initialMachineIds: [oven.Id, dishwasher.Id] });
    expect(await screen.findByRole('checkbox', { name: new RegExp(`^${oven.DisplayName}`) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${dishwasher.DisplayName}`) })).toBeChecked();
    expect(screen.getByRole('textbox', { name: oven.DisplayName! })).toBeInTheDocument();
    expect(screen.getByText('2 chosen')).toBeInTheDocument();
  });

  it('opened from a machine, puts the focus in its description', async () => {
    renderDialog({ initialMachineIds: [oven.Id] });
    await waitFor(() => expect(screen.getByRole('textbox', { name: oven.DisplayName! })).toHaveFocus());
  });

  it('opened without a machine, puts the focus in the search field once the machines are there', async () => {
    renderDialog();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search equipment' })).toHaveFocus());
  });

  it('shows each machine with its type, supplier and model, and searches them on the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderDialog({}, { handlers: machineServer(machines) });
    const box = await screen.findByRole('checkbox', { name: new RegExp(`^${oven.DisplayName}`) });
    expect(box).toHaveAccessibleName(
      `${oven.DisplayName} ${oven.MachineType} · ${oven.SupplierName} ${oven.ParentMachineModelName}`,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(machines.length);
    const field = screen.getByRole('searchbox', { name: 'Search equipment' });
    await user.type(field, 'rational');
    await settle();
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox')).toHaveLength(
        machines.filter((m) => m.SupplierName === 'Rational').length,
      ),
    );
    await user.clear(field);
    await user.type(field, 'nothing like this');
    await settle();
    expect(await screen.findByText('No equipment matches “nothing like this”.')).toBeInTheDocument();
  });

  it('a machine chosen from a search stays chosen, with its description, when the search changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderDialog({}, { handlers: machineServer(machines) });
    const field = await screen.findByRole('searchbox', { name: 'Search equipment' });
    await user.type(field, 'SN-1005');
    await settle();
    await choose(user, oven.DisplayName!);
    await user.clear(field);
    await user.type(field, 'rational');
    await settle();
    await user.click(description(oven.DisplayName!));
    await user.paste('Broken');
    expect(screen.getByText('1 chosen')).toBeInTheDocument();
    expect(orderButton()).toBeEnabled();
  });

  it('with more than 50 machines, lists 50 and "Show more equipment" loads the next ones', async () => {
    const many = makeMachines(60);
    const { user } = renderDialog({}, { handlers: machineServer(many) });
    await screen.findByRole('checkbox', { name: new RegExp(`^${many[0]!.DisplayName}`) });
    expect(screen.getAllByRole('checkbox')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show more equipment' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Show more equipment' })).not.toBeInTheDocument();
  });

  it('when more machines match than the 50 shown, says to type more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const many = makeMachines(120);
    expect(searchResult(many, 'a', 50).HasMore).toBe(true);
    const { user } = renderDialog({}, { handlers: machineServer(many) });
    await user.type(await screen.findByRole('searchbox', { name: 'Search equipment' }), 'a');
    await settle();
    expect(
      await screen.findByText('Showing the 50 best matches. Type more to narrow the search.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(50);
  });

  it('given a failed search, says so and Retry asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const failOnce = http.get(api('/customer/machines/search'), () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ Message: 'Down' }, { status: 500 }) : undefined;
    });
    const { user } = renderDialog({}, { handlers: [failOnce] });
    await user.type(await screen.findByRole('searchbox', { name: 'Search equipment' }), 'oven');
    await settle();
    expect(await screen.findByText('The equipment could not be searched.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('checkbox')).not.toHaveLength(0);
  });

  it('given a search that keeps failing, the order still works with the machines already chosen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderDialog(
      { initialMachineIds: [oven.Id] },
      { handlers: [machineSearchErrorHandler()] },
    );
    await user.type(await screen.findByRole('textbox', { name: oven.DisplayName! }), 'Broken');
    await user.type(screen.getByRole('searchbox', { name: 'Search equipment' }), 'oven');
    await settle();
    expect(await screen.findByText('The equipment could not be searched.')).toBeInTheDocument();
    expect(orderButton()).toBeEnabled();
  });

  it('opened with a machine beyond the first page, names it from its overview', async () => {
    const many = makeMachines(80);
    const far = many[70]!;
    renderDialog({ initialMachineIds: [far.Id] }, { handlers: machineServer(many) });
    expect(await screen.findByRole('textbox', { name: far.DisplayName! })).toBeInTheDocument();
    expect(screen.getByText('1 chosen')).toBeInTheDocument();
  });

  it('given the machines cannot be loaded, shows a failed state whose Retry loads them', async () => {
    let calls = 0;
    const failOnce = http.get(api('/customer/machines/filtered'), () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ Message: 'Down' }, { status: 500 }) : undefined;
    });
    const { user } = renderDialog({}, { handlers: [failOnce, ...machineServer(machines)] });
    expect(
      await screen.findByRole('heading', { name: 'The equipment could not be loaded.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('checkbox')).toHaveLength(machines.length);
  });

  it('never loads the whole machine list', async () => {
    const everything = vi.fn();
    renderDialog(
      {},
      {
        handlers: [
          http.get(api('/customer/machines'), () => {
            everything();
            return HttpResponse.json([]);
          }),
        ],
      },
    );
    await screen.findAllByRole('checkbox');
    expect(everything).not.toHaveBeenCalled();
  });

  it('Cancel closes without ordering', async () => {
    const seen: SeenNewJob[] = [];
    const { user, onClose } = renderDialog(
      { initialMachineIds: [oven.Id] },
      { handlers: [createJobHandler({ seen })] },
    );
    await screen.findByRole('textbox', { name: oven.DisplayName! });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
  });

  it('given Norwegian, shows Norwegian texts', async () => {
    renderDialog({ initialMachineIds: [oven.Id] }, { locale: 'no' });
    expect(await screen.findByRole('dialog', { name: 'Bestill service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestill service' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    expect(screen.getByText('1 valgt')).toBeInTheDocument();
  });
});
