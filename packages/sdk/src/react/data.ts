import { useCallback } from 'react';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { SWRInfiniteKeyedMutator } from 'swr/infinite';
import type { ApiError } from '../client/ApiError';
import type { MachineListItem, MachineListPage, OpenJobsCount, PortalOptions } from '../contract';
import { PAGE_SIZE_MACHINES } from '../rules/paging';
import { SWR_KEY_PREFIX, useSessionKey, useToken } from './session';
import { useClient } from './SdkProvider';

/** Portal options of the selection page (public: fetched with or without a token). */
export function usePortalOptions(): SWRResponse<PortalOptions, ApiError> {
  const client = useClient();
  return useSWR<PortalOptions, ApiError>([SWR_KEY_PREFIX, '/api2/app/portal'], () =>
    client.request(client.api.GET('/api2/app/portal')),
  );
}

/** Open jobs count of the organisation (the history badge); not fetched without a token. */
export function useOpenJobsCount(): SWRResponse<OpenJobsCount, ApiError> {
  const client = useClient();
  const token = useToken();
  const sessionKey = useSessionKey();
  return useSWR<OpenJobsCount, ApiError>(
    token ? [SWR_KEY_PREFIX, '/api2/customer/jobs/openCount', sessionKey] : null,
    () => client.request(client.api.GET('/api2/customer/jobs/openCount')),
  );
}

export interface MachinesPagedOptions {
  /** Items per page; default 30 (spec §9). */
  pageSize?: number;
}

export interface MachinesPaged {
  /** Every loaded machine, in order; `[]` while loading and when the first page failed (spec §8). */
  items: MachineListItem[];
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
   * Machines on the server, from `TotalCount` of the last loaded page; `undefined` until a page
   * has arrived (or when the answer has none).
   */
  totalCount: number | undefined;
  /** Asks for the next page; does nothing while one is loading or when there is no more. */
  loadMore: () => void;
  mutate: SWRInfiniteKeyedMutator<MachineListPage[]>;
}

type MachinesKey = readonly [string, string, number, number, number];

/** The customer's machine list, page by page (`GET /api2/customer/machines/filtered`). */
export function useMachinesPaged({
  pageSize = PAGE_SIZE_MACHINES,
}: MachinesPagedOptions = {}): MachinesPaged {
  const client = useClient();
  const token = useToken();
  const sessionKey = useSessionKey();

  const getKey = (index: number, previous: MachineListPage | null): MachinesKey | null => {
    if (!token) return null;
    if (previous && previous.Items.length < pageSize) return null;
    return [SWR_KEY_PREFIX, '/api2/customer/machines/filtered', sessionKey, pageSize, index + 1];
  };

  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<MachineListPage, ApiError>(
    getKey,
    ([, , , itemsPerPage, page]: MachinesKey) =>
      client.request(
        client.api.GET('/api2/customer/machines/filtered', {
          params: { query: { Page: page, ItemsPerPage: itemsPerPage } },
        }),
      ),
    // Asking for page n + 1 fetches that page only; loaded pages are not fetched again
    // (`mutate()` still revalidates every loaded page, e.g. Retry).
    { revalidateFirstPage: false },
  );

  const pages = data ?? [];
  const items = pages.flatMap((page) => page.Items);
  const isLoadingMore = !isLoading && size > 0 && pages.length < size && !error;
  const last = pages[pages.length - 1];
  const hasMore = !error && last !== undefined && last.Items.length >= pageSize;
  const totalCount = typeof last?.TotalCount === 'number' ? last.TotalCount : undefined;
  const pageCount = token ? size : 0;

  const loadMore = useCallback(() => {
    if (!hasMore || isLoadingMore) return;
    void setSize(pages.length + 1);
  }, [hasMore, isLoadingMore, pages.length, setSize]);

  return { items, isLoading, error, isLoadingMore, hasMore, pageCount, totalCount, loadMore, mutate };
}
