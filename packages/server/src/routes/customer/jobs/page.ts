/**
 * One page of the customer's job list (GET /api2/customer/jobs/filtered) at any scale: newest
 * first over `jobs_customer_top_created_idx` (customer, created date, id, status of top-level
 * jobs), by offset (`Page`) or by keyset (`Cursor`), with a count capped at TOTAL_COUNT_CAP.
 *
 * A search is answered in two steps: the next jobs of the list are checked one by
 * one (a common word such as a model name fills a page there), and only if the page is not full
 * the rest is searched through the trigram indexes (display name, order number as shown, machine
 * display names), which are quick for a rare text.
 */
import { and, desc, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { jobs, machines } from '../../../db/schema.js';
import { isHistory, isNotDeleted, isNotHistory, PARTS_JOB_TYPE_ID } from './status.js';

/** TotalCount counts at most this many jobs; beyond it the answer says TotalCountCapped. */
export const TOTAL_COUNT_CAP = 1000;
/**
 * A search first checks the next SEARCH_FIRST_WINDOW jobs of the list one by one (a common text,
 * such as a model name, fills much of a page there). The matches found tell how rare the text is:
 * a further window is as large as they say the rest of the page needs (half again, plus a margin),
 * as long as the jobs checked stay within SEARCH_CHECKED_MAX; a text rarer than that (none found,
 * or a window that would pass the bound) is looked up in the trigram indexes instead, which are
 * quick for a rare text.
 */
export const SEARCH_FIRST_WINDOW = 400;
export const SEARCH_CHECKED_MAX = 2000;
/** A further window checks at least this many jobs, and this many more than the estimate. */
const SEARCH_WINDOW_MARGIN = 100;

/**
 * The size of the next window, after `checked` jobs held `found` matches of the `wanted`; 0: ask
 * the trigram indexes for the rest.
 */
export function nextWindow(found: number, checked: number, wanted: number): number {
  if (found === 0) return 0;
  const size = Math.ceil(((wanted - found) * checked * 1.5) / found) + SEARCH_WINDOW_MARGIN;
  return checked + size > SEARCH_CHECKED_MAX ? 0 : size;
}

export interface JobFilter {
  status: 'open' | 'closed' | 'all';
  machineId?: number;
  search?: string;
  /** Inclusive calendar days (UTC), yyyy-mm-dd. */
  from?: string;
  to?: string;
}

/** A position in the list: the created date as PostgreSQL holds it (microseconds) and the id. */
export interface JobKey {
  created: string;
  id: number;
}

/** A cursor: the position of the last job shown and how many jobs were listed up to it. */
export interface JobCursor extends JobKey {
  listed: number;
}

const CREATED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: JobCursor): string {
  return Buffer.from(`${cursor.created}|${cursor.id}|${cursor.listed}`, 'utf8').toString('base64url');
}

const INT = /^(0|[1-9]\d{0,9})$/;

/** The cursor of a `NextCursor`, or null when the text is not one. */
export function decodeCursor(text: string): JobCursor | null {
  const [created, id, listed, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !created || !id || !listed || !CREATED.test(created)) return null;
  if (!INT.test(id) || !INT.test(listed) || Number.isNaN(Date.parse(created))) return null;
  const [n, before] = [Number(id), Number(listed)];
  if (n < 1 || n > 2_147_483_647 || before > 2_147_483_647) return null;
  return { created, id: n, listed: before };
}

/** `text` as a LIKE pattern matching it anywhere, with %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The created date with its microseconds, as the cursor carries it. */
const keyText = (created: SQL | typeof jobs.createdDate) =>
  sql<string>`to_char(${created} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** After `key` in the list order (newest first): an index range on (created date, id). */
const olderThan = (key: JobKey) =>
  sql`(${jobs.createdDate}, ${jobs.id}) < (${key.created}::timestamptz, ${key.id})`;

/** The order number as the portal shows it: S + Id for part orders, OrderId otherwise (indexed). */
const orderNumber = sql`(case when ${jobs.jobTypeId} = ${sql.raw(String(PARTS_JOB_TYPE_ID))} then 'S' || ${jobs.id}::text else coalesce(${jobs.orderId}::text, '') end)`;

/** Every condition but the search: the organisation's listed top-level jobs of the filter. */
function listConditions(customerId: number, filter: JobFilter): SQL[] {
  // Deleted jobs (110) are never listed, whatever the status filter.
  const where: SQL[] = [
    sql`${jobs.customerId} = ${customerId}`,
    sql`${jobs.parentJobId} is null`,
    isNotDeleted(jobs.statusId),
  ];
  if (filter.status === 'open') where.push(isNotHistory(jobs.statusId));
  if (filter.status === 'closed') where.push(isHistory(jobs.statusId));
  if (filter.machineId !== undefined)
    where.push(
      sql`${jobs.id} in (select machine_job.parent_job_id from ${jobs} as machine_job where machine_job.machine_id = ${filter.machineId})`,
    );
  if (filter.from) where.push(gte(jobs.createdDate, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const dayAfter = new Date(`${filter.to}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    where.push(lt(jobs.createdDate, dayAfter));
  }
  return where;
}

/** The search, job by job: order number, display name or a machine sub-job's machine name. */
const matchesOneByOne = (pattern: string) =>
  sql`(${orderNumber} ilike ${pattern} or ${jobs.displayName} ilike ${pattern}
    or exists (select 1 from ${jobs} as machine_job inner join ${machines} on ${machines.id} = machine_job.machine_id
      where machine_job.parent_job_id = ${jobs.id} and ${machines.displayName} ilike ${pattern}))`;

/** The search through the trigram indexes: the ids of every matching top-level job of the organisation. */
const matchingIds = (customerId: number, pattern: string) =>
  sql`(select ${jobs.id} from ${jobs} where ${jobs.customerId} = ${customerId} and ${jobs.parentJobId} is null
      and (${jobs.displayName} ilike ${pattern} or ${orderNumber} ilike ${pattern})
    union
    select machine_job.parent_job_id from ${machines}
      inner join ${jobs} as machine_job on machine_job.machine_id = ${machines.id}
      where ${machines.customerId} = ${customerId} and ${machines.displayName} ilike ${pattern})`;

const newestFirst = [desc(jobs.createdDate), desc(jobs.id)];

interface Row {
  id: number;
  key: string;
}

const rowOf = { id: jobs.id, key: keyText(jobs.createdDate) };

async function listRows(db: Db, where: SQL[], limit: number, offset: number): Promise<Row[]> {
  return db
    .select(rowOf)
    .from(jobs)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** The next `size` jobs of the list (`where`), each with whether it matches the search. */
async function checkWindow(db: Db, where: SQL[], pattern: string, size: number) {
  const window = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(size)
    .as('list_window');
  return db
    .select({ ...rowOf, hit: sql<boolean>`${matchesOneByOne(pattern)}` })
    .from(jobs)
    .where(inArray(jobs.id, db.select({ id: window.id }).from(window)))
    .orderBy(...newestFirst);
}

/**
 * Up to `wanted` matches of the search in list order: windows of the list checked job by job (see
 * nextWindow), then (the page still not full) the rest of the list through the trigram indexes.
 */
async function searchRows(
  db: Db,
  customerId: number,
  list: SQL[],
  after: JobKey | null,
  pattern: string,
  wanted: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  let position = after;
  let checked = 0;
  let size = SEARCH_FIRST_WINDOW;
  while (size > 0) {
    const window = await checkWindow(db, position ? [...list, olderThan(position)] : list, pattern, size);
    for (const r of window) if (r.hit && rows.length < wanted) rows.push({ id: r.id, key: r.key });
    const last = window[window.length - 1];
    if (rows.length >= wanted || window.length < size || !last) return rows;
    checked += window.length;
    position = { created: last.key, id: last.id };
    size = nextWindow(rows.length, checked, wanted);
  }
  const rest = await listRows(
    db,
    [...list, olderThan(position!), inArray(jobs.id, matchingIds(customerId, pattern))],
    wanted - rows.length,
    0,
  );
  return [...rows, ...rest];
}

export interface JobPageIds {
  ids: number[];
  nextCursor: string | null;
  total: number;
  capped: boolean;
}

/** The ids of one page (newest first), the cursor of the next page and the (capped) count. */
export async function jobPageIds(
  db: Db,
  customerId: number,
  filter: JobFilter,
  page: { limit: number; offset: number; after: JobCursor | null },
): Promise<JobPageIds> {
  const list = listConditions(customerId, filter);
  const from = page.after ? [...list, olderThan(page.after)] : list;
  const offset = page.after ? 0 : page.offset;
  const search = filter.search?.trim();
  const wanted = page.limit + 1; // one more than the page tells whether another page follows

  if (!search) {
    const [found, counted] = await Promise.all([
      listRows(db, from, wanted, offset),
      db.select({ n: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1` })
          .from(jobs)
          .where(and(...list))
          // In list order, so the count reads the list's index (an index-only scan of at most
          // 1,001 entries); unordered, the planner may take a sequential scan of the table that
          // stops at the 1,001st match, which at scale now and then read far more (115-130 ms).
          .orderBy(...newestFirst)
          .limit(TOTAL_COUNT_CAP + 1)
          .as('capped'),
      ),
    ]);
    const n = Number(counted[0]?.n ?? 0);
    return finish(found, page, Math.min(n, TOTAL_COUNT_CAP), n > TOTAL_COUNT_CAP);
  }

  const pattern = containsPattern(search);
  const rows =
    offset === 0
      ? await searchRows(db, customerId, list, page.after, pattern, wanted)
      : await listRows(db, [...list, inArray(jobs.id, matchingIds(customerId, pattern))], wanted, offset);
  // A search is not counted: the matches up to this page, and "more" while another page follows.
  const upToHere = listedBefore(page) + Math.min(rows.length, page.limit);
  return finish(rows, page, upToHere, rows.length > page.limit);
}

/** Jobs listed before this page: the cursor says, or the pages before it. */
const listedBefore = (page: { offset: number; after: JobCursor | null }) =>
  page.after ? page.after.listed : page.offset;

function finish(
  rows: Row[],
  page: { limit: number; offset: number; after: JobCursor | null },
  total: number,
  capped: boolean,
): JobPageIds {
  const shown = rows.slice(0, page.limit);
  const last = shown[shown.length - 1];
  const listed = listedBefore(page) + shown.length;
  return {
    ids: shown.map((r) => r.id),
    nextCursor:
      rows.length > page.limit && last ? encodeCursor({ created: last.key, id: last.id, listed }) : null,
    total,
    capped,
  };
}
