/**
 * Job statuses (spec §4 "Job status ids", §9 "Job status thresholds 20, 50, 110; customer
 * history 30 to 100; invoice comment above 49").
 */

/** The status ids of spec §4. 40 and 45 are both "waiting". */
export const JOB_STATUS = {
  Forecast: 5,
  New: 10,
  Planned: 20,
  Drive: 25,
  InProgress: 30,
  Waiting: 40,
  WaitingAlt: 45,
  Completed: 50,
  Warranty: 60,
  Approved: 70,
  Closed: 100,
  Deleted: 110,
} as const;

/** Customer history: a status above this (spec §4: "above 30") ... */
export const CUSTOMER_HISTORY_ABOVE = 30;
/** ... and up to this one (inclusive) counts as closed and goes into history. */
export const CUSTOMER_HISTORY_MAX = 100;
/** The invoice comment per machine shows for a status above this (spec §4: "above 49"). */
export const INVOICE_COMMENT_ABOVE = 49;
/** Partner side: a status of this or higher is finalized and read-only (spec §4: "50 or higher"). */
export const PARTNER_FINALIZED_FROM = 50;
/** Partner job list: a status above this opens directly, otherwise the start dialog (spec §4). */
export const PARTNER_OPENS_DIRECTLY_ABOVE = 20;
/** The deleted status: the partner sees a job-was-deleted page (spec §4). */
export const JOB_STATUS_DELETED = JOB_STATUS.Deleted;

/** Stable keys of the named statuses, for message ids (`JobStatus.in_progress`). */
export type JobStatusKey =
  | 'forecast'
  | 'new'
  | 'planned'
  | 'drive'
  | 'in_progress'
  | 'waiting'
  | 'completed'
  | 'warranty'
  | 'approved'
  | 'closed'
  | 'deleted';

/** The colour set of spec §4, plus `neutral` for any other id (deleted included). */
export type JobStatusColour = Exclude<JobStatusKey, 'deleted'> | 'neutral';

const KEYS: Readonly<Record<number, JobStatusKey>> = {
  5: 'forecast',
  10: 'new',
  20: 'planned',
  25: 'drive',
  30: 'in_progress',
  40: 'waiting',
  45: 'waiting',
  50: 'completed',
  60: 'warranty',
  70: 'approved',
  100: 'closed',
  110: 'deleted',
};

const NAMES: Readonly<Record<JobStatusKey, string>> = {
  forecast: 'forecast',
  new: 'new',
  planned: 'planned',
  drive: 'drive',
  in_progress: 'in progress',
  waiting: 'waiting',
  completed: 'completed',
  warranty: 'warranty',
  approved: 'approved',
  closed: 'closed',
  deleted: 'deleted',
};

/** The key of a status id, or null for an id spec §4 does not name. */
export function jobStatusKey(status: number | null | undefined): JobStatusKey | null {
  if (status === null || status === undefined) return null;
  return KEYS[status] ?? null;
}

/** The English name of spec §4 (`in progress`), or null for other ids. The UI translates the key. */
export function jobStatusName(status: number | null | undefined): string | null {
  const key = jobStatusKey(status);
  return key ? NAMES[key] : null;
}

/** The colour key of a status; `neutral` for other ids and for deleted (not in the colour set). */
export function jobStatusColour(status: number | null | undefined): JobStatusColour {
  const key = jobStatusKey(status);
  return key === null || key === 'deleted' ? 'neutral' : key;
}

/** Customer side: above 30 and up to 100 counts as closed and goes into history. */
export function isCustomerHistory(status: number): boolean {
  return status > CUSTOMER_HISTORY_ABOVE && status <= CUSTOMER_HISTORY_MAX;
}

/** Customer side: above 49 also shows the invoice comment per machine. */
export function showsInvoiceComment(status: number): boolean {
  return status > INVOICE_COMMENT_ABOVE;
}

/** Partner side: 50 or higher is finalized and read-only. */
export function isPartnerFinalized(status: number): boolean {
  return status >= PARTNER_FINALIZED_FROM;
}

/** Status 110: the partner sees a job-was-deleted page. */
export function isDeleted(status: number): boolean {
  return status === JOB_STATUS_DELETED;
}

/** Partner job list: above 20 opens the job directly; otherwise the start dialog appears. */
export function partnerOpensDirectly(status: number): boolean {
  return status > PARTNER_OPENS_DIRECTLY_ABOVE;
}
