/**
 * The partner's job lists at any scale (issue 16): Upcoming, Open and Finished are each answered a
 * page of PARTNER_PAGE_SIZE at a time, most relevant first, from the UNION of visibleJobIds'
 * index-driven branches; a keyset cursor asks for the next page of one list; the Jobs badge reads
 * two counts instead of the lists.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { appointments, jobs } from '../../../db/schema.js';
import {
  FINALIZED_FROM,
  FINISHED_MAX,
  NOT_STARTED_MAX,
  type PartnerCaller,
  visibleJobIds,
} from '../access.js';

/** Jobs of one list per answer (the view answers the first page of each of the three lists). */
export const PARTNER_PAGE_SIZE = 25;

export const SECTIONS = ['Upcoming', 'Open', 'Finished'] as const;
export type PartnerSection = (typeof SECTIONS)[number];

/** Which statuses each list holds (spec §4): not started, started and not finalized, finalized. */
export const SECTION_STATUS: Readonly<Record<PartnerSection, (status: SQL) => SQL>> = {
  Upcoming: (s) => sql`${s} <= ${NOT_STARTED_MAX}`,
  Open: (s) => sql`${s} > ${NOT_STARTED_MAX} and ${s} < ${FINALIZED_FROM}`,
  Finished: (s) => sql`${s} between ${FINALIZED_FROM} and ${FINISHED_MAX}`,
};

/**
 * The order of a list: Upcoming and Open by the earliest appointment (jobs without one last),
 * Finished by the completion (else the last appointment, else the created date), latest first;
 * the id breaks ties.
 */
const sortKey = (section: PartnerSection): SQL =>
  section === 'Finished'
    ? sql`coalesce(section_job.completed_date, (select max(${appointments.appointmentDate}) from ${appointments} where ${appointments.jobId} = section_job.id), section_job.created_date)`
    : sql`(select min(${appointments.appointmentDate}) from ${appointments} where ${appointments.jobId} = section_job.id)`;

/** A position in a list: its sort key to the microsecond (null: no appointment) and the job id. */
export interface SectionCursor {
  section: PartnerSection;
  key: string | null;
  id: number;
}

const KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeSectionCursor(c: SectionCursor): string {
  return Buffer.from(`${c.section}|${c.key ?? ''}|${c.id}`, 'utf8').toString('base64url');
}

/** The cursor of a NextCursor of `section`, or null when the text is not one. */
export function decodeSectionCursor(section: PartnerSection, text: string): SectionCursor | null {
  const parts = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (parts.length !== 3) return null;
  const [name, key, id] = parts as [string, string, string];
  if (name !== section || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return null;
  if (key !== '' && (!KEY.test(key) || Number.isNaN(Date.parse(key)))) return null;
  if (key === '' && section === 'Finished') return null;
  return { section, key: key === '' ? null : key, id: Number(id) };
}

/** After `c` in the list's order. */
function after(section: PartnerSection, c: SectionCursor): SQL {
  if (section === 'Finished') return sql`(listed.sort_key, listed.id) < (${c.key}::timestamptz, ${c.id})`;
  if (c.key === null) return sql`listed.sort_key is null and listed.id > ${c.id}`;
  return sql`(listed.sort_key is null or (listed.sort_key, listed.id) > (${c.key}::timestamptz, ${c.id}))`;
}

/** Rows of a raw query with either driver (postgres-js answers an array, PGlite `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** One page of a list: the job ids in order and the cursor of the next page (null: the last). */
export async function sectionPage(
  db: Db,
  caller: PartnerCaller,
  section: PartnerSection,
  cursor: SectionCursor | null,
  limit = PARTNER_PAGE_SIZE,
): Promise<{ ids: number[]; nextCursor: string | null }> {
  const direction = section === 'Finished' ? sql`desc` : sql`asc nulls last`;
  const idDirection = section === 'Finished' ? sql`desc` : sql`asc`;
  const result = await db.execute(sql`
    select listed.id, to_char(listed.sort_key at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key
    from (
      select section_job.id, ${sortKey(section)} as sort_key from ${jobs} section_job
      where section_job.id in (${visibleJobIds(caller, SECTION_STATUS[section])})
    ) listed
    where ${cursor ? after(section, cursor) : sql`true`}
    order by listed.sort_key ${direction}, listed.id ${idDirection}
    limit ${limit + 1}`);
  const rows = rowsOf<{ id: number; key: string | null }>(result).map((r) => ({
    id: Number(r.id),
    key: r.key,
  }));
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return {
    ids: shown.map((r) => r.id),
    nextCursor:
      rows.length > limit && last ? encodeSectionCursor({ section, key: last.key, id: last.id }) : null,
  };
}

/** The Jobs badge's figures (spec §2: upcoming plus open): how many jobs each active list holds. */
export async function activeCounts(
  db: Db,
  caller: PartnerCaller,
): Promise<{ Upcoming: number; Open: number }> {
  const result = await db.execute(sql`
    select count(*) filter (where ${SECTION_STATUS.Upcoming(sql`counted.status_id`)})::int as upcoming,
      count(*) filter (where ${SECTION_STATUS.Open(sql`counted.status_id`)})::int as open
    from ${jobs} counted
    where counted.parent_job_id is null and counted.id in (${visibleJobIds(caller, (s) => sql`${s} < ${FINALIZED_FROM}`)})`);
  const [row] = rowsOf<{ upcoming: number; open: number }>(result);
  return { Upcoming: Number(row?.upcoming ?? 0), Open: Number(row?.open ?? 0) };
}
