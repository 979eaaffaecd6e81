import { between, eq, ne, notInArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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
