import { useCallback, useMemo } from 'react';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { ApiError } from '../client/ApiError';
import type { Schema } from '../contract';
import { useCustomerKey } from './customer';
import { useRevalidate } from './revalidate';
import { useClient } from './SdkProvider';

type PartnerJob = Schema<'PartnerJob'>;
type PartnerJobsView = Schema<'PartnerJobsView'>;
type PartnerCompany = Schema<'PartnerCompany'>;

/** The two status changes a partner makes (spec §7 `setStatus/{Open or Completed}`). */
export type PartnerStatusChange = 'Open' | 'Completed';

/** The calls a status change makes stale: the lists (and their badge) and the job itself. */
const STATUS_DEPENDENTS = [
  '/api2/partner/jobs/view',
  '/api2/partner/jobs/code',
  '/api2/partner/jobs/{id}',
] as const;

/**
 * The partner's Upcoming, Open and Finished jobs (`GET /api2/partner/jobs/view`): the job list
 * and the shell's Jobs badge (upcoming plus open).
 */
export function usePartnerJobsView(): SWRResponse<PartnerJobsView, ApiError> {
  const client = useClient();
  return useSWR<PartnerJobsView, ApiError>(useCustomerKey('/api2/partner/jobs/view'), () =>
    client.request(client.api.GET('/api2/partner/jobs/view')),
  );
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
