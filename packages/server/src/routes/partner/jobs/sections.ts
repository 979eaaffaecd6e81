/**
 * The partner's job lists at any scale (issue 16): Upcoming, Open and Finished are each answered a
 * page of PARTNER_PAGE_SIZE at a time, most relevant first, from partner_job_reach (one row for
 * each company and user who may open a job, with its list and its place there, kept by the
 * triggers of migration 0010): the company's range and the user's range of one index, merged; a
 * keyset cursor asks for the next page of one list; the Jobs badge reads two counts instead of
 * the lists.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { partnerJobReach } from '../../../db/schema.js';
import type { PartnerCaller } from '../access.js';

/** Jobs of one list per answer (the view answers the first page of each of the three lists). */
export const PARTNER_PAGE_SIZE = 25;

export const SECTIONS = ['Upcoming', 'Open', 'Finished'] as const;
export type PartnerSection = (typeof SECTIONS)[number];

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

/** Rows of a raw query with either driver (postgres-js answers an array, PGlite `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * The list's number in partner_job_reach (spec §4): 0 Upcoming (status 20 or below), 1 Open (above
 * 20, below 50), 2 Finished (50 to 100); deleted (110) and other statuses are 3, in no list.
 */
const SECTION_NUMBER: Readonly<Record<PartnerSection, number>> = { Upcoming: 0, Open: 1, Finished: 2 };

/** The caller's reach: the company's rows and the user's own rows (a code-login token: its job). */
function reaches(caller: PartnerCaller): SQL[] {
  const only = caller.onlyJobId === null ? sql`` : sql` and r.job_id = ${caller.onlyJobId}`;
  const own = [sql`r.user_id = ${caller.userId}${only}`];
  return caller.partnerCompanyId === null
    ? own
    : [sql`r.partner_company_id = ${caller.partnerCompanyId}${only}`, ...own];
}

/**
 * The parts of one reach's list after `cursor`, each a range of partner_job_reach's list index in
 * the list's order: Finished newest first (its key is never null); Upcoming and Open earliest
 * first with the jobs without an appointment (null key) last, so a cursor on a key asks for the
 * rest of the keyed range and then the null range.
 */
function ranges(section: PartnerSection, cursor: SectionCursor | null): SQL[] {
  if (section === 'Finished')
    return [cursor ? sql`(r.sort_key, r.job_id) < (${cursor.key}::timestamptz, ${cursor.id})` : sql`true`];
  if (cursor === null) return [sql`true`];
  if (cursor.key === null) return [sql`r.sort_key is null and r.job_id > ${cursor.id}`];
  return [sql`(r.sort_key, r.job_id) > (${cursor.key}::timestamptz, ${cursor.id})`, sql`r.sort_key is null`];
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
  const parts = reaches(caller).flatMap((reach) =>
    ranges(section, cursor).map(
      (range) => sql`(select r.job_id as id, r.sort_key from ${partnerJobReach} r
        where ${reach} and r.section = ${SECTION_NUMBER[section]} and ${range}
        order by r.sort_key ${direction}, r.job_id ${idDirection} limit ${limit + 1})`,
    ),
  );
  const result = await db.execute(sql`
    select listed.id, to_char(listed.sort_key at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key
    from (${sql.join(parts, sql` union `)}) listed
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
    select count(*) filter (where counted.section = 0)::int as upcoming,
      count(*) filter (where counted.section = 1)::int as open
    from (${sql.join(
      reaches(caller).map(
        (reach) =>
          sql`select r.job_id, r.section from ${partnerJobReach} r where ${reach} and r.section <= 1`,
      ),
      sql` union `,
    )}) counted`);
  const [row] = rowsOf<{ upcoming: number; open: number }>(result);
  return { Upcoming: Number(row?.upcoming ?? 0), Open: Number(row?.open ?? 0) };
}
