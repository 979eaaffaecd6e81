/**
 * List paging trigger (spec §4, §9).
 *
 * Exact reading of "the next page loads when the scroll position passes 90 percent and the
 * loaded items exceed the current page minus half a page; a page shorter than the page size
 * ends paging":
 *
 * - scroll position = `(scrollTop + clientHeight) / scrollHeight` (the bottom edge of the
 *   viewport as a share of the content); it must be strictly greater than 0.9;
 * - loaded items exceed the current page minus half a page: `loadedCount > page * pageSize - pageSize / 2`,
 *   with `page` the 1-based number of the last page requested. This stops a second request for
 *   the same page while the previous one has not arrived;
 * - a last page with fewer than `pageSize` items means there is nothing more
 *   (`lastPageLength < pageSize`); before any page arrived, pass `lastPageLength` undefined.
 */

export const PAGE_SIZE_MACHINES = 30;
export const PAGE_SIZE_JOBS = 50;
export const PAGE_SIZE_DEFAULT = 100;
export const SCROLL_THRESHOLD = 0.9;

export interface PagingState {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
  /** Items loaded so far. */
  loadedCount: number;
  /** 1-based number of the last page requested. */
  page: number;
  pageSize: number;
  /** Length of the last page that arrived; undefined before any. */
  lastPageLength?: number;
}

/** The share of the content scrolled past, bottom edge of the viewport included (0..1). */
export function scrollPosition({
  scrollTop,
  scrollHeight,
  clientHeight,
}: Pick<PagingState, 'scrollTop' | 'scrollHeight' | 'clientHeight'>): number {
  if (scrollHeight <= 0) return 1;
  return Math.min(1, (scrollTop + clientHeight) / scrollHeight);
}

/** Whether paging has ended: the last page was shorter than the page size. */
export function isLastPage(lastPageLength: number | undefined, pageSize: number): boolean {
  return lastPageLength !== undefined && lastPageLength < pageSize;
}

/** Whether the next page should load now (spec §4). */
export function shouldLoadNextPage(state: PagingState): boolean {
  const { loadedCount, page, pageSize, lastPageLength } = state;
  if (isLastPage(lastPageLength, pageSize)) return false;
  if (scrollPosition(state) <= SCROLL_THRESHOLD) return false;
  return loadedCount > page * pageSize - pageSize / 2;
}
