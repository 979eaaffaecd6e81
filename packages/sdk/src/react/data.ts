import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../client/ApiError';
import type {
  MachineFilterOptions,
  MachineListItem,
  MachineListPage,
  OpenJobsCount,
  paths,
  PortalOptions,
} from '../contract';
import { PAGE_SIZE_MACHINES } from '@eqp/rules';
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

type MachinesQuery = NonNullable<paths['/api2/customer/machines/filtered']['get']['parameters']['query']>;

/** The machine list's order (`Sort`): `name` (default), `serial`, `lastService` (newest first). */
export type MachineSort = NonNullable<MachinesQuery['Sort']>;

/** The machine list's filters and sort, as `machines/filtered` takes them. */
export interface MachineListQuery {
  /** Only machines of this type (an `Id` of `useMachineFilterOptions` `Types`). */
  TypeId?: number;
  /** Only machines of this supplier (an `Id` of `Suppliers`). */
  SupplierId?: number;
  /** Only machines at this location (one of `Locations`); empty means no filter. */
  Location?: string;
  /** `true`: only machines with an open order; `false`: only those without one. */
  HasOpenOrders?: boolean;
  /** The order; the server's default is `name`. */
  Sort?: MachineSort;
}

export interface MachinesPagedOptions extends MachineListQuery {
  /** Items per page; default 30 (spec §9). */
  pageSize?: number;
}

/** The machine list, page by page (see `Paged`); `totalCountCapped`: more than `totalCount` match. */
export type MachinesPaged = Paged<MachineListItem, MachineListPage> & { totalCountCapped: boolean };

type MachinesKey = readonly [
  string,
  string,
  number,
  number,
  number | undefined,
  number | undefined,
  string | undefined,
  boolean | undefined,
  MachineSort | undefined,
  string | null,
];

const noMore = () => {};

/**
 * The customer's machine list, page by page (`GET /api2/customer/machines/filtered`), with its
 * filters and sort, by cursor: each page after the first asks for the rows after the previous
 * page's last one (its `NextCursor`, which belongs to the sort), so a deep page costs what the
 * first does and a machine added meanwhile never makes a page skip or repeat one. A page without
 * `NextCursor` is the last. Other filters or another sort are another list: it starts again from
 * its first page.
 */
export function useMachinesPaged({
  pageSize = PAGE_SIZE_MACHINES,
  TypeId,
  SupplierId,
  Location,
  HasOpenOrders,
  Sort,
}: MachinesPagedOptions = {}): MachinesPaged {
  const client = useClient();
  const signedIn = useSignedIn();
  const sessionKey = useSessionKey();
  const location = Location ? Location : undefined;

  const getKey = (index: number, previous: MachineListPage | null): MachinesKey | null => {
    if (!signedIn) return null;
    if (index > 0 && !previous?.NextCursor) return null;
    return [
      SWR_KEY_PREFIX,
      '/api2/customer/machines/filtered',
      sessionKey,
      pageSize,
      TypeId,
      SupplierId,
      location,
      HasOpenOrders,
      Sort,
      index > 0 ? (previous?.NextCursor ?? null) : null,
    ];
  };

  const swr = useSWRInfinite<MachineListPage, ApiError>(
    getKey,
    ([, , , itemsPerPage, typeId, supplierId, place, open, sort, cursor]: MachinesKey) => {
      // Only the parameters that are set, so an unfiltered list asks as it always did.
      const query: MachinesQuery = { ItemsPerPage: itemsPerPage };
      if (typeId !== undefined) query.TypeId = typeId;
      if (supplierId !== undefined) query.SupplierId = supplierId;
      if (place !== undefined) query.Location = place;
      if (open !== undefined) query.HasOpenOrders = open;
      if (sort !== undefined) query.Sort = sort;
      if (cursor) query.Cursor = cursor;
      return client.request(client.api.GET('/api2/customer/machines/filtered', { params: { query } }));
    },
    // Asking for page n + 1 fetches that page only; loaded pages are not fetched again
    // (`mutate()` still revalidates every loaded page, e.g. Retry).
    { revalidateFirstPage: false },
  );

  const paged = usePagedResult<MachineListItem, MachineListPage>(swr, pageSize, signedIn);
  const pages = swr.data;
  const last = pages?.[pages.length - 1];
  const totalCountCapped = last?.TotalCountCapped === true;
  // A full last page without a NextCursor ends the list too (the answer knows; its length cannot).
  if (last && last.NextCursor == null && paged.hasMore) {
    return { ...paged, hasMore: false, isLoadingMore: false, loadMore: noMore, totalCountCapped };
  }
  return { ...paged, totalCountCapped };
}

/**
 * The choices of the machine list's filters (`GET /api2/customer/machines/filteroptions`): the
 * organisation's machine types, suppliers and locations, alphabetically, at most 200 of each.
 */
export function useMachineFilterOptions(): SWRResponse<MachineFilterOptions, ApiError> {
  const client = useClient();
  const signedIn = useSignedIn();
  const sessionKey = useSessionKey();
  return useSWR<MachineFilterOptions, ApiError>(
    signedIn ? [SWR_KEY_PREFIX, '/api2/customer/machines/filteroptions', sessionKey] : null,
    () => client.request(client.api.GET('/api2/customer/machines/filteroptions')),
  );
}
