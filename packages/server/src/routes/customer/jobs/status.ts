/**
 * The customer side's job-status rules (spec §4) as SQL conditions. The figures and the names are
 * the domain rules of `@eqp/rules` (jobStatus.ts), the one place they are written: 10..30 (new,
 * planned, drive, in progress) is open; above 30 up to 100 is history; 5 (forecast) and 110
 * (deleted) are neither.
 */
import { and, between, eq, gt, lte, ne, notInArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CUSTOMER_HISTORY_ABOVE,
  CUSTOMER_HISTORY_MAX,
  CUSTOMER_OPEN_FROM,
  CUSTOMER_OPEN_MAX,
  JOB_STATUS_DELETED,
  JOB_STATUS_ORDERED,
  JOB_TYPE_SERVICE_NUMBERED,
  STATUSES_WITHOUT_COST,
  jobStatusName,
} from '@eqp/rules';
import type { components } from '@eqp/contract';

type JobStatusId = components['schemas']['JobStatusId'];
type JobStatusName = components['schemas']['JobStatusName'];
type JobTypeId = components['schemas']['JobTypeId'];

/** Job type of part orders (the web shop's orders; shown as S + Id). */
export const PARTS_JOB_TYPE_ID = JOB_TYPE_SERVICE_NUMBERED;

/** Open (spec §4): new up to in progress, the open-jobs count and a machine's open orders. */
export const isOpen = (status: AnyPgColumn): SQL => between(status, CUSTOMER_OPEN_FROM, CUSTOMER_OPEN_MAX);
export const isPartsJob = (type: AnyPgColumn): SQL => eq(type, PARTS_JOB_TYPE_ID);
export const isServiceJob = (type: AnyPgColumn): SQL => ne(type, PARTS_JOB_TYPE_ID);
/** Every status but forecast and deleted counts towards lifetime costs. */
export const countsForCost = (status: AnyPgColumn): SQL => notInArray(status, [...STATUSES_WITHOUT_COST]);

/** History (spec §4): a status above 30 and up to 100 counts as closed. */
export const isHistory = (status: AnyPgColumn): SQL =>
  and(gt(status, CUSTOMER_HISTORY_ABOVE), lte(status, CUSTOMER_HISTORY_MAX))!;
/** Deleted jobs are never listed to customers. */
export const isNotDeleted = (status: AnyPgColumn): SQL => ne(status, JOB_STATUS_DELETED);
/**
 * The job list's and a machine's "open" jobs: not history and not deleted, that is 30 or below
 * (forecast, new, planned, drive, in progress).
 */
export const isNotHistory = (status: AnyPgColumn): SQL => lte(status, CUSTOMER_HISTORY_ABOVE);

/** The job type of a service order placed in the portal (POST /api2/customer/jobs). */
export const SERVICE_JOB_TYPE = { id: 1, name: 'Service' } as const;
/** The job type of a part order placed from the cart (checkout): counted as a part job. */
export const PARTS_JOB_TYPE = { id: PARTS_JOB_TYPE_ID, name: 'Parts' } as const;
/** The status of a job just ordered by a customer (new). */
export const NEW_STATUS_ID = JOB_STATUS_ORDERED;

/**
 * StatusName: the name of spec §4 as its table writes it (lower case; the contract's
 * `JobStatusName`); other ids have none (null).
 */
export const statusName = (statusId: number): JobStatusName | null =>
  jobStatusName(statusId) as JobStatusName | null;

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
