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

/** Customer side: new (10) up to in progress (30) counts as an open job; forecast (5) is not yet one. */
export const CUSTOMER_OPEN_FROM = JOB_STATUS.New;
/** ... the last open status is in progress: above it a job goes into history. */
export const CUSTOMER_OPEN_MAX = CUSTOMER_HISTORY_ABOVE;
/** Statuses whose amounts never count towards a machine's lifetime costs: forecast and deleted. */
export const STATUSES_WITHOUT_COST: readonly number[] = [JOB_STATUS.Forecast, JOB_STATUS.Deleted];
/** Partner side: the last finished status (closed); above it (deleted) a job is in no list. */
export const PARTNER_FINISHED_MAX = JOB_STATUS.Closed;
/** The status a job ordered by a customer (service order, part order) starts in. */
export const JOB_STATUS_ORDERED = JOB_STATUS.New;
/** The status the partner's setStatus/Open sets (a job below it is started). */
export const JOB_STATUS_STARTED = JOB_STATUS.InProgress;
/** The status the partner's setStatus/Completed sets. */
export const JOB_STATUS_COMPLETED = JOB_STATUS.Completed;

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

/**
 * The names of spec §4, exactly as its table writes them (lower case, `in progress`). The one
 * spelling of a status name: the server answers it (StatusName, JobStatus.Name), the offline
 * report prints it; the UI translates the key instead.
 */
export const JOB_STATUS_NAMES: Readonly<Record<JobStatusKey, string>> = {
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
  return key ? JOB_STATUS_NAMES[key] : null;
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

/** Customer side: an open job, new (10) up to in progress (30). */
export function isCustomerOpen(status: number): boolean {
  return status >= CUSTOMER_OPEN_FROM && status <= CUSTOMER_OPEN_MAX;
}

/** Customer side: counts towards lifetime costs (every status but forecast and deleted). */
export function countsForCost(status: number): boolean {
  return !STATUSES_WITHOUT_COST.includes(status);
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

/** Partner side: 20 or below has not been started (the start dialog; a 409 for a change). */
export function isPartnerNotStarted(status: number): boolean {
  return !partnerOpensDirectly(status);
}

/** The partner job list a status belongs in (spec §2): none for deleted and unknown higher ids. */
export type PartnerJobSection = 'Upcoming' | 'Open' | 'Finished';

/** Upcoming (20 or below), Open (above 20, below 50), Finished (50 up to 100), else null. */
export function partnerJobSection(status: number): PartnerJobSection | null {
  if (isPartnerNotStarted(status)) return 'Upcoming';
  if (!isPartnerFinalized(status)) return 'Open';
  return status <= PARTNER_FINISHED_MAX ? 'Finished' : null;
}
