/**
 * partner_job_reach (migration 0010) is kept by triggers: after every kind of write that changes who
 * may open a job, its list or its place, the table must say exactly what the spec's rule says
 * (access.ts visibleJobs, an independent OR of EXISTS over the source tables) for every partner.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { appointmentParticipants, appointments, jobPartners, jobs, users } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { type PartnerCaller, visibleJobs } from '../access.js';
import { companyIdOf, makeJob, userIdOf } from '../../../test/partner-jobs.js';

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

interface Listed {
  id: number;
  section: number;
  key: string | null;
}

const sectionOf = (status: number) => (status <= 20 ? 0 : status < 50 ? 1 : status <= 100 ? 2 : 3);

/** What the spec's rule and the lists' order say: every job the caller may open, its list and key. */
async function expected(db: Db, caller: PartnerCaller): Promise<Listed[]> {
  const rows = await db
    .select({
      id: jobs.id,
      status: jobs.statusId,
      first: sql<
        string | null
      >`(select to_char(min(a.appointment_date) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') from ${appointments} a where a.job_id = jobs.id)`,
      last: sql<
        string | null
      >`to_char(coalesce(jobs.completed_date, (select max(a.appointment_date) from ${appointments} a where a.job_id = jobs.id), jobs.created_date) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`,
    })
    .from(jobs)
    .where(visibleJobs(caller));
  return rows
    .map((r) => {
      const section = sectionOf(r.status);
      return { id: r.id, section, key: section <= 1 ? r.first : r.last };
    })
    .sort((a, b) => a.id - b.id);
}

/** What partner_job_reach says for the caller. */
async function kept(db: Db, caller: PartnerCaller): Promise<Listed[]> {
  const company =
    caller.partnerCompanyId === null ? sql`false` : sql`r.partner_company_id = ${caller.partnerCompanyId}`;
  const result = await db.execute(sql`
    select distinct r.job_id as id, r.section,
      to_char(r.sort_key at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as key
    from partner_job_reach r where ${company} or r.user_id = ${caller.userId}
    order by r.job_id`);
  return rowsOf<Listed>(result).map((r) => ({ id: Number(r.id), section: Number(r.section), key: r.key }));
}

describe.each(testDatabases())('partner_job_reach follows every write ($name)', (kind) => {
  let t: TestContext;
  let callers: PartnerCaller[];

  beforeAll(async () => {
    t = await createTestContext(kind);
    const partnerUsers = await t.db
      .select({ id: users.id, company: users.partnerCompanyId })
      .from(users)
      .where(inArray(users.email, ['tech@demo.test', 'tech2@otherpartner.test', 'nocompany@demo.test']));
    callers = partnerUsers.map((u) => ({ userId: u.id, partnerCompanyId: u.company, onlyJobId: null }));
    expect(callers).toHaveLength(3);
  });
  afterAll(async () => t?.close());

  async function agrees() {
    for (const caller of callers) expect(await kept(t.db, caller)).toEqual(await expected(t.db, caller));
  }

  it('agrees with the rule on the demo data (the migration filled it)', async () => {
    await agrees();
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from partner_job_reach`),
    );
    expect(Number(row?.n)).toBeGreaterThan(0);
  });

  it('agrees after jobs, appointments, participants and named partners are added, changed and removed', async () => {
    const tech2 = await userIdOf(t.db, 'tech2@otherpartner.test');
    const noCompany = await userIdOf(t.db, 'nocompany@demo.test');
    const other = await companyIdOf(t.db, 'Other Partner AS');
    const a = await makeJob(t.db, 10, { company: null, participants: ['tech2@otherpartner.test'] });
    const b = await makeJob(t.db, 30, { partnerUsers: ['nocompany@demo.test'] });
    const c = await makeJob(t.db, 60, {
      company: null,
      participants: [],
      partnerCompanies: ['Other Partner AS'],
    });
    await agrees();

    // Status and dates: started, completed, deleted.
    await t.db.update(jobs).set({ statusId: 30 }).where(eq(jobs.id, a.jobId));
    await agrees();
    await t.db
      .update(jobs)
      .set({ statusId: 50, completedDate: new Date(Date.UTC(2026, 5, 1)) })
      .where(eq(jobs.id, a.jobId));
    await agrees();
    await t.db.update(jobs).set({ statusId: 110 }).where(eq(jobs.id, b.jobId));
    await agrees();

    // The partner company of a job changes, and goes.
    await t.db.update(jobs).set({ partnerCompanyId: other }).where(eq(jobs.id, b.jobId));
    await agrees();
    await t.db.update(jobs).set({ partnerCompanyId: null, statusId: 30 }).where(eq(jobs.id, b.jobId));
    await agrees();

    // Appointments: a new earlier one, one moved, one removed (its participants go with it).
    const [added] = await t.db
      .insert(appointments)
      .values({ jobId: b.jobId, appointmentDate: new Date(Date.UTC(2026, 0, 2, 8)) })
      .returning({ id: appointments.id });
    await t.db.insert(appointmentParticipants).values({ appointmentId: added!.id, userId: tech2 });
    await agrees();
    await t.db
      .update(appointments)
      .set({ appointmentDate: new Date(Date.UTC(2027, 0, 2, 8)) })
      .where(eq(appointments.id, added!.id));
    await agrees();
    await t.db
      .update(appointmentParticipants)
      .set({ userId: noCompany })
      .where(eq(appointmentParticipants.appointmentId, added!.id));
    await agrees();
    await t.db.delete(appointments).where(eq(appointments.id, added!.id));
    await agrees();
    await t.db.delete(appointmentParticipants).where(eq(appointmentParticipants.userId, tech2));
    await agrees();

    // Named partners: a user named, a company named, both removed, one moved to another job.
    await t.db.insert(jobPartners).values([
      { jobId: c.jobId, userId: noCompany },
      { jobId: a.jobId, partnerCompanyId: other },
    ]);
    await agrees();
    await t.db
      .update(jobPartners)
      .set({ jobId: b.jobId })
      .where(and(eq(jobPartners.jobId, c.jobId), eq(jobPartners.userId, noCompany)));
    await agrees();
    await t.db.delete(jobPartners).where(eq(jobPartners.partnerCompanyId, other));
    await agrees();

    // A job deleted outright takes its rows along; a user deleted takes theirs.
    await t.db.delete(jobs).where(eq(jobs.id, c.jobId));
    await agrees();
    const [gone] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from partner_job_reach where job_id = ${c.jobId}`),
    );
    expect(Number(gone?.n)).toBe(0);
  });

  it('agrees after one statement writes many jobs and appointments at once', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await makeJob(t.db, 10 + i * 10)).jobId);
    await t.db
      .update(jobs)
      .set({ statusId: sql`${jobs.statusId} + 20` })
      .where(inArray(jobs.id, made));
    await t.db
      .update(appointments)
      .set({ appointmentDate: sql`${appointments.appointmentDate} + interval '3 days'` })
      .where(inArray(appointments.jobId, made));
    await agrees();
    await t.db.delete(appointments).where(inArray(appointments.jobId, made));
    await agrees();
  });
});
