import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ARTICLE_LIST_LIMIT, SEARCH_DEBOUNCE_MS } from '@eqp/sdk';
import { renderWithProviders } from '../test/render';
import { fiftyCharacterText, orderLines, sectionsMachineJobId, warehouseArticles } from '../test/fixtures';
import { jobSectionsServer, type JobSectionsServerOptions } from '../test/handlers';
import { JobOrderLines, parseCount, type JobOrderLinesProps } from './JobOrderLines';

const MACHINE_JOB = sectionsMachineJobId;

function renderLines(
  props: Partial<JobOrderLinesProps> = {},
  {
    server = jobSectionsServer(),
    locale,
  }: { server?: ReturnType<typeof jobSectionsServer>; locale?: string } = {},
) {
  const rendered = renderWithProviders(
    <JobOrderLines machineJobId={MACHINE_JOB} readOnly={false} canSearchWarehouse {...props} />,
    { handlers: server.handlers, locale },
  );
  const requests = (path: string, method = 'GET') =>
    server.seen.filter((r) => r.method === method && r.path === `/api2${path}`);
  return { ...rendered, server, requests };
}

const serverWith = (options: JobSectionsServerOptions) => jobSectionsServer(options);
/** Opens the add form under the lines. */
const openAdd = async (user: { click: (element: Element) => Promise<void> }) =>
  user.click(await screen.findByRole('button', { name: 'Add a line' }));
const table = () => screen.getByRole('table', { name: 'Order lines' });
const articleList = () => screen.getByRole('radiogroup', { name: 'Articles' });

afterEach(() => {
  vi.useRealTimers();
});

describe('JobOrderLines: the list', () => {
  it('given three lines, shows each with its article number (or Custom line), text and count', async () => {
    renderLines();
    const rows = within(await screen.findByRole('table', { name: 'Order lines' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('87.00.412');
    expect(rows[1]).toHaveTextContent('Door gasket iCombi Pro 10-1/1');
    expect(rows[2]).toHaveTextContent('2');
    expect(rows[3]).toHaveTextContent('Custom line');
    expect(rows[3]).toHaveTextContent('Travel and call-out fee, Oslo zone 1');
    expect(screen.getByText('3 lines')).toBeInTheDocument();
  });

  it('given no lines, says so', async () => {
    renderLines({}, { server: serverWith({ lines: {} }) });
    expect(await screen.findByText('No order lines yet.')).toBeInTheDocument();
  });

  it('given readOnly, shows only the list: no edit, delete or add, and no article call', async () => {
    const { requests } = renderLines({ readOnly: true });
    await screen.findByRole('table', { name: 'Order lines' });
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a line' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(requests('/partner/Article')).toHaveLength(0);
  });

  it('given a failed load, says so and loads again on Try again', async () => {
    const server = serverWith({ errors: { lines: { status: 500, message: 'Database unavailable' } } });
    const { user, requests } = renderLines({}, { server });
    expect(await screen.findByText('The order lines could not be loaded.')).toBeInTheDocument();
    const before = requests(`/partner/OrderDetail/List/${MACHINE_JOB}`).length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(requests(`/partner/OrderDetail/List/${MACHINE_JOB}`).length).toBeGreaterThan(before),
    );
  });
});

describe('JobOrderLines: the add form', () => {
  it('opens with Add a line and closes with Close, focus back on the button', async () => {
    const { user } = renderLines();
    await openAdd(user);
    expect(screen.getByRole('region', { name: 'Add a line' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Add a line' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a line' })).toHaveFocus());
  });
});

describe('JobOrderLines: warehouse article search (spec §5)', () => {
  it('below 3 characters shows the full list with the hint and never calls the search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, requests } = renderLines();
    await waitFor(() => expect(table()).toBeInTheDocument());
    // Nothing of the warehouse is loaded before the form is opened.
    expect(requests('/partner/Article')).toHaveLength(0);
    await openAdd(user);
    const search = await screen.findByRole('searchbox', { name: 'Search articles' });
    expect(search).toHaveFocus();
    expect(search).toHaveAccessibleDescription(
      'Type at least 3 characters to search. Until then the first articles are listed.',
    );
    await waitFor(() =>
      expect(within(articleList()).getAllByRole('radio')).toHaveLength(warehouseArticles.length),
    );
    await user.type(search, 'do');
    // Past the debounce after the last keystroke: the list has settled on "do", still no search call.
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(articleList()).not.toHaveAttribute('aria-busy');
    expect(requests('/partner/Article/Search')).toHaveLength(0);
    expect(within(articleList()).getAllByRole('radio')).toHaveLength(warehouseArticles.length);
    // A list shorter than the server's limit is the whole warehouse: no note.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('given a full list of 100 (the most the server answers), says only the first are shown and how to find the others', async () => {
    const hundred = Array.from({ length: ARTICLE_LIST_LIMIT }, (_, i) => ({
      ...warehouseArticles[0]!,
      ArticleNumber: `SCL-${String(i + 1).padStart(5, '0')}`,
    }));
    const { user } = renderLines({}, { server: serverWith({ articles: hundred }) });
    await waitFor(() => expect(table()).toBeInTheDocument());
    await openAdd(user);
    await waitFor(() => expect(within(articleList()).getAllByRole('radio')).toHaveLength(ARTICLE_LIST_LIMIT));
    expect(screen.getByRole('note')).toHaveTextContent(
      'The first 100 articles are shown. Search for an article number or description to find the others.',
    );
  });

  it('waits 700 ms after the last keystroke, then searches once with the text', async () => {
    const { user, requests } = renderLines();
    await openAdd(user);
    const search = await screen.findByRole('searchbox', { name: 'Search articles' });
    await waitFor(() => expect(within(articleList()).getAllByRole('radio').length).toBeGreaterThan(3));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const text of ['g', 'ga', 'gas', 'gask']) {
      fireEvent.change(search, { target: { value: text } });
      await act(async () => {
        vi.advanceTimersByTime(300);
      });
    }
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 300 - 1);
    });
    expect(requests('/partner/Article/Search')).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(requests('/partner/Article/Search')).toHaveLength(1));
    expect(requests('/partner/Article/Search')[0]?.search).toBe('?searchword=gask');
    await waitFor(() => expect(within(articleList()).getAllByRole('radio')).toHaveLength(2));
    expect(within(articleList()).getByRole('radio', { name: /87\.00\.412 Door gasket/ })).toBeInTheDocument();
    expect(
      within(articleList()).getByRole('radio', { name: /68143 Brew group gasket set/ }),
    ).toBeInTheDocument();
  });

  it('given a search with no match, says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderLines();
    await openAdd(user);
    await user.type(await screen.findByRole('searchbox', { name: 'Search articles' }), 'zzzz');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText('No article matches “zzzz”.')).toBeInTheDocument();
  });

  it('adds the chosen article with the count 1 by default', async () => {
    const { user, requests, server } = renderLines();
    await openAdd(user);
    await user.click(await screen.findByRole('radio', { name: /^71793 / }));
    expect(screen.getByRole('textbox', { name: 'Count' })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Add article' }));
    await waitFor(() => expect(requests(`/partner/OrderDetail/${MACHINE_JOB}`, 'POST')).toHaveLength(1));
    expect(requests(`/partner/OrderDetail/${MACHINE_JOB}`, 'POST')[0]?.body).toEqual({
      ArticleNumber: '71793',
      ArticleDescription: 'Claris Smart water filter cartridge',
      ArticleCount: 1,
      ArticleType: 'Consumable',
    });
    expect(await within(table()).findByText('Claris Smart water filter cartridge')).toBeInTheDocument();
    expect(await screen.findByText('Order line added')).toBeInTheDocument();
    expect(server.lines(MACHINE_JOB)).toHaveLength(orderLines.length + 1);
  });

  it('sends a long article description cut to 50 characters, and the number when there is none', async () => {
    const { user, requests } = renderLines();
    await openAdd(user);
    await user.click(await screen.findByRole('radio', { name: /^87\.00\.412 / }));
    await user.clear(screen.getByRole('textbox', { name: 'Count' }));
    await user.type(screen.getByRole('textbox', { name: 'Count' }), '2');
    await user.click(screen.getByRole('button', { name: 'Add article' }));
    await waitFor(() => expect(requests(`/partner/OrderDetail/${MACHINE_JOB}`, 'POST')).toHaveLength(1));
    const first = requests(`/partner/OrderDetail/${MACHINE_JOB}`, 'POST')[0]?.body as Record<string, unknown>;
    expect(first.ArticleDescription).toBe('Door gasket iCombi Pro 10-1/1, silicone, heat resi');
    expect(Array.from(first.ArticleDescription as string)).toHaveLength(50);
    expect(first.ArticleCount).toBe(2);

    await user.click(await screen.findByRole('radio', { name: /^60\.73\.893/ }));
    await user.click(screen.getByRole('button', { name: 'Add article' }));
    await waitFor(() => expect(requests(`/partner/OrderDetail/${MACHINE_JOB}`, 'POST')).toHaveLength(2));
    expect(requests(`/partner/OrderDetail/${MACHINE_JOB}`, 'POST')[1]?.body).toMatchObject({
      ArticleNumber: '60.73.893',
      ArticleDescription: '60.73.893',
    });
  });

  it('keeps Add article disabled until an article is chosen', async () => {
    const { user } = renderLines();
    await openAdd(user);
    await screen.findByRole('radio', { name: /^71793 / });
    expect(screen.getByRole('button', { name: 'Add article' })).toBeDisabled();
    expect(screen.getByText('Choose an article in the list.')).toBeInTheDocument();
  });

  it('given a company without a warehouse, offers only a custom line and never calls the articles', async () => {
    const { user, requests } = renderLines({ canSearchWarehouse: false });
    await screen.findByRole('table', { name: 'Order lines' });
    await openAdd(user);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Kind of line' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text' })).toBeInTheDocument();
    expect(requests('/partner/Article')).toHaveLength(0);
    expect(requests('/partner/Article/Search')).toHaveLength(0);
  });
});

describe('JobOrderLines: custom line (spec §5: at most 50 characters, count numeric default 1)', () => {
  async function openCustom(props: Partial<JobOrderLinesProps> = {}, server = jobSectionsServer()) {
    const rendered = renderLines(props, { server });
    await openAdd(rendered.user);
    if (props.canSearchWarehouse !== false)
      await rendered.user.click(await screen.findByRole('button', { name: 'Custom line' }));
    return rendered;
  }

  it('counts the characters and accepts 50', async () => {
    const { user } = await openCustom();
    const text = screen.getByRole('textbox', { name: 'Text' });
    expect(text).toHaveAccessibleDescription('0 of 50 characters');
    await user.type(text, fiftyCharacterText);
    expect(text).toHaveAccessibleDescription('50 of 50 characters');
    expect(text).toBeValid();
    expect(screen.getByRole('button', { name: 'Add line' })).toBeEnabled();
  });

  it('given 51 characters, shows the error and keeps Add line disabled', async () => {
    const { user } = await openCustom();
    const text = screen.getByRole('textbox', { name: 'Text' });
    await user.type(text, `${fiftyCharacterText}!`);
    expect(text).toBeInvalid();
    expect(text).toHaveAccessibleDescription('At most 50 characters. 51 of 50 characters');
    expect(screen.getByRole('button', { name: 'Add line' })).toBeDisabled();
  });

  it('starts the count at 1 and refuses a count that is not a whole number from 1', async () => {
    const { user } = await openCustom();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Replaced fuse 10 A');
    const count = screen.getByRole('textbox', { name: 'Count' });
    expect(count).toHaveValue('1');
    for (const bad of ['0', 'two', '1.5', '-3', '']) {
      await user.clear(count);
      if (bad) await user.type(count, bad);
      expect(screen.getByRole('button', { name: 'Add line' })).toBeDisabled();
      expect(count).toHaveAccessibleDescription('A whole number, 1 or more.');
    }
    await user.clear(count);
    await user.type(count, '3');
    expect(screen.getByRole('button', { name: 'Add line' })).toBeEnabled();
  });

  it('adds the line with ArticleNumber null, then clears the form', async () => {
    const { user, requests } = await openCustom();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), '  Replaced fuse 10 A ');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(requests(`/partner/OrderDetail/${MACHINE_JOB}`, 'POST')).toHaveLength(1));
    expect(requests(`/partner/OrderDetail/${MACHINE_JOB}`, 'POST')[0]?.body).toEqual({
      ArticleNumber: null,
      ArticleDescription: 'Replaced fuse 10 A',
      ArticleCount: 1,
      ArticleType: null,
    });
    expect(await within(table()).findByText('Replaced fuse 10 A')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('');
  });

  it('while the line is being added, the button is busy and disabled', async () => {
    const { user } = await openCustom({}, jobSectionsServer({ delays: { lineWrite: 'infinite' } }));
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Replaced fuse 10 A');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const button = screen.getByRole('button', { name: 'Add line' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it("given a 400, shows the server's message under the form", async () => {
    const server = jobSectionsServer({
      errors: { lineWrite: { status: 400, message: 'ArticleDescription must not be empty' } },
    });
    const { user } = await openCustom({}, server);
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Replaced fuse 10 A');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ArticleDescription must not be empty');
  });
});

describe('JobOrderLines: edit and delete', () => {
  it("edits a line's text and count", async () => {
    const { user, requests } = renderLines();
    await user.click(await screen.findByRole('button', { name: 'Edit Active Green cleaner tabs (150 pcs)' }));
    const form = screen.getByRole('form', { name: 'Edit order line Active Green cleaner tabs (150 pcs)' });
    const count = within(form).getByRole('textbox', { name: 'Count' });
    expect(count).toHaveValue('2');
    await user.clear(count);
    await user.type(count, '4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests(`/partner/OrderDetail/${MACHINE_JOB}`, 'PATCH')).toHaveLength(1));
    expect(requests(`/partner/OrderDetail/${MACHINE_JOB}`, 'PATCH')[0]?.body).toEqual({
      Id: 9302,
      ArticleDescription: 'Active Green cleaner tabs (150 pcs)',
      ArticleCount: 4,
    });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const row = within(table()).getByText('Active Green cleaner tabs (150 pcs)').closest('tr')!;
    expect(row).toHaveTextContent('4');
  });

  it('refuses an edited text over 50 characters', async () => {
    const { user } = renderLines();
    await user.click(
      await screen.findByRole('button', { name: 'Edit Travel and call-out fee, Oslo zone 1' }),
    );
    const text = screen.getByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, `${fiftyCharacterText}x`);
    expect(screen.getByText('At most 50 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(table()).getByText('Travel and call-out fee, Oslo zone 1')).toBeInTheDocument();
  });

  it('deletes a line after the confirmation', async () => {
    const { user, requests } = renderLines();
    await user.click(await screen.findByRole('button', { name: 'Delete Door gasket iCombi Pro 10-1/1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Door gasket iCombi Pro 10-1/1”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests(`/partner/OrderDetail/${MACHINE_JOB}/9301`, 'DELETE')).toHaveLength(1),
    );
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect(await screen.findByText('Order line deleted')).toBeInTheDocument();
  });

  it('given Cancel in the confirmation, deletes nothing', async () => {
    const { user, requests } = renderLines();
    await user.click(await screen.findByRole('button', { name: 'Delete Door gasket iCombi Pro 10-1/1' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests(`/partner/OrderDetail/${MACHINE_JOB}/9301`, 'DELETE')).toHaveLength(0);
    expect(within(table()).getAllByRole('row')).toHaveLength(4);
  });
});

describe('JobOrderLines: Norwegian', () => {
  it('shows the Norwegian texts', async () => {
    renderLines({}, { locale: 'no' });
    expect(await screen.findByRole('table', { name: 'Ordrelinjer' })).toBeInTheDocument();
  });
});

describe('parseCount', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['0', null],
    ['', null],
    ['1.5', null],
    ['1e3', null],
    ['-2', null],
    ['2147483648', null],
  ])('%j -> %j', (text, count) => {
    expect(parseCount(text)).toBe(count);
  });
});
