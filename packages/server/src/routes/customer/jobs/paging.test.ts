import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, jobs, users } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { JOB_MESSAGES } from './index.js';
import { decodeCursor, encodeCursor, nextWindow, SEARCH_CHECKED_MAX, TOTAL_COUNT_CAP } from './page.js';
import type { CustomerJob } from './queries.js';

/** More jobs than the count's cap and than the search's windows check one by one. */
const MANY = Math.max(TOTAL_COUNT_CAP, SEARCH_CHECKED_MAX) + 500;
/** One in this many of the added jobs is named with RARE (found only through the trigram indexes). */
const RARE_EVERY = 700;
const RARE = 'Quokka';

describe.each(testDatabases())('customer job list paging ($name)', (kind) => {
  let t: TestContext;
  let token: string;
  let customerId: number;

  /** Every listed job of the organisation, newest first, as the database orders them. */
  const expectedIds = async (where?: SQL) =>
    (
      await t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.customerId, customerId), isNull(jobs.parentJobId), ne(jobs.statusId, 110), where))
        .orderBy(desc(jobs.createdDate), desc(jobs.id))
    ).map((r) => r.id);

  const page = (query: string) => t.request({ url: `/api2/customer/jobs/filtered${query}`, token });

  /** Follows NextCursor from the first page; answers every id in order and every page's body. */
  async function walk(query: string) {
    const seen: number[] = [];
    const bodies: { TotalCount: number; TotalCountCapped: boolean; NextCursor: string | null }[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 500; i++) {
      const res = await page(`${query}${cursor ? `&Cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...(body.Items as CustomerJob[]).map((j) => j.Id));
      bodies.push(body);
      cursor = body.NextCursor;
      if (cursor === null) break;
    }
    return { seen, bodies };
  }

  beforeAll(async () => {
    t = await createTestContext(kind);
    token = (await t.login('user@demo.test')).access_token;
    const [row] = await t.db
      .select({ id: users.customerId })
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'user@demo.test'));
    customerId = row!.id!;
  });
  // The database is restored before each test, so each test adds its jobs.
  beforeEach(async () => {
    // MANY jobs of the organisation, five at a time sharing one created date (the cursor must
    // tell them apart by id), one in RARE_EVERY named RARE.
    await t.db
      .execute(sql`insert into ${jobs} (job_type_id, job_type_name, status_id, created_date, customer_id, display_name, order_id)
      select 1, 'Service', case when n % 3 = 0 then 20 else 50 end,
        timestamptz '2020-01-01T00:00:00.123456Z' + ((n / 5) * interval '1 hour'), ${customerId},
        case when n % ${RARE_EVERY} = 0 then 'Service: ' || ${RARE} || ' ' || n else 'Service: Wombat ' || n end,
        700000 + n
      from generate_series(1, ${MANY}) as n`);
  });
  afterAll(async () => t?.close());

  it('given jobs sharing created dates, following NextCursor lists every job once, in list order', async () => {
    const expected = await expectedIds();
    expect(expected.length).toBeGreaterThan(MANY);
    const { seen, bodies } = await walk('?ItemsPerPage=100');
    expect(seen).toEqual(expected);
    expect(bodies.at(-1)!.NextCursor).toBeNull();
    // Pages by number still work and agree with the cursor's pages.
    const third = (await page('?ItemsPerPage=100&Page=3')).json().Items as CustomerJob[];
    expect(third.map((j) => j.Id)).toEqual(expected.slice(200, 300));
  });

  it('a job created while the user pages is neither listed twice nor makes a page skip one', async () => {
    const first = (await page('?ItemsPerPage=50')).json();
    const [created] = await t.db
      .insert(jobs)
      .values({
        jobTypeId: 1,
        jobTypeName: 'Service',
        statusId: 10,
        createdDate: new Date(),
        customerId,
        orderId: 700000 + MANY + 1,
      })
      .returning({ id: jobs.id });
    try {
      const second = (await page(`?ItemsPerPage=50&Cursor=${first.NextCursor}`)).json();
      const expected = (await expectedIds()).filter((id) => id !== created!.id);
      expect([...first.Items, ...second.Items].map((j: CustomerJob) => j.Id)).toEqual(expected.slice(0, 100));
    } finally {
      await t.db.delete(jobs).where(eq(jobs.id, created!.id));
    }
  });

  it(`counts at most ${TOTAL_COUNT_CAP} jobs and says when there are more`, async () => {
    const all = (await page('')).json();
    expect(all).toMatchObject({ TotalCount: TOTAL_COUNT_CAP, TotalCountCapped: true });
    const open = await expectedIds(sql`${jobs.statusId} <= 30`);
    expect(open.length).toBeLessThanOrEqual(TOTAL_COUNT_CAP);
    expect((await page('?Status=open')).json()).toMatchObject({
      TotalCount: open.length,
      TotalCountCapped: false,
    });
    // The count is the filter's, on every page of it.
    const later = (
      await page(`?Status=open&Cursor=${(await page('?Status=open')).json().NextCursor}`)
    ).json();
    expect(later).toMatchObject({ TotalCount: open.length, TotalCountCapped: false });
  });

  it('a search past the windows checked one by one finds the rare matches through the index, in order, once', async () => {
    const expected = await expectedIds(sql`${jobs.displayName} ilike ${`%${RARE}%`}`);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const { seen, bodies } = await walk(`?ItemsPerPage=1&Search=${RARE.toLowerCase()}`);
    expect(seen).toEqual(expected);
    // Not counted: the matches up to the page, "more" while another page follows.
    expect(bodies.map((b) => [b.TotalCount, b.TotalCountCapped])).toEqual(
      expected.map((_, i) => [i + 1, i + 1 < expected.length]),
    );
    // By page number the same jobs.
    const second = (await page(`?ItemsPerPage=1&Page=2&Search=${RARE}`)).json();
    expect(second.Items.map((j: CustomerJob) => j.Id)).toEqual([expected[1]]);
  });

  it('a search of a common text pages through the windows and beyond without skipping', async () => {
    const expected = await expectedIds(sql`${jobs.displayName} ilike '%wombat 1%'`);
    const { seen } = await walk('?ItemsPerPage=100&Search=Wombat%201');
    expect(seen).toEqual(expected);
  });

  it('given a cursor that is not a NextCursor, answers 400 with a Message', async () => {
    for (const cursor of [
      'x',
      Buffer.from('2026-01-01|5|0').toString('base64url'),
      Buffer.from('2026-01-01T00:00:00.000000Z|0|0').toString('base64url'),
      Buffer.from('2026-01-01T00:00:00.000000Z|5').toString('base64url'),
      Buffer.from('2026-01-01T00:00:00.000000Z|5|6|7').toString('base64url'),
    ]) {
      const res = await page(`?Cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json(), cursor).toEqual({ Message: JOB_MESSAGES.badCursor });
    }
    for (const cursor of ['a%2Bb', 'a'.repeat(201)]) {
      const res = await page(`?Cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().Message).toMatch(/Cursor/);
    }
  });

  it('a cursor reads back as it was written', () => {
    const key = { created: '2026-11-26T10:11:12.123456Z', id: 42, listed: 150 };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it('another organisation is not reached through a cursor', async () => {
    const moderator = (await t.login('moderator@demo.test')).access_token;
    const [nordic] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .innerJoin(users, eq(users.customerId, customers.id))
      .where(eq(sql`lower(${users.email})`, 'moderator@demo.test'));
    const cursor = (await page('?ItemsPerPage=1')).json().NextCursor;
    const res = await t.request({ url: `/api2/customer/jobs/filtered?Cursor=${cursor}`, token: moderator });
    const owners = await t.db
      .select({ customerId: jobs.customerId })
      .from(jobs)
      .where(
        and(
          isNull(jobs.parentJobId),
          inArray(
            jobs.id,
            res
              .json()
              .Items.map((j: CustomerJob) => j.Id)
              .concat(0),
          ),
        ),
      );
    expect(owners.every((o) => o.customerId === nordic!.id)).toBe(true);
  });
});

describe('nextWindow: how many more jobs a search checks one by one', () => {
  it('asks the trigram indexes at once for a text the first window did not hold', () => {
    expect(nextWindow(0, 400, 51)).toBe(0);
  });

  it('checks as many jobs as the matches so far say the page still needs, half again and 100 more', () => {
    // 30 in 400 (a model name): 21 more need about 280 jobs; 420 + 100.
    expect(nextWindow(30, 400, 51)).toBe(520);
  });

  it('asks the trigram indexes when the window would take the jobs checked past the bound', () => {
    // 4 in 400 (1 in 100): the page would need about 4,700 more jobs.
    expect(nextWindow(4, 400, 51)).toBe(0);
    expect(nextWindow(40, 1900, 51) + 1900).toBeLessThanOrEqual(SEARCH_CHECKED_MAX);
    expect(nextWindow(10, 1900, 51)).toBe(0);
  });
});
