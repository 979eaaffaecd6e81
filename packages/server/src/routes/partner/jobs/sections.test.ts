import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@eqp/contract';
import { appointments, jobs } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { makeJob } from '../../../test/partner-jobs.js';
import { LIST_MESSAGES } from './index.js';
import { encodeSectionCursor, PARTNER_PAGE_SIZE } from './sections.js';

type PartnerJob = components['schemas']['PartnerJob'];
type PartnerJobsView = components['schemas']['PartnerJobsView'];

describe.each(testDatabases())('partner job lists at scale ($name)', (kind) => {
  let t: TestContext;
  let tech: string;
  let tech2: string;
  let noCompany: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestContext(kind);
    tech = (await t.login('tech@demo.test')).access_token;
    tech2 = (await t.login('tech2@otherpartner.test')).access_token;
    noCompany = (await t.login('nocompany@demo.test')).access_token;
    customer = (await t.login('moderator@demo.test')).access_token;
  });
  afterAll(async () => t?.close());

  const view = async (token = tech) =>
    (await t.request({ url: '/api2/partner/jobs/view', token })).json<PartnerJobsView>();
  const list = (section: string, cursor?: string | null, token = tech) =>
    t.request({
      url: `/api2/partner/jobs/list?Section=${section}${cursor ? `&Cursor=${cursor}` : ''}`,
      token,
    });
  const counts = (token = tech) => t.request({ url: '/api2/partner/jobs/counts', token });

  /** Every job of a list: the view's first page, then the list's pages from its NextCursors entry. */
  async function wholeList(section: 'Upcoming' | 'Open' | 'Finished', token = tech) {
    const first = await view(token);
    const ids = first[section].map((j) => j.Id);
    let cursor = first.NextCursors[section];
    while (cursor) {
      const res = await list(section, cursor, token);
      expect(res.statusCode).toBe(200);
      const page = res.json<{ Items: PartnerJob[]; NextCursor: string | null }>();
      expect(page.Items.length).toBeLessThanOrEqual(PARTNER_PAGE_SIZE);
      ids.push(...page.Items.map((j) => j.Id));
      cursor = page.NextCursor;
    }
    return ids;
  }

  /** `n` jobs of the company with `status`, appointments on days that repeat (equal keys). */
  async function makeMany(n: number, status: number, withoutAppointment = 0) {
    const made: number[] = [];
    for (let i = 0; i < n; i++) made.push((await makeJob(t.db, status)).jobId);
    for (const [i, id] of made.entries()) {
      if (i < withoutAppointment) await t.db.delete(appointments).where(eq(appointments.jobId, id));
      else
        await t.db
          .update(appointments)
          .set({ appointmentDate: new Date(Date.UTC(2026, 3, 1 + (i % 4), 8)) })
          .where(eq(appointments.jobId, id));
    }
    return made;
  }

  it('answers at most 25 jobs a list; the rest follows page by page, in order, each job once', async () => {
    const made = await makeMany(PARTNER_PAGE_SIZE + 8, 30, 3);
    const first = await view();
    expect(first.Open).toHaveLength(PARTNER_PAGE_SIZE);
    expect(first.NextCursors.Open).toEqual(expect.any(String));
    const open = await wholeList('Open');
    expect(new Set(open).size).toBe(open.length);
    for (const id of made) expect(open).toContain(id);
    // The order: earliest first appointment, ties by id, jobs without an appointment last.
    const firstDates = await t.db
      .select({
        id: jobs.id,
        first: sql<
          string | null
        >`(select extract(epoch from min(a.appointment_date)) from ${appointments} a where a.job_id = "jobs"."id")`,
      })
      .from(jobs)
      .where(inArray(jobs.id, open));
    const key = new Map(firstDates.map((r) => [r.id, r.first === null ? Infinity : Number(r.first)]));
    const sorted = [...open].sort((a, b) => {
      const [ka, kb] = [key.get(a)!, key.get(b)!];
      return ka === kb ? a - b : ka < kb ? -1 : 1;
    });
    expect(open).toEqual(sorted);
    expect(open.slice(-3).sort((a, b) => a - b)).toEqual(made.slice(0, 3));
  });

  it('the finished list pages the latest completed first', async () => {
    await makeMany(PARTNER_PAGE_SIZE + 2, 50);
    const finished = await wholeList('Finished');
    expect(finished.length).toBeGreaterThan(PARTNER_PAGE_SIZE);
    expect(new Set(finished).size).toBe(finished.length);
    expect((await view()).Finished).toHaveLength(PARTNER_PAGE_SIZE);
  });

  it('counts the upcoming and open jobs the user may open, for the badge', async () => {
    const before = (await counts()).json();
    const full = await view();
    expect(before).toEqual({ Upcoming: full.Upcoming.length, Open: full.Open.length });
    await makeJob(t.db, 10);
    await makeJob(t.db, 30);
    await makeJob(t.db, 50);
    await makeJob(t.db, 110);
    expect((await counts()).json()).toEqual({ Upcoming: before.Upcoming + 1, Open: before.Open + 1 });
  });

  it('reaches every job a user may open: the company, a company or user named on the job, an appointment', async () => {
    const named = await makeJob(t.db, 30, {
      company: null,
      participants: [],
      partnerCompanies: ['Other Partner AS'],
    });
    const user = await makeJob(t.db, 30, {
      company: null,
      participants: [],
      partnerUsers: ['tech2@otherpartner.test'],
    });
    const appointment = await makeJob(t.db, 10, { company: null, participants: ['tech2@otherpartner.test'] });
    const foreign = await makeJob(t.db, 30, { participants: [] });
    const open = await wholeList('Open', tech2);
    expect(open).toEqual(expect.arrayContaining([named.jobId, user.jobId]));
    expect(open).not.toContain(foreign.jobId);
    expect(await wholeList('Upcoming', tech2)).toContain(appointment.jobId);
    const c = (await counts(tech2)).json();
    expect(c.Open).toBe(open.length);
    // Without a company, only the jobs the user takes part in.
    const own = await makeJob(t.db, 30, { company: null, participants: ['nocompany@demo.test'] });
    expect(await wholeList('Open', noCompany)).toEqual([own.jobId]);
    expect((await counts(noCompany)).json()).toEqual({ Upcoming: 0, Open: 1 });
  });

  it('a code-login token lists and counts its own job only', async () => {
    const job = await makeJob(t.db, 30);
    await makeJob(t.db, 30);
    const res = await t.request({ url: `/api2/partner/authentication?code=${job.code}` });
    const token = res.json().access_token as string;
    const limited = await view(token);
    expect([...limited.Upcoming, ...limited.Open, ...limited.Finished].map((j) => j.Id)).toEqual([job.jobId]);
    expect((await counts(token)).json()).toEqual({ Upcoming: 0, Open: 1 });
  });

  it('given a cursor of another list or a text that is not a cursor, answers 400 with a Message', async () => {
    const upcoming = encodeSectionCursor({ section: 'Upcoming', key: null, id: 5 });
    const res = await list('Open', upcoming);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: LIST_MESSAGES.badCursor('Open') });
    for (const bad of [
      'x',
      Buffer.from('Open|2026|5').toString('base64url'),
      Buffer.from('Finished||5').toString('base64url'),
    ]) {
      const answer = await list(bad.startsWith('RmluaXNoZWQ') ? 'Finished' : 'Open', bad);
      expect(answer.statusCode, bad).toBe(400);
    }
    expect((await list('Closed')).statusCode).toBe(400);
    expect((await t.request({ url: '/api2/partner/jobs/list', token: tech })).statusCode).toBe(400);
  });

  it('a customer token is 403, no token 401', async () => {
    for (const url of ['/api2/partner/jobs/list?Section=Open', '/api2/partner/jobs/counts']) {
      expect((await t.request({ url, token: customer })).statusCode).toBe(403);
      expect((await t.request({ url })).statusCode).toBe(401);
    }
  });
});
