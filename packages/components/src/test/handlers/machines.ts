import { delay, http, HttpResponse } from 'msw';
import {
  filterMachines,
  machineFilterOptions,
  machinePage,
  machines,
  modelImageSvg,
  type MachineFilterOptions,
  type MachineListItem,
} from '../fixtures/machines';
import { api } from './helpers';

export interface MachinesHandlerOptions {
  /** Delay of the first page in ms, or `'infinite'` (the loading state). */
  firstPageDelay?: number | 'infinite';
  /** Delay of every later page in ms, or `'infinite'` (the "Loading more…" state). */
  nextPageDelay?: number | 'infinite';
}

/**
 * GET /api2/customer/machines/filtered answering `items` page by page: honours `Cursor` (this
 * fixture's `NextCursor`), `Page` (1-based, default 1), `ItemsPerPage` (default 30), the filters and
 * `Sort` (`filterMachines`), like the server.
 */
export const machinesHandler = (
  items: readonly MachineListItem[] = machines,
  { firstPageDelay, nextPageDelay }: MachinesHandlerOptions = {},
) =>
  http.get(api('/customer/machines/filtered'), async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Math.max(1, Number(query.get('Page') ?? 1) || 1);
    const itemsPerPage = Math.max(1, Number(query.get('ItemsPerPage') ?? 30) || 30);
    const cursor = query.get('Cursor');
    const wait = page === 1 && !cursor ? firstPageDelay : nextPageDelay;
    if (wait !== undefined) await delay(wait);
    return HttpResponse.json(machinePage(filterMachines(items, query), page, itemsPerPage, cursor));
  });

/** GET /api2/customer/machines/filteroptions: the fixture's types, suppliers and locations. */
export const machineFilterOptionsHandler = (options: MachineFilterOptions = machineFilterOptions) =>
  http.get(api('/customer/machines/filteroptions'), () => HttpResponse.json(options));

/** No machines at all. */
export const machinesEmptyHandler = () => machinesHandler([]);

/** The list call fails: `500 { Message }`. */
export const machinesErrorHandler = (
  message = 'The equipment list is unavailable right now.',
  status = 500,
) => http.get(api('/customer/machines/filtered'), () => HttpResponse.json({ Message: message }, { status }));

/** The first page arrives only after `ms` (or never): the loading skeleton. */
export const machinesSlowHandler = (
  ms: number | 'infinite' = 'infinite',
  items: readonly MachineListItem[] = machines,
) => machinesHandler(items, { firstPageDelay: ms });

/**
 * GET /api2/resource/?relativePath= serving the fixture model drawings (for a host that routes
 * `<img>` requests through MSW's service worker); 404 `{ Message }` for other paths.
 */
export const resourceHandler = () =>
  http.get(api('/resource/'), ({ request }) => {
    const path = new URL(request.url).searchParams.get('relativePath') ?? '';
    const drawing = modelImageSvg(path);
    return drawing
      ? new HttpResponse(drawing, { headers: { 'Content-Type': 'image/svg+xml' } })
      : HttpResponse.json({ Message: `No resource at ${path}` }, { status: 404 });
  });

/** A healthy machine list: 48 machines (30 + 18) and their images. */
export const machineHandlers = [machinesHandler(), machineFilterOptionsHandler(), resourceHandler()];
