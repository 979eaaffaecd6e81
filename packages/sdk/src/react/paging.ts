import { useCallback } from 'react';
import type { SWRInfiniteKeyedMutator, SWRInfiniteResponse } from 'swr/infinite';
import type { ApiError } from '../client/ApiError';

/** A list the portal loads page by page (spec §4 paging), as the paged hooks return it. */
export interface Paged<Item, Page> {
  /** Every loaded item, in order; `[]` while loading and when the first page failed (spec §8). */
  items: Item[];
  /** The first page is loading. */
  isLoading: boolean;
  error: ApiError | undefined;
  /** A further page is loading. */
  isLoadingMore: boolean;
  /** False once a page shorter than the page size arrived (spec §4), or after an error. */
  hasMore: boolean;
  /**
   * Pages asked for so far (1 at first, one more per `loadMore`); `0` without a token, when
   * nothing is fetched. Can run ahead of the loaded pages while one is loading.
   */
  pageCount: number;
  /**
   * Items on the server, from `TotalCount` of the last loaded page; `undefined` until a page
   * has arrived (or when the answer has none).
   */
  totalCount: number | undefined;
  /** Asks for the next page; does nothing while one is loading or when there is no more. */
  loadMore: () => void;
  mutate: SWRInfiniteKeyedMutator<Page[]>;
}

/** The shared reading of a `useSWRInfinite` answer over pages `{ Items, TotalCount }`. */
export function usePagedResult<Item, Page extends { Items: Item[]; TotalCount?: number | null }>(
  swr: SWRInfiniteResponse<Page, ApiError>,
  pageSize: number,
  enabled: boolean,
): Paged<Item, Page> {
  const { data, error, size, setSize, isLoading, mutate } = swr;
  const pages = data ?? [];
  const items = pages.flatMap((page) => page.Items);
  const isLoadingMore = !isLoading && size > 0 && pages.length < size && !error;
  const last = pages[pages.length - 1];
  const hasMore = !error && last !== undefined && last.Items.length >= pageSize;
  const totalCount = typeof last?.TotalCount === 'number' ? last.TotalCount : undefined;
  const pageCount = enabled ? size : 0;

  const loadMore = useCallback(() => {
    if (!hasMore || isLoadingMore) return;
    void setSize(pages.length + 1);
  }, [hasMore, isLoadingMore, pages.length, setSize]);

  return { items, isLoading, error, isLoadingMore, hasMore, pageCount, totalCount, loadMore, mutate };
}
