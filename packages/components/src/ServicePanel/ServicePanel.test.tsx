import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderWithProviders } from '../test/render';
import {
  detailMachineId,
  machineHistory,
  machineHistoryWithoutPrices,
  moderatorUserInfo,
  openMachineJobs,
  plainUserInfo,
} from '../test/fixtures';
import {
  api,
  fileLinkErrorHandler,
  machineHistoryHandler,
  openMachineJobsHandler,
  serviceListsErrorHandlers,
  signedFileUrl,
  userInfoHandler,
} from '../test/handlers';
import { stubOpenTab } from '../test/openTab';
import { ServicePanel } from './ServicePanel';

const openList = () => screen.findByRole('list', { name: 'Open jobs' });
const historyList = () => screen.findByRole('list', { name: 'Service history' });

let tabs: ReturnType<typeof stubOpenTab>;
beforeEach(() => {
  tabs = stubOpenTab();
});
afterEach(() => tabs.restore());

describe('ServicePanel', () => {
  it('given open jobs, shows each with date, order number, type, status and description, linking to the job', async () => {
    renderWithProviders(<ServicePanel machineId={detailMachineId} jobHref={(id) => `/jobs/${id}`} />, {
      handlers: [openMachineJobsHandler(openMachineJobs)],
    });
    const list = await openList();
    const [repair, parts] = within(list).getAllByRole('article');
    expect(repair).toHaveTextContent('11/18/2025');
    expect(within(repair!).getByRole('link', { name: 'Order 40311' })).toHaveAttribute('href', '/jobs/7301');
    expect(repair).toHaveTextContent('Repair');
    expect(repair).toHaveTextContent('planned');
    expect(repair).toHaveTextContent('Stops with error E21 after ten minutes; the fan sounds rough.');
    expect(repair).toHaveTextContent('Scheduled 11/24/2025');
    // A part order's number is S + its Id (spec §4).
    expect(within(parts!).getByRole('link', { name: 'Order S7302' })).toHaveAttribute('href', '/jobs/7302');
    expect(parts).toHaveTextContent('new');
    expect(parts).toHaveTextContent('Parts');
  });

  it('by default links a job to the machine’s service route and Order service to the jobs page', async () => {
    renderWithProviders(<ServicePanel machineId={detailMachineId} />);
    const list = await openList();
    expect(within(list).getByRole('link', { name: 'Order 40311' })).toHaveAttribute(
      'href',
      `/customer/machines/${detailMachineId}/service/7301`,
    );
    expect(screen.getByRole('link', { name: 'Order service' })).toHaveAttribute(
      'href',
      `/customer/jobs?order=${detailMachineId}`,
    );
  });

  it('given orderServiceHref, links Order service there', async () => {
    renderWithProviders(<ServicePanel machineId={detailMachineId} orderServiceHref="/new-job/1001" />);
    expect(await screen.findByRole('link', { name: 'Order service' })).toHaveAttribute(
      'href',
      '/new-job/1001',
    );
  });

  it('given history and ShowPrices, lists each entry with its parts, quantities and unit prices', async () => {
    renderWithProviders(<ServicePanel machineId={detailMachineId} />, {
      handlers: [userInfoHandler(moderatorUserInfo), machineHistoryHandler(machineHistory)],
    });
    const list = await historyList();
    const entries = within(list).getAllByRole('article');
    expect(entries).toHaveLength(3);
    const [repair, service, partsOrder] = entries;
    expect(repair).toHaveTextContent('10/09/2025');
    expect(within(repair!).getByRole('link', { name: 'Order 40188' })).toBeInTheDocument();
    expect(repair).toHaveTextContent('completed');
    expect(repair).toHaveTextContent('Repair: Compressor 01 – Main kitchen');
    const table = await within(repair!).findByRole('table', { name: 'Parts used' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Part', 'Qty', 'Price']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Oil separator element');
    expect(rows[0]).toHaveTextContent('2901-0526-00');
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent('2');
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent(/412\.50/);
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent(/NOK|kr/);
    // An entry without parts has no table; a part order shows S + Id.
    expect(within(service!).queryByRole('table')).not.toBeInTheDocument();
    expect(service).toHaveTextContent('closed');
    expect(within(partsOrder!).getByRole('link', { name: 'Order S7093' })).toBeInTheDocument();
    expect(partsOrder).toHaveTextContent('approved');
  });

  it('given a user without prices, shows no price column and no amounts', async () => {
    renderWithProviders(<ServicePanel machineId={detailMachineId} />, {
      handlers: [userInfoHandler(plainUserInfo), machineHistoryHandler(machineHistoryWithoutPrices)],
    });
    const list = await historyList();
    const table = await within(list).findAllByRole('table', { name: 'Parts used' });
    for (const t of table) {
      expect(within(t).queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument();
    }
    expect(list.textContent).not.toMatch(/NOK|kr|\d[.,]\d\d\b/);
  });

  it('given prices in the answer but ShowPrices false, still shows no prices', async () => {
    renderWithProviders(<ServicePanel machineId={detailMachineId} />, {
      handlers: [userInfoHandler(plainUserInfo), machineHistoryHandler(machineHistory)],
    });
    const list = await historyList();
    await within(list).findAllByRole('table');
    expect(within(list).queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument();
    expect(list.textContent).not.toMatch(/412|1[ ,.]?890/);
  });

  it('given a service report, opens "Service report (PDF)" in a new tab through its signed link, never a blob: address', async () => {
    const seen: { path: string; authorization: string | null }[] = [];
    const spy = http.post(api('/files/link'), async ({ request }) => {
      const body = (await request.clone().json()) as { RelativePath: string };
      seen.push({ path: body.RelativePath, authorization: request.headers.get('Authorization') });
      return undefined;
    });
    const { user } = renderWithProviders(<ServicePanel machineId={detailMachineId} />, { handlers: [spy] });
    const list = await historyList();
    const links = within(list).getAllByRole('link', { name: /Service report \(PDF\)/ });
    // Only the entry with a report has the link.
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link).toHaveAttribute(
      'href',
      expect.stringContaining('/api2/resource/?relativePath=service-reports%2F40188%20compressor%2001.pdf'),
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Service report (PDF) (opens in a new tab)');

    await user.click(link);
    const report = 'service-reports/40188 compressor 01.pdf';
    await waitFor(() => expect(tabs.tabs[0]?.location.href).toContain(signedFileUrl(report)));
    expect(tabs.open).toHaveBeenCalledWith('', '_blank');
    expect(seen).toEqual([{ path: report, authorization: expect.stringMatching(/^Bearer /) }]);
    expect(tabs.blobs).toEqual([]);
    expect(tabs.tabs[0]?.opener).toBeNull();
    // From now on the link itself is the signed address (middle click, "Open in new tab").
    expect(link.getAttribute('href')).toContain(signedFileUrl(report));
  });

  it('given a report the server refuses to sign, closes the new tab again', async () => {
    const { user } = renderWithProviders(<ServicePanel machineId={detailMachineId} />, {
      handlers: [fileLinkErrorHandler(404, 'File not found')],
    });
    const list = await historyList();
    await user.click(within(list).getByRole('link', { name: /Service report/ }));
    await waitFor(() => expect(tabs.tabs[0]?.close).toHaveBeenCalled());
    expect(tabs.tabs[0]?.location.href).toBe('');
    // The client's snackbar says why.
    expect(await screen.findByText('File not found')).toBeInTheDocument();
  });

  it('given no open jobs and no history, says so in each section', async () => {
    renderWithProviders(<ServicePanel machineId={detailMachineId} />, {
      handlers: [openMachineJobsHandler([]), machineHistoryHandler([])],
    });
    expect(await screen.findByRole('heading', { name: 'No open jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No service history yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order service' })).toBeInTheDocument();
  });

  it('given both lists failing, shows them as empty (spec §8)', async () => {
    renderWithProviders(<ServicePanel machineId={detailMachineId} />, {
      handlers: serviceListsErrorHandlers(),
    });
    expect(await screen.findByRole('heading', { name: 'No open jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No service history yet' })).toBeInTheDocument();
  });

  it('while the lists load, shows loading placeholders', async () => {
    renderWithProviders(<ServicePanel machineId={detailMachineId} />, {
      handlers: [openMachineJobsHandler(undefined, 'infinite'), machineHistoryHandler(undefined, 'infinite')],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading open jobs…' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading service history…' })).toBeInTheDocument();
  });

  it('in Norwegian, shows the sections and the report link in Norwegian', async () => {
    renderWithProviders(<ServicePanel machineId={detailMachineId} />, { locale: 'no' });
    expect(await screen.findByRole('list', { name: 'Åpne jobber' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Servicerapport \(PDF\)/ })).toBeInTheDocument();
  });
});
