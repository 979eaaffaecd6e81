import { useCallback, useMemo } from 'react';
import type { SWRResponse } from 'swr';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '../client/ApiError';
import type { Schema } from '../contract';
import { useIdKey, type OptionalId } from './customer';
import { usePartnerJobActions, type PartnerStatusChange } from './partner';
import { SWR_KEY_PREFIX } from './session';
import { useClient } from './SdkProvider';

type PartnerJob = Schema<'PartnerJob'>;
type PartnerMachineJob = Schema<'PartnerMachineJob'>;
type Counter = Schema<'Counter'>;

/** The two comments of a machine job a partner may write (spec §4: the customer comment is read-only). */
export type PartnerCommentField = 'TechnicianComment' | 'InvoiceComment';

const JOB_PATH = '/api2/partner/jobs/{id}';
const CODE_PATH = '/api2/partner/jobs/code';
const COUNTERS_PATH = '/api2/partner/machinecounter/{machineId}';

/**
 * One job of the partner (`GET /api2/partner/jobs/{id}`), the job report's data. The error is the
 * sdk's `ApiError`: 403 the unauthorized page, 409 the job-not-started page, anything else the
 * loading-error page (spec §4). A deleted job (110) is answered with its status. No call without an id.
 * The 403 and 409 are the page's to show: they fire no `error` event (no snackbar saying it again).
 */
export function usePartnerJob(id: OptionalId): SWRResponse<PartnerJob, ApiError> {
  const client = useClient();
  return useSWR<PartnerJob, ApiError>(useIdKey(JOB_PATH, id), () =>
    client.request(
      client.api.GET(JOB_PATH, {
        params: { path: { id: id as number } },
        fetch: client.fetchShowing(403, 409),
      }),
    ),
  );
}

/**
 * The counters of a machine (`GET /api2/partner/machinecounter/{machineId}`): name, today's value
 * (Value, null until entered) and the previous one (LastValue). No call without an id.
 */
export function useMachineCounters(machineId: OptionalId): SWRResponse<Counter[], ApiError> {
  const client = useClient();
  return useSWR<Counter[], ApiError>(useIdKey(COUNTERS_PATH, machineId), () =>
    client.request(client.api.GET(COUNTERS_PATH, { params: { path: { machineId: machineId as number } } })),
  );
}

export interface JobReportActions {
  /**
   * Starts (`Open`) or completes (`Completed`) the job: `PATCH /api2/partner/jobs/{id}/setStatus/{status}`.
   * Answers the updated job once the job, the code preview and the job lists are reloaded ("completing
   * reloads the job", spec §4). Rejects with the `ApiError`.
   */
  setStatus(jobId: number, status: PartnerStatusChange): Promise<PartnerJob>;
  /**
   * Saves one comment of a machine job: `PATCH /api2/partner/jobs/{machineJobId}/setComment` with a
   * body of that one field. The cached job takes the answer without a reload, so a comment being typed
   * elsewhere on the page is not replaced. Rejects with the `ApiError` (the caller shows "Error saving
   * value", spec §8).
   */
  setComment(machineJobId: number, field: PartnerCommentField, value: string): Promise<PartnerMachineJob>;
  /**
   * Saves today's value of a counter: `PUT /api2/partner/machinecounter/` with the counter. A 204 answer
   * is a success, not a failure (spec §8: "other than status 204"); the counter as sent is answered
   * then. The cached counters of `machineId` take the saved counter without a reload. Rejects with the
   * `ApiError` for any other failure (a 400 carries the server's reason, e.g. a value below the
   * previous one).
   */
  saveCounter(machineId: number, counter: Counter): Promise<Counter>;
}

/** Whether a cache key is one of the sdk's keys for `path`. */
function keyOf(path: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === SWR_KEY_PREFIX && key[1] === path;
}

/** The writes of the job report (spec §7 partner calls; §5 "saved on blur only if changed" is the caller's). */
export function useJobReportActions(): JobReportActions {
  const client = useClient();
  const { mutate } = useSWRConfig();
  const { setStatus } = usePartnerJobActions();

  const setComment = useCallback<JobReportActions['setComment']>(
    async (machineJobId, field, value) => {
      const body = field === 'TechnicianComment' ? { TechnicianComment: value } : { InvoiceComment: value };
      const saved = await client.request(
        client.api.PATCH('/api2/partner/jobs/{machineJobId}/setComment', {
          params: { path: { machineJobId } },
          body,
        }),
      );
      const patch = (job: PartnerJob | undefined) =>
        job && job.InverseParent.some((m) => m.Id === machineJobId)
          ? { ...job, InverseParent: job.InverseParent.map((m) => (m.Id === machineJobId ? saved : m)) }
          : job;
      await mutate(keyOf(JOB_PATH), patch, { revalidate: false });
      await mutate(keyOf(CODE_PATH), patch, { revalidate: false });
      return saved;
    },
    [client, mutate],
  );

  const saveCounter = useCallback<JobReportActions['saveCounter']>(
    async (machineId, counter) => {
      let saved: Counter;
      try {
        saved = await client.request(client.api.PUT('/api2/partner/machinecounter/', { body: counter }));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 204) throw error;
        saved = counter;
      }
      await mutate(
        (key: unknown) => keyOf(COUNTERS_PATH)(key) && (key as unknown[])[3] === machineId,
        (counters: Counter[] | undefined) => counters?.map((c) => (c.Id === saved.Id ? saved : c)),
        { revalidate: false },
      );
      return saved;
    },
    [client, mutate],
  );

  return useMemo(() => ({ setStatus, setComment, saveCounter }), [setStatus, setComment, saveCounter]);
}
