import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDate } from '@eqp/sdk';
import type { LinkProps } from '../PortalProvider';
import { renderWithProviders } from '../test/render';
import { jobPage, jobs, makeJob, openJob, partsOrderJob } from '../test/fixtures';
import { api, jobsEmptyHandler, jobsHandler, jobsSlowHandler } from '../test/handlers';
import { JobList } from './JobList';

/** A host link that records where it was sent instead of leaving the page. */
function recordingLink(visited: string[]) {
  return function RecordingLink({ href, children, onClick, ...rest }: LinkProps) {
    return (
      <a
        href={href}
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          visited.push(href);
        }}
      >
        {children}
      </a>
    );
  };
}

function renderList(
  ui = <JobList />,
  options: Parameters<typeof renderWithProviders>[1] = {},
  visited: string[] = [],
) {
  return {
    visited,
    ...renderWithProviders(ui, { ...options, providerProps: { linkComponent: recordingLink(visited) } }),
  };
}

const findTable = () => screen.findByRole('table', { name: 'Jobs' });
/** The body rows (the first row holds the column headers). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

function setScroll(scrollTop: number, scrollHeight: number, clientHeight: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: clientHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollTop });
  fireEvent.scroll(window);
}

afterEach(() => {
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('JobList', () => {
  it('shows a table with the six columns and a row per job, 50 at first', async () => {
    renderList();
    const table = await findTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order no.', 'Type', 'Status', 'Equipment', 'Priority', 'Created']);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
    expect(screen.getByText('64 jobs')).toBeInTheDocument();
  });

  it('shows each job with its order number, type, status, machines, priority and created date', async () => {
    const job = makeJob(0, {
      Id: 7001,
      OrderId: 40100,
      JobTypeName: 'Repair',
      StatusId: 30,
      JobPriority: { Id: 4, Name: 'Critical' },
      CreatedDate: '2025-11-20T09:30:00.000Z',
      InverseParent: [openJob.InverseParent[0]!, openJob.InverseParent[1]!],
    });
    renderList(<JobList />, { handlers: [jobsHandler([job])] });
    const table = await findTable();
    const [row] = bodyRows(table);
    const cells = within(row!).getAllByRole('cell');
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('40100');
    expect(cells[0]).toHaveTextContent('Repair');
    expect(within(cells[1]!).getByText('in progress')).toBeInTheDocument();
    expect(cells[2]).toHaveTextContent(openJob.InverseParent[0]!.Machine.DisplayName!);
    expect(cells[2]).toHaveTextContent(openJob.InverseParent[1]!.Machine.DisplayName!);
    expect(cells[3]).toHaveTextContent('Critical');
    expect(cells[4]).toHaveTextContent(formatDate('2025-11-20T09:30:00.000Z'));
  });

  it('shows the order number of a part order (job type 3) as S plus the job Id, otherwise the OrderId', async () => {
    renderList(<JobList />, { handlers: [jobsHandler([partsOrderJob, openJob])] });
    expect(await screen.findByRole('link', { name: 'Open job S7104' })).toHaveTextContent('S7104');
    expect(screen.getByRole('link', { name: 'Open job 40230' })).toHaveTextContent('40230');
    expect(screen.queryByText(String(partsOrderJob.Id))).not.toBeInTheDocument();
  });

  it('names at most two machines and counts the rest', async () => {
    const job = makeJob(0, {
      InverseParent: [0, 1, 2, 3].map((n) => ({
        Id: n,
        Machine: { Id: n, DisplayName: `Oven ${n}`, Name: null, SerialNumber: null },
        CustomerComment: null,
        InvoiceComment: null,
      })),
    });
    renderList(<JobList />, { handlers: [jobsHandler([job])] });
    const table = await findTable();
    const equipment = within(bodyRows(table)[0]!).getAllByRole('cell')[2]!;
    expect(equipment).toHaveTextContent('Oven 0Oven 1+2 more');
  });

  it('opens a job through jobHref, from its order number and from a click anywhere on its row', async () => {
    const { user, visited } = renderList(<JobList jobHref={(id) => `/jobs/${id}`} />, {
      handlers: [jobsHandler([openJob, partsOrderJob])],
    });
    const table = await findTable();
    const link = within(table).getByRole('link', { name: 'Open job 40230' });
    expect(link).toHaveAttribute('href', '/jobs/7102');
    await user.click(link);
    expect(visited).toEqual(['/jobs/7102']);

    // A click on another cell of the second row opens that job.
    await user.click(within(bodyRows(table)[1]!).getByText('Parts'));
    expect(visited).toEqual(['/jobs/7102', '/jobs/7104']);
  });

  it('opens a job with Enter on its focused link', async () => {
    const { user, visited } = renderList(<JobList />, { handlers: [jobsHandler([openJob])] });
    await screen.findByRole('link', { name: 'Open job 40230' });
    // Tab past the filter buttons to the job's link.
    while (document.activeElement?.getAttribute('data-variant') !== 'job') await user.tab();
    await user.keyboard('{Enter}');
    expect(visited).toEqual(['/customer/jobs/7102']);
  });

  it('filters Open / Closed / All, All by default', async () => {
    const requests: (string | null)[] = [];
    const spy = http.get(api('/customer/jobs/filtered'), ({ request }) => {
      requests.push(new URL(request.url).searchParams.get('Status'));
      return undefined;
    });
    const onStatusChange = vi.fn();
    const { user } = renderList(<JobList onStatusChange={onStatusChange} />, { handlers: [spy] });
    const group = screen.getByRole('group', { name: 'Show' });
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('64 jobs')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Open' }));
    expect(onStatusChange).toHaveBeenCalledWith('open');
    const open = jobs.filter((job) => job.StatusId <= 30).length;
    expect(await screen.findByText(`${open} jobs`)).toBeInTheDocument();
    const table = await findTable();
    expect(bodyRows(table)).toHaveLength(open);
    expect(requests).toEqual(['all', 'open']);

    await user.click(within(group).getByRole('button', { name: 'Closed' }));
    await waitFor(() => expect(requests).toEqual(['all', 'open', 'closed']));
    expect(within(group).getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('given 64 jobs, loads the last 14 when scrolled past 90 %, then says all are shown', async () => {
    renderList();
    const table = await findTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
    setScroll(1500, 4000, 800); // (1500 + 800) / 4000 < 0.9: not yet
    // Asking for a page shows "Loading more…" in the same render as the scroll event, so its
    // absence right after the event means nothing was asked.
    expect(screen.queryByText('Loading more…')).not.toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(50);
    setScroll(3300, 4000, 800);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(64));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('All 64 jobs shown')).toBeInTheDocument();
  });

  it('offers Load more for keyboard users and short pages', async () => {
    const { user } = renderList();
    const table = await findTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(64));
  });

  it('while the first page loads, says it is loading', async () => {
    renderList(<JobList />, { handlers: [jobsSlowHandler('infinite')] });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading jobs…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('given no jobs, says "No jobs yet" and offers to order service', async () => {
    const onOrderService = vi.fn();
    const { user } = renderList(<JobList onOrderService={onOrderService} />, {
      handlers: [jobsEmptyHandler()],
    });
    const empty = await screen.findByRole('region', { name: 'No jobs yet' });
    expect(empty).toHaveTextContent('When you order service on your equipment, the jobs show up here.');
    await user.click(within(empty).getByRole('button', { name: 'Order service' }));
    expect(onOrderService).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('given no open jobs under Open, offers to show all jobs', async () => {
    const closedOnly = jobs.filter((job) => job.StatusId > 30);
    const { user } = renderList(<JobList defaultStatus="open" />, { handlers: [jobsHandler(closedOnly)] });
    const empty = await screen.findByRole('region', { name: 'No open jobs' });
    await user.click(within(empty).getByRole('button', { name: 'Show all jobs' }));
    const table = await findTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(closedOnly.length));
  });

  it('given the list call fails, shows an empty list with a failed state, and Retry loads it', async () => {
    let calls = 0;
    const failOnce = http.get(api('/customer/jobs/filtered'), () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ Message: 'Database unavailable' }, { status: 500 })
        : undefined;
    });
    const { user } = renderList(<JobList />, { handlers: [failOnce] });
    // The client's snackbar reports the server's message; the list shows its failed state.
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    const failed = await screen.findByRole('region', { name: 'The job list could not be loaded.' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    const table = await findTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
  });

  it('when refreshKey changes, loads the list again and shows a new job at the top', async () => {
    let items = [openJob];
    const live = http.get(api('/customer/jobs/filtered'), () =>
      HttpResponse.json({
        Items: items,
        Page: 1,
        ItemsPerPage: 50,
        TotalCount: items.length,
        TotalCountCapped: false,
        NextCursor: null,
      }),
    );
    const { rerender } = renderList(<JobList refreshKey={0} />, { handlers: [live] });
    const table = await findTable();
    expect(bodyRows(table)).toHaveLength(1);
    items = [makeJob(0, { Id: 9001, OrderId: 40999 }), openJob];
    rerender(<JobList refreshKey={1} />);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(within(bodyRows(table)[0]!).getByRole('link')).toHaveTextContent('40999');
  });

  it('given more jobs than the server counts, says "1,000+ jobs" and pages on by the cursor', async () => {
    const cursors: (string | null)[] = [];
    const capped = http.get(api('/customer/jobs/filtered'), ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('Cursor');
      cursors.push(cursor);
      return HttpResponse.json({
        ...jobPage(jobs, 1, 50, 'all', cursor),
        TotalCount: 1000,
        TotalCountCapped: true,
      });
    });
    const { user } = renderList(<JobList />, { handlers: [capped] });
    expect(await screen.findByText('1,000+ jobs')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const table = await findTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(jobs.length));
    expect(cursors).toEqual([null, 'at50']);
  });

  it('with onOrderService, the header offers Order service', async () => {
    const onOrderService = vi.fn();
    const { user } = renderList(<JobList onOrderService={onOrderService} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order service' }));
    expect(onOrderService).toHaveBeenCalledTimes(1);
  });

  it('given Norwegian, shows Norwegian headings, filters and status names', async () => {
    renderList(<JobList />, { locale: 'no', handlers: [jobsHandler([openJob])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Ordrer' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Jobber' });
    expect(within(table).getByRole('columnheader', { name: 'Ordrenr.' })).toBeInTheDocument();
    expect(within(table).getByText('planlagt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Åpne' })).toBeInTheDocument();
  });
});
