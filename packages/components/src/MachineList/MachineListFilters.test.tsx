import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { machines } from '../test/fixtures';
import { api, machinesHandler } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { MachineList, type MachineListFilters } from './MachineList';

interface HappyDomWindow {
  setViewport(size: { width: number; height: number }): void;
}

/** The machine cards (the `list` named by the heading). */
const cards = async () => within(await screen.findByRole('list', { name: 'Equipment list' }));

/** Records the query of every machine list call, then lets the default handler answer. */
function recordQueries() {
  const queries: URLSearchParams[] = [];
  const handler = http.get(api('/customer/machines/filtered'), ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return undefined;
  });
  return { queries, handler };
}

describe('MachineList filters and sort', () => {
  it('given 48 machines, when the user picks the type Forklift, shows the 6 forklifts and says so', async () => {
    const { queries, handler } = recordQueries();
    const { user } = renderWithProviders(<MachineList />, { handlers: [handler, machinesHandler()] });
    expect(await screen.findByText('48 machines')).toBeInTheDocument();

    const type = screen.getByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(within(type).getByRole('option', { name: 'Forklift' })).toBeInTheDocument());
    await user.selectOptions(type, 'Forklift');

    expect(await screen.findByText('6 machines')).toBeInTheDocument();
    const list = await cards();
    // eslint-disable-next-line testing-library/prefer-screen-queries -- `list` is within() of the list
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(6));
    // eslint-disable-next-line testing-library/prefer-screen-queries -- `list` is within() of the list
    for (const item of list.getAllByRole('listitem')) expect(item).toHaveTextContent('Forklift');
    expect(queries.at(-1)?.get('TypeId')).toBe('3');
  });

  it('when "Open orders only" is switched on, asks for machines with open orders only', async () => {
    const { queries, handler } = recordQueries();
    const { user } = renderWithProviders(<MachineList />, { handlers: [handler, machinesHandler()] });
    await screen.findByText('48 machines');
    const expected = machines.filter((m) => m.ActiveServiceJobs + m.ActivePartsJobs > 0).length;

    await user.click(screen.getByRole('checkbox', { name: 'Open orders only' }));

    expect(await screen.findByText(`${expected} machines`)).toBeInTheDocument();
    expect(queries.at(-1)?.get('HasOpenOrders')).toBe('true');
    expect(screen.queryByText('No open orders')).not.toBeInTheDocument();
  });

  it('when sorted by serial number, asks with Sort=serial and shows the lowest serial first', async () => {
    const { queries, handler } = recordQueries();
    const { user } = renderWithProviders(<MachineList defaultView="list" />, {
      handlers: [handler, machinesHandler()],
    });
    await screen.findByText('48 machines');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Serial number');

    await waitFor(() => expect(queries.at(-1)?.get('Sort')).toBe('serial'));
    const lowest = [...machines]
      .filter((m) => m.SerialNumber)
      .sort((a, b) => a.SerialNumber!.localeCompare(b.SerialNumber!))[0]!;
    await waitFor(() =>
      expect(screen.getAllByRole('row')[1]).toHaveTextContent(lowest.SerialNumber as string),
    );
  });

  it('given filters that match nothing, says so, and Clear filters shows every machine again', async () => {
    const { user } = renderWithProviders(
      <MachineList defaultFilters={{ typeId: 3, location: 'Roof', hasOpenOrders: true }} />,
    );
    expect(
      await screen.findByRole('heading', { name: 'No equipment matches these filters' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 machines')).toBeInTheDocument();

    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]!);

    const list = await cards();
    // eslint-disable-next-line testing-library/prefer-screen-queries -- `list` is within() of the list
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(30));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Open orders only' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('given controlled filters, a change goes out through onFiltersChange and the list follows the prop', async () => {
    const onFiltersChange = vi.fn<(filters: MachineListFilters) => void>();
    const { user, rerender } = renderWithProviders(
      <MachineList filters={{ typeId: 3 }} onFiltersChange={onFiltersChange} />,
    );
    expect(await screen.findByText('6 machines')).toBeInTheDocument();
    const supplier = screen.getByRole('combobox', { name: 'Supplier' });
    await waitFor(() =>
      expect(within(supplier).getByRole('option', { name: 'Kärcher' })).toBeInTheDocument(),
    );

    await user.selectOptions(supplier, 'Kärcher');

    expect(onFiltersChange).toHaveBeenLastCalledWith({ typeId: 3, supplierId: 12 });
    // Still the prop's filters until the host passes new ones.
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue('');
    rerender(<MachineList filters={{ typeId: 3, supplierId: 12 }} onFiltersChange={onFiltersChange} />);
    expect(await screen.findByText('0 machines')).toBeInTheDocument();
  });

  it('given the Norwegian locale, the toolbar speaks Norwegian', async () => {
    renderWithProviders(<MachineList />, { locale: 'no' });
    expect(await screen.findByText('48 maskiner')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Leverandør' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sorter etter' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bare med åpne ordrer' })).toBeInTheDocument();
  });

  it('on a phone the filters sit behind a Filter button that says how many are on', async () => {
    // happy-dom applies the stylesheet's media queries to the window's size.
    const { happyDOM } = window as unknown as { happyDOM: HappyDomWindow };
    const { innerWidth: width, innerHeight: height } = window;
    happyDOM.setViewport({ width: 390, height: 844 });
    try {
      const { user } = renderWithProviders(<MachineList defaultFilters={{ typeId: 3, sort: 'serial' }} />);
      const toggle = await screen.findByRole('button', { name: 'Filter (1)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
        screen.getByRole('combobox', { name: 'Type' }),
      );
    } finally {
      happyDOM.setViewport({ width, height });
    }
  });

  it('on a wide screen the fields show at once and there is no Filter button', async () => {
    renderWithProviders(<MachineList />);
    expect(await screen.findByRole('combobox', { name: 'Type' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filter/ })).not.toBeInTheDocument();
  });
});
