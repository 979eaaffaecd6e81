import { useCallback } from 'react';
import type { Schema } from '../contract';
import { useRevalidate } from './revalidate';
import { useClient } from './SdkProvider';

/** One chosen machine of a new job: its Id and the error description (spec §3 New job request). */
export type NewJobMachine = Schema<'NewJobMachine'>;

/**
 * The calls whose answers change when a job is created: the shell's open-jobs badge, the machines'
 * open-order counts (all machines, one machine's counts) and a machine's open jobs.
 */
const CHANGED_BY_NEW_JOB = [
  '/api2/customer/jobs/openCount',
  '/api2/customer/machines',
  '/api2/customer/machines/openJobsCount/{id}',
  '/api2/customer/jobs/openmachinejobs/{id}',
] as const;

/**
 * Orders service on one or more machines: `POST /api2/customer/jobs` with
 * `{ Machines: [{ Id, CustomerText }] }` (spec §3, §7), the descriptions trimmed.
 *
 * `idempotencyKey` makes the submit safe to repeat (`Idempotency-Key`): pick one key per order the
 * user means to place (`newIdempotencyKey()`, e.g. once per opening of the new-job dialog) and send
 * it again with every submit of that order, so a double click or a retry after a lost answer
 * creates one job.
 */
export type CreateJob = (
  machines: readonly NewJobMachine[],
  idempotencyKey?: string,
) => Promise<Schema<'CreatedId'>>;

/**
 * The new-job call (spec §2 "New job dialog", §5 order service rules). Resolves to the new job's
 * `{ Id }` once the open-jobs count and the machines' open-order counts are reloaded; the paged job
 * list reloads through its own `mutate`. Throws the sdk's `ApiError` on failure (a 400 carries the
 * server's Message for the dialog; every other failure is already reported by the client's global
 * error event), and reloads nothing then.
 */
export function useCreateJob(): CreateJob {
  const client = useClient();
  const revalidate = useRevalidate();
  return useCallback<CreateJob>(
    async (machines, idempotencyKey) => {
      const created = await client.request(
        client.api.POST('/api2/customer/jobs', {
          params: idempotencyKey ? { header: { 'Idempotency-Key': idempotencyKey } } : {},
          body: {
            Machines: machines.map(({ Id, CustomerText }) => ({ Id, CustomerText: CustomerText.trim() })),
          },
        }),
      );
      await revalidate(...CHANGED_BY_NEW_JOB);
      return created;
    },
    [client, revalidate],
  );
}
