import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import { isDeleted, isPartnerFinalized, isPartnerNotStarted } from '@eqp/rules';
import type { Db } from '../../../db/client.js';
import { counters, jobs, machines } from '../../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../../http/errors.js';
import { conflict, MESSAGES, type PartnerCaller, parentIsOpen, visibleJobs } from '../access.js';

export type Counter = components['schemas']['Counter'];

/** The largest value numeric(14, 2) holds. */
export const MAX_COUNTER_VALUE = 999_999_999_999.99;
/** Decimals numeric(14, 2) keeps: a value with more is refused rather than saved rounded. */
export const COUNTER_DECIMALS = 2;

export const COUNTER_MESSAGES = {
  noMachine: 'No such machine',
  noCounter: 'No such counter',
  valueRequired: 'Value is required: a number of 0 or more',
  negative: 'Value must not be negative',
  tooLarge: `Value must not be above ${MAX_COUNTER_VALUE}`,
  tooPrecise: `Value must have at most ${COUNTER_DECIMALS} decimals`,
  belowPrevious: (previous: number) => `Value must not be below the previous value (${previous})`,
} as const;

const columns = {
  Id: counters.id,
  Name: counters.name,
  Value: counters.value,
  LastValue: counters.lastValue,
};

/**
 * The top-level jobs the caller may open that have a machine sub-job on `machineId`, the most
 * recent first, with their status.
 */
async function visibleJobsWithMachine(db: Db, caller: PartnerCaller, machineId: number) {
  const onMachine: SQL = sql`exists (select 1 from ${jobs} as machine_job where machine_job.parent_job_id = ${jobs.id} and machine_job.machine_id = ${machineId})`;
  return db
    .select({ id: jobs.id, statusId: jobs.statusId, createdDate: jobs.createdDate })
    .from(jobs)
    .where(and(visibleJobs(caller), onMachine))
    .orderBy(desc(jobs.createdDate), desc(jobs.id));
}

/** The counters of a machine on a job the caller may open (any status: read-only when finalized). */
export async function machineCounters(db: Db, caller: PartnerCaller, machineId: number): Promise<Counter[]> {
  const [machine] = await db.select({ id: machines.id }).from(machines).where(eq(machines.id, machineId));
  if (!machine) throw notFound(COUNTER_MESSAGES.noMachine);
  if ((await visibleJobsWithMachine(db, caller, machineId)).length === 0)
    throw forbidden(MESSAGES.unauthorized);
  return db
    .select(columns)
    .from(counters)
    .where(eq(counters.machineId, machineId))
    .orderBy(asc(counters.name), asc(counters.id));
}

/** Why no job lets the caller change a counter of the machine: 409 with the job's state. */
function refusal(statuses: number[]): never {
  if (statuses.some(isPartnerNotStarted)) throw conflict(MESSAGES.notStarted);
  if (statuses.some((s) => isPartnerFinalized(s) && !isDeleted(s))) throw conflict(MESSAGES.finalized);
  throw conflict(MESSAGES.deleted);
}

/**
 * Saves today's value of a counter. The counter's machine must be on a job the caller may open
 * that is in progress (status 21 to 49): 403 when the caller may open no job with the machine, 409
 * when none of them is open. The previous reading is kept in LastValue: a value saved before the
 * job was created belongs to an earlier visit and moves to LastValue; a value saved during this
 * job (a correction) is simply replaced. The new value must be a number from 0 with at most two
 * decimals (the column keeps two; more would be saved rounded), and not below the
 * previous reading (meters do not run backwards; a replaced meter is corrected by the office).
 */
export async function saveCounter(
  db: Db,
  caller: PartnerCaller,
  counterId: number,
  value: number | null,
  now: Date,
): Promise<Counter> {
  if (value === null || !Number.isFinite(value)) throw badRequest(COUNTER_MESSAGES.valueRequired);
  if (value < 0) throw badRequest(COUNTER_MESSAGES.negative);
  if (value > MAX_COUNTER_VALUE) throw badRequest(COUNTER_MESSAGES.tooLarge);
  if (Number(value.toFixed(COUNTER_DECIMALS)) !== value) throw badRequest(COUNTER_MESSAGES.tooPrecise);

  const [counter] = await db.select().from(counters).where(eq(counters.id, counterId));
  if (!counter) throw notFound(COUNTER_MESSAGES.noCounter);
  const candidates = await visibleJobsWithMachine(db, caller, counter.machineId);
  if (candidates.length === 0) throw forbidden(MESSAGES.unauthorized);
  const job = candidates.find((j) => !isPartnerNotStarted(j.statusId) && !isPartnerFinalized(j.statusId));
  if (!job) refusal(candidates.map((j) => j.statusId));

  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(counters).where(eq(counters.id, counterId)).for('update');
    if (!current) throw notFound(COUNTER_MESSAGES.noCounter);
    const earlierVisit =
      current.value !== null &&
      (current.updatedAt === null || current.updatedAt.getTime() < job.createdDate.getTime());
    const previous = earlierVisit ? current.value : current.lastValue;
    if (previous !== null && value < previous) throw badRequest(COUNTER_MESSAGES.belowPrevious(previous));
    const [saved] = await tx
      .update(counters)
      .set({
        value,
        lastValue: previous,
        updatedAt: now,
        updatedBy: caller.userId,
      })
      // Only while the job is still open (not finalized in the meantime).
      .where(and(eq(counters.id, counterId), parentIsOpen(sql`${job.id}`)))
      .returning(columns);
    if (!saved) throw conflict(MESSAGES.finalized);
    return saved;
  });
}
