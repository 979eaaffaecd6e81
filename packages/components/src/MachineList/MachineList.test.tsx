import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createClient, formatCurrency as format, memoryTokenStore } from '@eqp/sdk';

/** jest-dom collapses white space (also the no-break space Intl puts in amounts). */
const formatCurrency = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');
import { PortalProvider } from '../PortalProvider';
import { createMockFetch } from '../test/mockFetch';
import { renderWithProviders } from '../test/render';
import { machines, moderatorUserInfo, plainUserInfo, token } from '../test/fixtures';
import {
  api,
  defaultHandlers,
  machinesEmptyHandler,
  machinesHandler,
  machinesSlowHandler,
  userInfoHandler,
} from '../test/handlers';
import { MachineList } from './MachineList';

/** The machine list (cards view): the `list` named by the heading. */
async function findCards(name: RegExp | string = 'Equipment list') {
  const list = await screen.findByRole('list', { name });
  return list;
}

function setScroll({
  scrollTop,
  scrollHeight,
  clientHeight,
}: {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: clientHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollTop });
  fireEvent.scroll(window);
}

afterEach(() => {
  // Restore the test page's own scroll metrics.
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

const first = machines[0]!; // Id 1001

describe('MachineList', () => {
  it('given 48 machines, shows the first 30 and loads 18 more when scrolled past 90 %', async () => {
    renderWithProviders(<MachineList />);
    const list = await findCards();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));

    // Half way down: the rule says not yet. Asking for a page shows "Loading more…" in the same
    // render as the scroll event, so its absence right after the event means nothing was asked.
    setScroll({ scrollTop: 1600, scrollHeight: 4000, clientHeight: 800 });
    expect(screen.queryByText('Loading more…')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);

    // (3300 + 800) / 4000 = 1.0 > 0.9, and 30 loaded > 1 * 30 - 15.
    setScroll({ scrollTop: 3300, scrollHeight: 4000, clientHeight: 800 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(48));
    // A page of 18 < 30 ends paging: no Load more, an end note instead.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('All 48 machines shown')).toBeInTheDocument();
  });

  it('given a page still loading, scrolling again does not ask for the same page twice', async () => {
    const pages: string[] = [];
    // Page 2 (asked for by page 1's NextCursor) is held until the test lets it go, so the second
    // scroll meets it still loading.
    let releasePage2!: () => void;
    const page2Released = new Promise<void>((resolve) => (releasePage2 = resolve));
    const countingAndHolding = http.get(api('/customer/machines/filtered'), async ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('Cursor') ?? 'first';
      pages.push(cursor);
      if (cursor === 'after-30') await page2Released;
      return undefined;
    });
    renderWithProviders(<MachineList />, {
      handlers: [countingAndHolding, machinesHandler(machines)],
    });
    const list = await findCards();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    setScroll({ scrollTop: 3300, scrollHeight: 4000, clientHeight: 800 });
    setScroll({ scrollTop: 3350, scrollHeight: 4000, clientHeight: 800 });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading more…');
    await waitFor(() => expect(pages).toEqual(['first', 'after-30']));
    releasePage2();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(48));
    // Page 2 was asked for once, and loading it did not fetch page 1 again.
    expect(pages).toEqual(['first', 'after-30']);
  });

  it('given content too short to scroll, the Load more button loads the next page', async () => {
    const { user } = renderWithProviders(<MachineList />);
    const list = await findCards();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(48));
  });

  it('given ShowPrices false, shows no amounts', async () => {
    renderWithProviders(<MachineList />, { handlers: [userInfoHandler(plainUserInfo)] });
    const list = await findCards();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('link', { name: /^Service/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Parts/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Lifetime cost')).not.toBeInTheDocument();
    expect(list.textContent).not.toMatch(/NOK|kr|\d[.,]\d\d\b/);
  });

  it('given ShowPrices true, the Service total links to the service panel', async () => {
    renderWithProviders(<MachineList />, { handlers: [userInfoHandler(moderatorUserInfo)] });
    const card = await screen.findByRole('article', { name: first.DisplayName! });
    const service = within(card).getByRole('link', { name: /^Service/ });
    expect(service).toHaveAttribute('href', `/customer/machines/${first.Id}/service`);
    expect(service).toHaveTextContent(formatCurrency(first.TotalServiceAmount, 'NOK', 'en'));
    const parts = within(card).getByRole('link', { name: /^Parts/ });
    expect(parts).toHaveAttribute('href', `/customer/machines/${first.Id}/parts`);
    expect(parts).toHaveTextContent(formatCurrency(first.TotalPartsAmount, 'NOK', 'en'));
    // The machine's name links to its general panel.
    expect(within(card).getByRole('link', { name: first.DisplayName! })).toHaveAttribute(
      'href',
      `/customer/machines/${first.Id}/general`,
    );
  });

  it('given a machine with open orders, shows the counts as chips; with none, a muted "No open orders"', async () => {
    const busy = { ...first, Id: 1, DisplayName: 'Busy oven', ActiveServiceJobs: 3, ActivePartsJobs: 1 };
    const quiet = { ...first, Id: 2, DisplayName: 'Quiet oven', ActiveServiceJobs: 0, ActivePartsJobs: 0 };
    const onlyParts = {
      ...first,
      Id: 3,
      DisplayName: 'Parts oven',
      ActiveServiceJobs: 0,
      ActivePartsJobs: 2,
    };
    renderWithProviders(<MachineList />, { handlers: [machinesHandler([busy, quiet, onlyParts])] });

    const busyCard = await screen.findByRole('article', { name: 'Busy oven' });
    expect(within(busyCard).getByText('3 open service orders')).toBeInTheDocument();
    expect(within(busyCard).getByText('1 open part order')).toBeInTheDocument();

    const quietCard = screen.getByRole('article', { name: 'Quiet oven' });
    expect(within(quietCard).getByText('No open orders')).toBeInTheDocument();
    expect(within(quietCard).queryByText(/open service order/)).not.toBeInTheDocument();

    const partsCard = screen.getByRole('article', { name: 'Parts oven' });
    expect(within(partsCard).getByText('2 open part orders')).toBeInTheDocument();
    expect(within(partsCard).queryByText(/service order/)).not.toBeInTheDocument();
  });

  it('shows each machine with its type, supplier and model, and a placeholder when it has no image', async () => {
    const withImage = { ...first, Id: 1, DisplayName: 'With image', ModelImage: 'models/x.png' };
    const withoutImage = { ...first, Id: 2, DisplayName: 'Without image', ModelImage: null };
    renderWithProviders(<MachineList getImageUrl={(path) => `https://cdn.example/${path}`} />, {
      handlers: [machinesHandler([withImage, withoutImage])],
    });
    const card = await screen.findByRole('article', { name: 'With image' });
    expect(within(card).getByText(first.MachineType!)).toBeInTheDocument();
    expect(within(card).getByText(first.SupplierName!)).toBeInTheDocument();
    expect(within(card).getByText(first.ParentMachineModelName!)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/models/x.png');
    const bare = screen.getByRole('article', { name: 'Without image' });
    expect(bare.querySelector('img')).toBeNull();
  });

  it('loads the first machine image at once with high priority, the rest of the first screen at once, and later ones lazily', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...first,
      Id: 100 + i,
      DisplayName: `Machine ${i + 1}`,
      ModelImage: `models/m${i}.png`,
    }));
    renderWithProviders(<MachineList />, { handlers: [machinesHandler(many)] });
    await screen.findByRole('article', { name: 'Machine 12' });
    const image = (n: number) => screen.getByRole('article', { name: `Machine ${n}` }).querySelector('img')!;
    expect(image(1)).toHaveAttribute('loading', 'eager');
    expect(image(1)).toHaveAttribute('fetchpriority', 'high');
    expect(image(8)).toHaveAttribute('loading', 'eager');
    expect(image(8)).not.toHaveAttribute('fetchpriority');
    expect(image(9)).toHaveAttribute('loading', 'lazy');
    expect(image(12)).toHaveAttribute('loading', 'lazy');
  });

  it("given a client on the page's origin, builds image addresses from /api2/resource there by default", async () => {
    renderWithProviders(<MachineList />, {
      handlers: [machinesHandler([{ ...first, ModelImage: 'models/a b.svg' }])],
    });
    const card = await screen.findByRole('article', { name: first.DisplayName! });
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      `${window.location.origin}/api2/resource/?relativePath=models%2Fa%20b.svg`,
    );
  });

  it("given a provider embedding the list with a client on the API's origin, loads images from that origin", async () => {
    const client = createClient({
      baseUrl: 'https://api.provider.example/',
      tokenStore: memoryTokenStore(token),
      fetch: createMockFetch([
        machinesHandler([{ ...first, ModelImage: 'models/a.png' }]),
        ...defaultHandlers,
      ]),
    });
    render(
      <PortalProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MachineList />
      </PortalProvider>,
    );
    const card = await screen.findByRole('article', { name: first.DisplayName! });
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      'https://api.provider.example/api2/resource/?relativePath=models%2Fa.png',
    );
  });

  it('given no machines, shows the empty state', async () => {
    renderWithProviders(<MachineList />, { handlers: [machinesEmptyHandler()] });
    expect(await screen.findByRole('heading', { name: 'No equipment registered yet' })).toBeInTheDocument();
    expect(screen.getByText(/When your service provider registers equipment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('given the list call fails, shows an empty list with an error note, and Retry loads it', async () => {
    let calls = 0;
    const failOnce = http.get(api('/customer/machines/filtered'), () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ Message: 'Database unavailable' }, { status: 500 })
        : undefined;
    });
    const { user } = renderWithProviders(<MachineList />, { handlers: [failOnce] });

    // The client's snackbar reports the server's message; the list keeps a note with Retry.
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('The equipment list could not be loaded.');
    const list = screen.getByRole('list', { name: 'Equipment list' });
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);

    await user.click(within(note).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Equipment list' })).getAllByRole('listitem'),
      ).toHaveLength(30),
    );
    expect(screen.queryByText('The equipment list could not be loaded.')).not.toBeInTheDocument();
  });

  it('given a later page fails, keeps the machines shown and offers Retry at the end of the list', async () => {
    let failures = 0;
    const secondPageFailsOnce = http.get(api('/customer/machines/filtered'), ({ request }) => {
      if (new URL(request.url).searchParams.get('Cursor') !== 'after-30' || failures > 0) return undefined;
      failures += 1;
      return HttpResponse.json({ Message: 'Timeout' }, { status: 500 });
    });
    const { user } = renderWithProviders(<MachineList />, { handlers: [secondPageFailsOnce] });
    const list = await findCards();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    const note = await screen.findByText('The rest of the list could not be loaded.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByText(/All \d+ machines shown/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(48));
    expect(note).not.toBeInTheDocument();
  });

  it('while the first page loads, shows skeleton cards and says it is loading', async () => {
    renderWithProviders(<MachineList />, { handlers: [machinesSlowHandler('infinite')] });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading equipment…');
    expect(screen.queryByRole('list', { name: 'Equipment list' })).not.toBeInTheDocument();
  });

  it('when List is pressed, shows a table with a row per machine and reports the view', async () => {
    const onViewChange = vi.fn();
    const { user } = renderWithProviders(<MachineList onViewChange={onViewChange} />);
    await findCards();
    const cards = screen.getByRole('button', { name: 'Cards' });
    const listButton = screen.getByRole('button', { name: 'List' });
    expect(cards).toHaveAttribute('aria-pressed', 'true');
    expect(listButton).toHaveAttribute('aria-pressed', 'false');

    await user.click(listButton);
    expect(onViewChange).toHaveBeenCalledWith('list');
    expect(listButton).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Equipment list' });
    // Header row + 30 machines.
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('columnheader', { name: 'Open orders' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: new RegExp(first.DisplayName!) });
    expect(within(row).getByRole('link', { name: /^Service/ })).toHaveAttribute(
      'href',
      `/customer/machines/${first.Id}/service`,
    );
  });

  it('given a controlled view, follows the prop and leaves the change to the host', async () => {
    const onViewChange = vi.fn();
    const { user } = renderWithProviders(<MachineList view="list" onViewChange={onViewChange} />);
    expect(await screen.findByRole('table', { name: 'Equipment list' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(onViewChange).toHaveBeenCalledWith('cards');
    expect(screen.getByRole('table', { name: 'Equipment list' })).toBeInTheDocument();
  });

  it('uses getMachineHref for every link', async () => {
    renderWithProviders(
      <MachineList
        getMachineHref={(machine, panel = 'general') => `/equipment/${machine.Id}?tab=${panel}`}
      />,
    );
    const card = await screen.findByRole('article', { name: first.DisplayName! });
    expect(within(card).getByRole('link', { name: first.DisplayName! })).toHaveAttribute(
      'href',
      `/equipment/${first.Id}?tab=general`,
    );
    expect(within(card).getByRole('link', { name: /^Parts/ })).toHaveAttribute(
      'href',
      `/equipment/${first.Id}?tab=parts`,
    );
  });

  it('given Norwegian, shows Norwegian labels, chips and amounts', async () => {
    const machine = { ...first, ActiveServiceJobs: 3, ActivePartsJobs: 1 };
    renderWithProviders(<MachineList />, { locale: 'no', handlers: [machinesHandler([machine])] });
    expect(await screen.findByRole('heading', { name: 'Utstyrsliste' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: first.DisplayName! });
    expect(within(card).getByText('3 åpne serviceordrer')).toBeInTheDocument();
    expect(within(card).getByText('1 åpen delordre')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Service/ })).toHaveTextContent(
      formatCurrency(first.TotalServiceAmount, 'NOK', 'no'),
    );
    expect(within(card).getByRole('link', { name: /^Deler/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Visning' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kort' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Liste' })).toBeInTheDocument();
  });

  it('given an element as the scroll container, pages on that element’s scroll', async () => {
    const scroller = document.createElement('div');
    document.body.appendChild(scroller);
    const ref = { current: scroller };
    renderWithProviders(<MachineList scrollContainer={ref} />);
    const list = await findCards();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 600 });
    scroller.scrollTop = 2300;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(48));
    scroller.remove();
  });
});
