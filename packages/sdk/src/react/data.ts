import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../client/ApiError';
import type { MachineListItem, MachineListPage, OpenJobsCount, PortalOptions } from '../contract';
import { PAGE_SIZE_MACHINES } from '../rules/paging';
import { SWR_KEY_PREFIX, useSessionKey, useSignedIn } from './session';
import { useClient } from './SdkProvider';
import { usePagedResult, type Paged } from './paging';

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
  const signedIn = useSignedIn();
  const sessionKey = useSessionKey();
  return useSWR<OpenJobsCount, ApiError>(
    signedIn ? [SWR_KEY_PREFIX, '/api2/customer/jobs/openCount', sessionKey] : null,
    () => client.request(client.api.GET('/api2/customer/jobs/openCount')),
  );
}

export interface MachinesPagedOptions {
  /** Items per page; default 30 (spec §9). */
  pageSize?: number;
}

/** The machine list, page by page (see `Paged`). */
export type MachinesPaged = Paged<MachineListItem, MachineListPage>;

type MachinesKey = readonly [string, string, number, number, string | null];

const noMore = () => {};

/**
 * The customer's machine list, page by page (`GET /api2/customer/machines/filtered`), by cursor:
 * each page after the first asks for the rows after the previous page's last one (its
 * `NextCursor`), so a deep page costs what the first does and a machine added meanwhile never
 * makes a page skip or repeat one. A page without `NextCursor` is the last.
 */
export function useMachinesPaged({
  pageSize = PAGE_SIZE_MACHINES,
}: MachinesPagedOptions = {}): MachinesPaged {
  const client = useClient();
  const signedIn = useSignedIn();
  const sessionKey = useSessionKey();

  const getKey = (index: number, previous: MachineListPage | null): MachinesKey | null => {
    if (!signedIn) return null;
    if (index > 0 && !previous?.NextCursor) return null;
    return [
      SWR_KEY_PREFIX,
      '/api2/customer/machines/filtered',
      sessionKey,
      pageSize,
      previous?.NextCursor ?? null,
    ];
  };

  const swr = useSWRInfinite<MachineListPage, ApiError>(
    getKey,
    ([, , , itemsPerPage, cursor]: MachinesKey) =>
      client.request(
        client.api.GET('/api2/customer/machines/filtered', {
          params: {
            query: cursor ? { ItemsPerPage: itemsPerPage, Cursor: cursor } : { ItemsPerPage: itemsPerPage },
          },
        }),
      ),
    // Asking for page n + 1 fetches that page only; loaded pages are not fetched again
    // (`mutate()` still revalidates every loaded page, e.g. Retry).
    { revalidateFirstPage: false },
  );

  const paged = usePagedResult<MachineListItem, MachineListPage>(swr, pageSize, signedIn);
  const pages = swr.data;
  const last = pages?.[pages.length - 1];
  // A full last page without a NextCursor ends the list too (the answer knows; its length cannot).
  if (last && last.NextCursor == null && paged.hasMore) {
    return { ...paged, hasMore: false, isLoadingMore: false, loadMore: noMore };
  }
  return paged;
}
