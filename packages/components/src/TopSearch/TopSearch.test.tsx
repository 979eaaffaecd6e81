import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { LinkProps } from '../PortalProvider';
import { makeMachine, machines } from '../test/fixtures';
import { http, HttpResponse } from 'msw';
import { api, errorHandler } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { searchMachines, topSearchRuns } from './searchMachines';
import { TopSearch, type TopSearchProps } from './TopSearch';

/** A host link that records where it went instead of navigating. */
function renderSearch(
  props: Partial<TopSearchProps> = {},
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  const visited = vi.fn();
  const RecordingLink = ({ href, children, onClick, ...rest }: LinkProps) => (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        visited(href);
      }}
    >
      {children}
    </a>
  );
  const result = renderWithProviders(<TopSearch {...props} />, {
    ...options,
    providerProps: { linkComponent: RecordingLink, ...options.providerProps },
  });
  return { ...result, visited, input: screen.getByRole('combobox', { name: 'Search equipment' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TopSearch', () => {
  it('under two characters, shows the hint "Type at least 2 characters" and no results', async () => {
    const { user, input } = renderSearch();
    await user.click(input);
    expect(screen.getByText('Type at least 2 characters')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Type at least 2 characters');
    await user.type(input, 'w');
    expect(screen.getByText('Type at least 2 characters')).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('from two characters, lists at most 8 machines of the organisation, linked to the machine', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'ma');
    const list = await screen.findByRole('listbox', { name: 'Equipment' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options[0]).toHaveAttribute('href', `/customer/machines/${machines[0]!.Id}`);
    expect(screen.getByRole('status')).toHaveTextContent('8 machines found');
  });

  it('matches display name, type, model and supplier, case-insensitively', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'WAREHOUSE');
    expect(await screen.findAllByRole('option')).toHaveLength(8);
    await user.clear(input);
    await user.type(input, 'icombi');
    const byModel = await screen.findAllByRole('option');
    expect(byModel).toHaveLength(6);
    expect(byModel[0]).toHaveTextContent('Combi oven 05 – Basement');
    expect(byModel[0]).toHaveTextContent('Combi oven · iCombi Pro 10-1/1 · Rational');
    await user.clear(input);
    await user.type(input, 'kärcher');
    expect(await screen.findAllByRole('option')).toHaveLength(6);
  });

  it('given no match, says "No equipment found"', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'zeppelin');
    expect(await screen.findByText('No equipment found', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No equipment found');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('is a keyboard combobox: arrows move through the results, Enter opens one, Escape closes then clears', async () => {
    const { user, input, visited } = renderSearch({ machineHref: (id) => `/machines/${id}` });
    await user.type(input, 'warehouse');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[7]!.id);
    await user.keyboard('{Enter}');
    expect(visited).toHaveBeenCalledWith('/machines/1039');
    // Opening a result closes the list and empties the field.
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(input, 'warehouse');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('warehouse');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('a click on a result opens it', async () => {
    const { user, input, visited } = renderSearch();
    await user.type(input, 'traigo');
    await user.click((await screen.findAllByRole('option'))[0]!);
    expect(visited).toHaveBeenCalledWith('/customer/machines/1003');
  });

  it('asks for the machines only once the search is used', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = vi.fn();
    const { user, input } = renderSearch(
      {},
      {
        handlers: [
          http.get(api('/customer/machines'), () => {
            seen();
            return HttpResponse.json([makeMachine(0, { DisplayName: 'Deigelter i bakeriet' })]);
          }),
        ],
      },
    );
    // Past every deadline of the data layer (revalidation, retries, loading time-out): still no call.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(seen).not.toHaveBeenCalled();
    vi.useRealTimers();
    await user.type(input, 'deig');
    expect(await screen.findByRole('option', { name: /Deigelter i bakeriet/ })).toBeInTheDocument();
  });

  it('given a failed machine call, says the search is unavailable', async () => {
    const { user, input } = renderSearch(
      {},
      { handlers: [errorHandler('get', api('/customer/machines'), 500, 'Down')] },
    );
    await user.type(input, 'oven');
    expect(await screen.findByText('The equipment could not be searched right now.')).toBeVisible();
  });

  it('collapsible: a "Search" button expands the field; Escape on the empty field collapses it', async () => {
    const onExpandedChange = vi.fn();
    const { user } = renderWithProviders(<TopSearch collapsible onExpandedChange={onExpandedChange} />);
    const open = screen.getByRole('button', { name: 'Search' });
    await user.click(open);
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    const input = screen.getByRole('combobox', { name: 'Search equipment' });
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus());
  });

  it('given Norwegian, the hint and label are Norwegian', async () => {
    const { user } = renderWithProviders(<TopSearch />, { locale: 'no' });
    await user.click(screen.getByRole('combobox', { name: 'Søk etter utstyr' }));
    expect(screen.getByText('Skriv minst 2 tegn')).toBeVisible();
    expect(screen.getByRole('search', { name: 'Søk' })).toBeInTheDocument();
  });
});

describe('searchMachines', () => {
  it('runs from two characters (white space does not count)', () => {
    expect(topSearchRuns('a')).toBe(false);
    expect(topSearchRuns(' a ')).toBe(false);
    expect(topSearchRuns('ab')).toBe(true);
    expect(searchMachines(machines, 'o')).toEqual([]);
  });

  it('matches the serial number when the answer carries one', () => {
    const withSerial = [{ ...makeMachine(0), SerialNumber: 'SN-778-AB' }, makeMachine(1)];
    expect(searchMachines(withSerial, 'sn-778').map((m) => m.Id)).toEqual([1001]);
  });

  it('keeps the list order and stops at the maximum', () => {
    expect(searchMachines(machines, 'ma', 3).map((m) => m.Id)).toEqual([1001, 1007, 1008]);
  });
});
