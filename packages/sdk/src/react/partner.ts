import { useCallback, useMemo } from 'react';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../client/ApiError';
import type { Schema } from '../contract';
import { useCustomerKey } from './customer';
import { useRevalidate } from './revalidate';
import { useClient } from './SdkProvider';

type PartnerJob = Schema<'PartnerJob'>;
type PartnerJobsView = Schema<'PartnerJobsView'>;
type PartnerCompany = Schema<'PartnerCompany'>;
type PartnerJobPage = Schema<'PartnerJobPage'>;
type PartnerJobCounts = Schema<'PartnerJobCounts'>;

/** A list of the partner's jobs view. */
export type PartnerJobsSection = 'Upcoming' | 'Open' | 'Finished';

/** The two status changes a partner makes (spec §7 `setStatus/{Open or Completed}`). */
export type PartnerStatusChange = 'Open' | 'Completed';

/** The calls a status change makes stale: the lists (and their badge) and the job itself. */
const STATUS_DEPENDENTS = [
  '/api2/partner/jobs/view',
  '/api2/partner/jobs/counts',
  '/api2/partner/jobs/list',
  '/api2/partner/jobs/code',
  '/api2/partner/jobs/{id}',
] as const;

/**
 * The partner's Upcoming, Open and Finished jobs (`GET /api2/partner/jobs/view`): each list's
 * first 25, and in `NextCursors` where each list goes on (`usePartnerJobsMore`).
 */
export function usePartnerJobsView(): SWRResponse<PartnerJobsView, ApiError> {
  const client = useClient();
  return useSWR<PartnerJobsView, ApiError>(useCustomerKey('/api2/partner/jobs/view'), () =>
    client.request(client.api.GET('/api2/partner/jobs/view')),
  );
}

/**
 * How many upcoming and open jobs the partner has (`GET /api2/partner/jobs/counts`): the shell's
 * Jobs badge (spec §2: upcoming plus open) and the list headings, without loading the lists.
 */
export function usePartnerJobCounts(): SWRResponse<PartnerJobCounts, ApiError> {
  const client = useClient();
  return useSWR<PartnerJobCounts, ApiError>(useCustomerKey('/api2/partner/jobs/counts'), () =>
    client.request(client.api.GET('/api2/partner/jobs/counts')),
  );
}

/** The further pages of one list of the jobs view (see `usePartnerJobsMore`). */
export interface PartnerJobsMore {
  /** The jobs of the pages loaded so far, after the view's own. */
  items: PartnerJob[];
  /** Another page can be asked for (also after a failed page: `loadMore` asks again). */
  hasMore: boolean;
  isLoadingMore: boolean;
  error: ApiError | undefined;
  /**
   * Asks for the next 25 (after a failure, for the failed page again); does nothing while one is
   * loading or when the list is complete.
   */
  loadMore: () => void;
}

type MoreKey = readonly [string, string, number, PartnerJobsSection, string];

/**
 * The rest of one list of the jobs view, 25 at a time on `loadMore` (`GET /api2/partner/jobs/list`),
 * starting at the view's `NextCursors[section]` (`start`; null: the view holds the whole list).
 * Nothing is fetched before the first `loadMore`; a new `start` (the view reloaded) starts over.
 */
export function usePartnerJobsMore(section: PartnerJobsSection, start: string | null): PartnerJobsMore {
  const client = useClient();
  const base = useCustomerKey('/api2/partner/jobs/list', section);
  const getKey = (index: number, previous: PartnerJobPage | null): MoreKey | null => {
    if (!base) return null;
    const cursor = index === 0 ? start : previous?.NextCursor;
    return cursor ? ([...(base as [string, string, number, PartnerJobsSection]), cursor] as const) : null;
  };
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<PartnerJobPage, ApiError>(
    getKey,
    ([, , , Section, Cursor]: MoreKey) =>
      client.request(client.api.GET('/api2/partner/jobs/list', { params: { query: { Section, Cursor } } })),
    { initialSize: 0, revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const pages = data ?? [];
  const last = pages[pages.length - 1];
  const isLoadingMore = size > pages.length && !error;
  const hasMore = pages.length === 0 ? start !== null : last?.NextCursor != null;
  const loadMore = useCallback(() => {
    if (error) {
      void mutate(); // asks for the failed page again
      return;
    }
    if (!hasMore || isLoadingMore) return;
    void setSize(pages.length + 1);
  }, [error, mutate, hasMore, isLoadingMore, pages.length, setSize]);
  return {
    items: pages.flatMap((p) => p.Items),
    hasMore,
    isLoadingMore: isLoadingMore || (isLoading && size > 0),
    error,
    loadMore,
  };
}

/**
 * The partner company of the signed-in user (`GET /api2/partner/company`). A user without a
 * company gets a 404 (the no-company-on-user page).
 */
export function usePartnerCompany(): SWRResponse<PartnerCompany, ApiError> {
  const client = useClient();
  return useSWR<PartnerCompany, ApiError>(useCustomerKey('/api2/partner/company'), () =>
    client.request(client.api.GET('/api2/partner/company')),
  );
}

/**
 * The job with a short code (`GET /api2/partner/jobs/code?code=`), the code preview's job; it is
 * answered whatever its status (not started, started, deleted). No call without a code.
 */
export function usePartnerJobByCode(code: string | null | undefined): SWRResponse<PartnerJob, ApiError> {
  const client = useClient();
  const trimmed = code?.trim() ?? '';
  const key = useCustomerKey('/api2/partner/jobs/code', trimmed);
  return useSWR<PartnerJob, ApiError>(trimmed === '' ? null : key, () =>
    client.request(client.api.GET('/api2/partner/jobs/code', { params: { query: { code: trimmed } } })),
  );
}

export interface PartnerJobActions {
  /**
   * `PATCH /api2/partner/jobs/{id}/setStatus/{Open|Completed}`: starts (Open) or completes a job.
   * Answers the updated job; then the jobs view (and the badge), the code preview and the job
   * reload. Rejects with the `ApiError` (409 not started / finalized / deleted, 403 not allowed).
   */
  setStatus(id: number, status: PartnerStatusChange): Promise<PartnerJob>;
}

/** Status changes of partner jobs. */
export function usePartnerJobActions(): PartnerJobActions {
  const client = useClient();
  const revalidate = useRevalidate();
  const setStatus = useCallback(
    async (id: number, status: PartnerStatusChange) => {
      const job = await client.request(
        client.api.PATCH('/api2/partner/jobs/{id}/setStatus/{status}', {
          params: { path: { id, status } },
        }),
      );
      await revalidate(...STATUS_DEPENDENTS);
      return job;
    },
    [client, revalidate],
  );
  return useMemo(() => ({ setStatus }), [setStatus]);
}
