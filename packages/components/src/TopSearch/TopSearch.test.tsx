import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SEARCH_DEBOUNCE_MS } from '@eqp/sdk';
import type { LinkProps } from '../PortalProvider';
import { machines } from '../test/fixtures';
import { api, machineSearchErrorHandler, machineSearchHandler, searchResult } from '../test/handlers';
import { renderWithProviders } from '../test/render';
import { topSearchRuns } from './searchMachines';
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

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The typing has stopped for the debounce (spec §9: 700 ms). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

/** Records the searches the server was asked for (the default search handler answers them). */
function recordingSearch() {
  const asked: { search: string | null; limit: string | null }[] = [];
  const handler = http.get(api('/customer/machines/search'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push({ search: query.get('Search'), limit: query.get('Limit') });
    return undefined;
  });
  return { asked, handler };
}

describe('TopSearch', () => {
  it('under two characters, shows the hint "Type at least 2 characters" and asks nothing', async () => {
    const { asked, handler } = recordingSearch();
    const { user, input } = renderSearch({}, { handlers: [handler] });
    await user.click(input);
    expect(screen.getByText('Type at least 2 characters')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Type at least 2 characters');
    await user.type(input, 'w');
    await settle();
    expect(screen.getByText('Type at least 2 characters')).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('from two characters, once the typing stops, asks the server for the 8 best matches and links them', async () => {
    const { asked, handler } = recordingSearch();
    const { user, input } = renderSearch({}, { handlers: [handler] });
    await user.type(input, 'warehouse');
    // Still typing: nothing asked yet.
    expect(asked).toEqual([]);
    await settle();
    const list = await screen.findByRole('listbox', { name: 'Equipment' });
    const options = within(list).getAllByRole('option');
    const expected = searchResult(machines, 'warehouse', 8).Items;
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveAttribute('href', `/customer/machines/${expected[0]!.Id}`);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('8 machines found');
    // One call for the whole word, not one a keystroke.
    expect(asked).toEqual([{ search: 'warehouse', limit: '8' }]);
  });

  it('lists the server’s order (an exact serial number first) with type, model and supplier', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'SN-1005');
    await settle();
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('Combi oven 05 – Basement');
    expect(options[0]).toHaveTextContent('Combi oven · iCombi Pro 10-1/1 · Rational');
  });

  it('when more machines match than are listed, says so', async () => {
    expect(searchResult(machines, 'ma', 8).HasMore).toBe(true);
    const { user, input } = renderSearch();
    await user.type(input, 'ma');
    await settle();
    expect(await screen.findByText('More equipment matches. Type more to narrow the search.')).toBeVisible();
  });

  it('given no match, says "No equipment found"', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'zeppelin');
    await settle();
    expect(await screen.findByText('No equipment found', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No equipment found');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('while the server answers, says "Searching…"', async () => {
    const { user, input } = renderSearch({}, { handlers: [machineSearchHandler(machines, 'infinite')] });
    await user.type(input, 'oven');
    await settle();
    expect(await screen.findByText('Searching…', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('is a keyboard combobox: arrows move through the results, Enter opens one, Escape closes then clears', async () => {
    const { user, input, visited } = renderSearch({ machineHref: (id) => `/machines/${id}` });
    await user.type(input, 'warehouse');
    await settle();
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
    expect(visited).toHaveBeenCalledWith(`/machines/${searchResult(machines, 'warehouse', 8).Items[7]!.Id}`);
    // Opening a result closes the list and empties the field.
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(input, 'warehouse');
    await settle();
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
    await settle();
    await user.click((await screen.findAllByRole('option'))[0]!);
    expect(visited).toHaveBeenCalledWith(
      `/customer/machines/${searchResult(machines, 'traigo').Items[0]!.Id}`,
    );
  });

  it('never loads the whole machine list', async () => {
    const everything = vi.fn();
    const { user, input } = renderSearch(
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
    await user.type(input, 'oven');
    await settle();
    await screen.findAllByRole('option');
    expect(everything).not.toHaveBeenCalled();
  });

  it('given a failed search, says the search is unavailable', async () => {
    const { user, input } = renderSearch({}, { handlers: [machineSearchErrorHandler('Down')] });
    await user.type(input, 'oven');
    await settle();
    expect(
      await screen.findByText('The equipment could not be searched right now.', { selector: 'p' }),
    ).toBeVisible();
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

describe('topSearchRuns', () => {
  it('runs from two characters (white space does not count)', () => {
    expect(topSearchRuns('a')).toBe(false);
    expect(topSearchRuns(' a ')).toBe(false);
    expect(topSearchRuns('ab')).toBe(true);
  });
});
