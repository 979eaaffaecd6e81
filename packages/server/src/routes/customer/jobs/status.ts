import { and, between, eq, gt, lte, ne, notInArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { components } from '@eqp/contract';

type JobStatusId = components['schemas']['JobStatusId'];
type JobStatusName = components['schemas']['JobStatusName'];
type JobTypeId = components['schemas']['JobTypeId'];

/** Job type of part orders (the web shop's orders; shown as S + Id). */
export const PARTS_JOB_TYPE_ID = 3;

/**
 * Customer view of a job status (spec §4): 10..30 (new, planned, drive, in progress) is open;
 * above 30 up to 100 is history; 5 (forecast) and 110 (deleted) are neither.
 */
export const OPEN_STATUS_MIN = 10;
export const OPEN_STATUS_MAX = 30;
/** Statuses whose amounts never count towards lifetime costs. */
export const STATUSES_WITHOUT_COST = [5, 110];

export const isOpen = (status: AnyPgColumn): SQL => between(status, OPEN_STATUS_MIN, OPEN_STATUS_MAX);
export const isPartsJob = (type: AnyPgColumn): SQL => eq(type, PARTS_JOB_TYPE_ID);
export const isServiceJob = (type: AnyPgColumn): SQL => ne(type, PARTS_JOB_TYPE_ID);
export const countsForCost = (status: AnyPgColumn): SQL => notInArray(status, STATUSES_WITHOUT_COST);

/** History (spec §4): a status above 30 and up to 100 counts as closed. */
export const HISTORY_STATUS_MIN_EXCLUSIVE = 30;
export const HISTORY_STATUS_MAX = 100;
export const isHistory = (status: AnyPgColumn): SQL =>
  and(gt(status, HISTORY_STATUS_MIN_EXCLUSIVE), lte(status, HISTORY_STATUS_MAX))!;
/** The deleted status: such jobs are never listed to customers. */
export const DELETED_STATUS_ID = 110;
export const isNotDeleted = (status: AnyPgColumn): SQL => ne(status, DELETED_STATUS_ID);
/**
 * The job list's and a machine's "open" jobs: not history and not deleted, that is 30 or below
 * (forecast, new, planned, drive, in progress).
 */
export const isNotHistory = (status: AnyPgColumn): SQL => lte(status, HISTORY_STATUS_MIN_EXCLUSIVE);

/** The job type of a service order placed in the portal (POST /api2/customer/jobs). */
export const SERVICE_JOB_TYPE = { id: 1, name: 'Service' } as const;
/** The job type of a part order placed from the cart (checkout): counted as a part job. */
export const PARTS_JOB_TYPE = { id: PARTS_JOB_TYPE_ID, name: 'Parts' } as const;
/** The status of a job just ordered by a customer. */
export const NEW_STATUS_ID = 10;

/**
 * Status names as spec §4's table writes them (lower case, as the partner answers have them; the
 * contract's `JobStatusName`); any other id has no name (null).
 */
const STATUS_NAMES: Readonly<Record<JobStatusId, JobStatusName>> = {
  5: 'forecast',
  10: 'new',
  20: 'planned',
  25: 'drive',
  30: 'in progress',
  40: 'waiting',
  45: 'waiting',
  50: 'completed',
  60: 'warranty',
  70: 'approved',
  100: 'closed',
  110: 'deleted',
};

export const statusName = (statusId: number): JobStatusName | null =>
  STATUS_NAMES[statusId as JobStatusId] ?? null;

/** A stored status id as the contract's `JobStatusId` (the jobs hold the ids of spec §4). */
export const jobStatusId = (statusId: number): JobStatusId => statusId as JobStatusId;
/** A stored job type id as the contract's `JobTypeId` (the fixed ids 1 to 4). */
export const jobTypeId = (typeId: number): JobTypeId => typeId as JobTypeId;

/** Job priorities by name, with the ids the API answers in JobPriority. */
export const PRIORITIES = ['Low', 'Normal', 'High', 'Critical'] as const;
export const DEFAULT_PRIORITY = 'Normal';

/** `{ Id, Name }` of a priority name; unknown names keep their name with id 0. */
export function jobPriority(name: string | null): { Id: number; Name: string } | null {
  if (name === null) return null;
  const index = PRIORITIES.indexOf(name as (typeof PRIORITIES)[number]);
  return { Id: index + 1, Name: name };
}
