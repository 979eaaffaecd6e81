import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../client/ApiError';
import type {
  CustomerJob,
  CustomerJobPage,
  CustomerUser,
  MachineCostPoint,
  MachineListItem,
  MachineOverview,
  MachineServiceHistoryEntry,
  OpenJobsCount,
  Organization,
  paths,
  ShoppingCart,
} from '../contract';
import { PAGE_SIZE_JOBS } from '@eqp/rules';
import { SWR_KEY_PREFIX, useSessionKey, useSignedIn } from './session';
import { useClient } from './SdkProvider';
import { usePagedResult, type Paged } from './paging';

/** An id the hook may not have yet (a route parameter still being read): no call without one. */
export type OptionalId = number | null | undefined;

/** The key of a customer call: `null` (no call) without a token or without a needed id. */
export function useCustomerKey(path: string, ...params: readonly unknown[]): readonly unknown[] | null {
  const signedIn = useSignedIn();
  const sessionKey = useSessionKey();
  return signedIn ? [SWR_KEY_PREFIX, path, sessionKey, ...params] : null;
}

export function useIdKey(path: string, id: OptionalId): readonly unknown[] | null {
  const key = useCustomerKey(path, id);
  return id == null ? null : key;
}

/**
 * The current organisation's machines (`GET /api2/customer/machines`): all of them up to 200, the
 * first 200 in list order beyond (the answer's `X-Total-Count` header has the number). The library's
 * components do not read it: they find a machine with `useMachineSearch` and page with
 * `useMachinesPaged`.
 */
export function useAllMachines(): SWRResponse<MachineListItem[], ApiError> {
  const client = useClient();
  return useSWR<MachineListItem[], ApiError>(useCustomerKey('/api2/customer/machines'), () =>
    client.request(client.api.GET('/api2/customer/machines')),
  );
}

/** The user's shopping cart (`GET /api2/customer/shoppingcart`); an empty cart has no groups. */
export function useCart(): SWRResponse<ShoppingCart, ApiError> {
  const client = useClient();
  return useSWR<ShoppingCart, ApiError>(useCustomerKey('/api2/customer/shoppingcart'), () =>
    client.request(client.api.GET('/api2/customer/shoppingcart')),
  );
}

/** A machine with its document counts (`GET /api2/customer/machines/overview/{id}`). */
export function useMachineOverview(id: OptionalId): SWRResponse<MachineOverview, ApiError> {
  const client = useClient();
  return useSWR<MachineOverview, ApiError>(useIdKey('/api2/customer/machines/overview/{id}', id), () =>
    client.request(
      client.api.GET('/api2/customer/machines/overview/{id}', { params: { path: { id: id as number } } }),
    ),
  );
}

/** Open jobs count of one machine (`GET /api2/customer/machines/openJobsCount/{id}`). */
export function useMachineOpenJobsCount(id: OptionalId): SWRResponse<OpenJobsCount, ApiError> {
  const client = useClient();
  return useSWR<OpenJobsCount, ApiError>(useIdKey('/api2/customer/machines/openJobsCount/{id}', id), () =>
    client.request(
      client.api.GET('/api2/customer/machines/openJobsCount/{id}', {
        params: { path: { id: id as number } },
      }),
    ),
  );
}

/** Service history of a machine, newest first (`GET /api2/customer/machines/history/{id}`). */
export function useMachineHistory(id: OptionalId): SWRResponse<MachineServiceHistoryEntry[], ApiError> {
  const client = useClient();
  return useSWR<MachineServiceHistoryEntry[], ApiError>(
    useIdKey('/api2/customer/machines/history/{id}', id),
    () =>
      client.request(
        client.api.GET('/api2/customer/machines/history/{id}', { params: { path: { id: id as number } } }),
      ),
  );
}

/** Open jobs of a machine, newest first (`GET /api2/customer/jobs/openmachinejobs/{id}`). */
export function useOpenMachineJobs(id: OptionalId): SWRResponse<CustomerJob[], ApiError> {
  const client = useClient();
  return useSWR<CustomerJob[], ApiError>(useIdKey('/api2/customer/jobs/openmachinejobs/{id}', id), () =>
    client.request(
      client.api.GET('/api2/customer/jobs/openmachinejobs/{id}', { params: { path: { id: id as number } } }),
    ),
  );
}

/** One job of the organisation with its machine sub-jobs (`GET /api2/customer/jobs/{jobId}`). */
export function useCustomerJob(jobId: OptionalId): SWRResponse<CustomerJob, ApiError> {
  const client = useClient();
  return useSWR<CustomerJob, ApiError>(useIdKey('/api2/customer/jobs/{jobId}', jobId), () =>
    client.request(
      client.api.GET('/api2/customer/jobs/{jobId}', { params: { path: { jobId: jobId as number } } }),
    ),
  );
}

/**
 * Cost points of the last 12 months for the job list graph (`GET /api2/customer/overview/machinecost`):
 * the organisation's 8 costliest machines per month and an "other" series (points with `OtherCount`).
 */
export function useMachineCost(): SWRResponse<MachineCostPoint[], ApiError> {
  const client = useClient();
  return useSWR<MachineCostPoint[], ApiError>(useCustomerKey('/api2/customer/overview/machinecost'), () =>
    client.request(client.api.GET('/api2/customer/overview/machinecost')),
  );
}

/** The current organisation with its contacts (`GET /api2/customer/userinfo/organization`). */
export function useOrganization(): SWRResponse<Organization, ApiError> {
  const client = useClient();
  return useSWR<Organization, ApiError>(useCustomerKey('/api2/customer/userinfo/organization'), () =>
    client.request(client.api.GET('/api2/customer/userinfo/organization')),
  );
}

/**
 * Users of the organisation (`GET /api2/Customer/User/SearchCustomerUsers`); `search` keeps the
 * users whose name or e-mail contains it. An empty search asks for every user.
 */
export function useCustomerUsers(search?: string): SWRResponse<CustomerUser[], ApiError> {
  const client = useClient();
  const Search = search ? search : undefined;
  return useSWR<CustomerUser[], ApiError>(
    useCustomerKey('/api2/Customer/User/SearchCustomerUsers', Search),
    () =>
      client.request(
        client.api.GET('/api2/Customer/User/SearchCustomerUsers', { params: { query: { Search } } }),
      ),
  );
}

type JobsQuery = NonNullable<paths['/api2/customer/jobs/filtered']['get']['parameters']['query']>;

export interface JobsPagedOptions {
  /** Items per page; default 50 (spec §9). */
  pageSize?: number;
  /** `open`, `closed` (history) or `all` (the server's default). */
  Status?: JobsQuery['Status'];
  /** Only jobs on this machine. */
  MachineId?: number;
  /** Text in the order number, the display name or a machine name; empty means no filter. */
  Search?: string;
  /** Created on or after this date (`YYYY-MM-DD`). */
  From?: string;
  /** Created on or before this date (`YYYY-MM-DD`). */
  To?: string;
}

/**
 * The job list, page by page (see `Paged`). `totalCount` is capped by the server (1,000);
 * `totalCountCapped` says there are more ("1,000+"); with `Search` the count is the matches loaded.
 */
export type JobsPaged = Paged<CustomerJob, CustomerJobPage> & { totalCountCapped: boolean };

type JobsKey = readonly [
  string,
  string,
  number,
  number,
  JobsQuery['Status'] | undefined,
  number | undefined,
  string | undefined,
  string | undefined,
  string | undefined,
  string | null,
];

const noMore = () => {};

/**
 * The organisation's job list, page by page (`GET /api2/customer/jobs/filtered`), with its
 * filters, by cursor: each page after the first asks for the jobs after the previous page's last
 * one (its `NextCursor`), so a deep page costs what the first does and a job created meanwhile
 * never makes a page skip or repeat one. A page without `NextCursor` is the last.
 */
export function useJobsPaged({
  pageSize = PAGE_SIZE_JOBS,
  Status,
  MachineId,
  Search,
  From,
  To,
}: JobsPagedOptions = {}): JobsPaged {
  const client = useClient();
  const signedIn = useSignedIn();
  const sessionKey = useSessionKey();
  const search = Search ? Search : undefined;
  const from = From ? From : undefined;
  const to = To ? To : undefined;

  const getKey = (index: number, previous: CustomerJobPage | null): JobsKey | null => {
    if (!signedIn) return null;
    if (index > 0 && !previous?.NextCursor) return null;
    return [
      SWR_KEY_PREFIX,
      '/api2/customer/jobs/filtered',
      sessionKey,
      pageSize,
      Status,
      MachineId,
      search,
      from,
      to,
      index > 0 ? (previous?.NextCursor ?? null) : null,
    ];
  };

  const swr = useSWRInfinite<CustomerJobPage, ApiError>(
    getKey,
    ([, , , ItemsPerPage, status, machineId, text, fromDate, toDate, cursor]: JobsKey) =>
      client.request(
        client.api.GET('/api2/customer/jobs/filtered', {
          params: {
            query: {
              ItemsPerPage,
              Status: status,
              MachineId: machineId,
              Search: text,
              From: fromDate,
              To: toDate,
              ...(cursor ? { Cursor: cursor } : {}),
            },
          },
        }),
      ),
    // A further page fetches that page only; `mutate()` still revalidates every loaded page.
    { revalidateFirstPage: false },
  );

  const paged = usePagedResult<CustomerJob, CustomerJobPage>(swr, pageSize, signedIn);
  const pages = swr.data;
  const last = pages?.[pages.length - 1];
  const totalCountCapped = last?.TotalCountCapped === true;
  // A full last page without a NextCursor ends the list too (the answer knows; its length cannot).
  if (last && last.NextCursor == null && paged.hasMore) {
    return { ...paged, hasMore: false, isLoadingMore: false, loadMore: noMore, totalCountCapped };
  }
  return { ...paged, totalCountCapped };
}
