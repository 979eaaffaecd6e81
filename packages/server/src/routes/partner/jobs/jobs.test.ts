import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@eqp/contract';
import { appointmentParticipants, appointments, jobs } from '../../../db/schema.js';
import { buildSeedPlan, DEMO_JOB_CODE } from '../../../seed/index.js';
import { createTestContext, TEST_BASE_DATE, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import type { Db } from '../../../db/client.js';
import {
  companyIdOf,
  jobIdByCode,
  jobRows,
  type MadeJob,
  makeJob,
  userIdOf,
} from '../../../test/partner-jobs.js';

type PartnerJob = components['schemas']['PartnerJob'];
type PartnerJobsView = components['schemas']['PartnerJobsView'];

const plan = buildSeedPlan(TEST_BASE_DATE);

/**
 * The codes of a company's demo jobs in a view list, in the order the view promises. The codes are
 * random (but DEMO42), so they are read from the database by the jobs' order numbers.
 */
async function expectedCodes(db: Db, companyKey: string) {
  const rows = await db
    .select({ orderId: jobs.orderId, code: jobs.code })
    .from(jobs)
    .where(and(isNull(jobs.parentJobId), isNotNull(jobs.orderId)));
  const codeOf = (j: { orderId: number | null }) => rows.find((r) => r.orderId === j.orderId)!.code;
  const own = plan.jobs.filter((j) => j.partnerCompanyKey === companyKey);
  const first = (j: (typeof own)[number]) => j.appointments[0]?.date.getTime() ?? Infinity;
  return {
    Upcoming: own
      .filter((j) => j.statusId <= 20)
      .sort((a, b) => first(a) - first(b))
      .map(codeOf),
    Open: own
      .filter((j) => j.statusId > 20 && j.statusId < 50)
      .sort((a, b) => first(a) - first(b))
      .map(codeOf),
    Finished: own
      .filter((j) => j.statusId >= 50 && j.statusId <= 100)
      .sort((a, b) => b.completedDate!.getTime() - a.completedDate!.getTime())
      .map(codeOf),
  };
}

const codes = (view: PartnerJobsView) => ({
  Upcoming: view.Upcoming.map((j) => j.Code),
  Open: view.Open.map((j) => j.Code),
  Finished: view.Finished.map((j) => j.Code),
});

describe.each(testDatabases())('partner jobs ($name)', (kind) => {
  let t: TestContext;
  let tech: string;
  let tech2: string;
  let customer: string;
  let noCompany: string;
  const made: MadeJob[] = [];
  const make = async (...args: Parameters<typeof makeJob> extends [unknown, ...infer R] ? R : never) => {
    const job = await makeJob(t.db, ...args);
    made.push(job);
    return job;
  };

  beforeAll(async () => {
    t = await createTestContext(kind);
    tech = (await t.login('tech@demo.test')).access_token;
    tech2 = (await t.login('tech2@otherpartner.test')).access_token;
    customer = (await t.login('moderator@demo.test')).access_token;
    noCompany = (await t.login('nocompany@demo.test')).access_token;
  });
  afterEach(async () => {
    for (const job of made.splice(0)) await t.db.delete(jobs).where(eq(jobs.id, job.jobId));
  });
  afterAll(async () => t?.close());

  describe('GET /api2/partner/jobs/view', () => {
    it('lists the company jobs as Upcoming, Open and Finished by appointment, without deleted ones', async () => {
      const res = await t.request({ url: '/api2/partner/jobs/view', token: tech });
      expect(res.statusCode).toBe(200);
      const view = res.json<PartnerJobsView>();
      expect(codes(view)).toEqual(await expectedCodes(t.db, 'servicePartner'));
      expect(view.Upcoming.map((j) => j.Code)).toContain(DEMO_JOB_CODE);
      const all = [...view.Upcoming, ...view.Open, ...view.Finished];
      expect(all.some((j) => j.JobStatus.Id === 110)).toBe(false);
      expect(view.Open.map((j) => j.JobStatus.Id).sort()).toEqual([25, 30, 40]);
      // The customer-style fields beside the deprecated objects, on every job of the view.
      for (const job of all) {
        expect(job).toMatchObject({ StatusId: job.JobStatus.Id, StatusName: job.JobStatus.Name });
        expect(job).toMatchObject({ JobTypeId: job.JobType!.Id, JobTypeName: job.JobType!.Name });
      }
    });

    it('another company sees only its own jobs', async () => {
      const res = await t.request({ url: '/api2/partner/jobs/view', token: tech2 });
      expect(res.statusCode).toBe(200);
      expect(codes(res.json())).toEqual(await expectedCodes(t.db, 'otherPartner'));
    });

    it('a direct participant sees a job of another company', async () => {
      const job = await make(30, { participants: ['tech2@otherpartner.test'] });
      const view = (
        await t.request({ url: '/api2/partner/jobs/view', token: tech2 })
      ).json<PartnerJobsView>();
      expect(view.Open.map((j) => j.Id)).toContain(job.jobId);
    });

    it('a user without a company sees only the jobs it takes part in', async () => {
      const empty = await t.request({ url: '/api2/partner/jobs/view', token: noCompany });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({
        Upcoming: [],
        Open: [],
        Finished: [],
        NextCursors: { Upcoming: null, Open: null, Finished: null },
      });
      const job = await make(10, { participants: ['nocompany@demo.test'] });
      const view = (await t.request({ url: '/api2/partner/jobs/view', token: noCompany })).json();
      expect(view.Upcoming.map((j: PartnerJob) => j.Id)).toEqual([job.jobId]);
    });

    it('a customer token is refused with 403, no token with 401', async () => {
      const res = await t.request({ url: '/api2/partner/jobs/view', token: customer });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
      expect((await t.request({ url: '/api2/partner/jobs/view' })).statusCode).toBe(401);
    });
  });

  describe('GET /api2/partner/jobs/code', () => {
    it('answers the job of the code, also while it is not started, whatever the case of the code', async () => {
      const res = await t.request({ url: `/api2/partner/jobs/code?code=${DEMO_JOB_CODE}`, token: tech });
      expect(res.statusCode).toBe(200);
      const job = res.json<PartnerJob>();
      expect(job).toMatchObject({
        Code: DEMO_JOB_CODE,
        JobStatus: { Id: 20, Name: 'planned' },
        StatusId: 20,
        StatusName: 'planned',
      });
      const lower = await t.request({ url: '/api2/partner/jobs/code?code=demo42', token: tech });
      expect(lower.json<PartnerJob>().Id).toBe(job.Id);
    });

    it('another company gets 403 Unauthorized', async () => {
      const res = await t.request({ url: `/api2/partner/jobs/code?code=${DEMO_JOB_CODE}`, token: tech2 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
    });

    it('an unknown code is 404, a missing one 400, a customer token 403', async () => {
      const unknown = await t.request({ url: '/api2/partner/jobs/code?code=NOPE99', token: tech });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ Message: 'No job has this code' });
      expect((await t.request({ url: '/api2/partner/jobs/code', token: tech })).statusCode).toBe(400);
      const asCustomer = await t.request({
        url: `/api2/partner/jobs/code?code=${DEMO_JOB_CODE}`,
        token: customer,
      });
      expect(asCustomer.statusCode).toBe(403);
    });
  });

  describe('GET /api2/partner/jobs/{id}', () => {
    it('answers the job with customer, address, comments, appointments, machine jobs and who takes part', async () => {
      const job = await make(30, { participants: ['tech@demo.test', 'siri@servicepartner.test'] });
      const res = await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: tech });
      expect(res.statusCode).toBe(200);
      const body = res.json<PartnerJob>();
      expect(body).toMatchObject({
        Id: job.jobId,
        Code: job.code,
        JobStatus: { Id: 30, Name: 'in progress' },
        StatusId: 30,
        StatusName: 'in progress',
        JobType: { Id: 1, Name: 'Service' },
        JobTypeId: 1,
        JobTypeName: 'Service',
        Customer: { Name: 'Nordic Foods AS' },
        FirstLineComment: 'Customer called twice.',
        ServiceManagerComment: 'Bring a spare thermostat.',
        CompletedDate: null,
      });
      expect(body.CustomerDeliveryAdressCity).toEqual(expect.any(String));
      expect(body.Appointments).toHaveLength(1);
      expect(body.Appointments[0]!.AppointmentDate).toBe('2026-03-03T08:00:00.000Z');
      expect(body.Appointments[0]!.Participants.map((p) => p.User.Name)).toEqual([
        'Siri Service',
        'Tore Technician',
      ]);
      expect(body.InverseParent.map((m) => m.Id)).toEqual(job.machineJobIds);
      expect(body.InverseParent.map((m) => m.Machine.Id)).toEqual(job.machineIds);
      expect(body.InverseParent[0]!.CustomerComment).toBe('Check the door seal.');
      expect(body.CustomerPerson).toEqual({
        Name: expect.stringMatching(/^Test Contact/),
        Mobile: '+47 400 00 000',
        Email: null,
      });
      expect(body.PartnerJobs).toEqual([
        {
          Id: expect.any(Number),
          PartnerCompanyId: await companyIdOf(t.db, 'Service Partner AS'),
          CompanyName: 'Service Partner AS',
          UserId: null,
        },
      ]);
    });

    it('writes times as Date.toISOString() does: UTC, milliseconds cut, not rounded', async () => {
      const job = await make(50);
      // Microseconds (a time written by PostgreSQL itself, now()) are cut to the millisecond.
      await t.db.execute(
        sql`update ${jobs} set completed_date = '2026-03-01 12:00:00.123999+00' where id = ${job.jobId}`,
      );
      await t.db.execute(sql`update ${appointments}
        set appointment_date = '2026-03-03 08:00:00.000999+00', start_time = '2026-03-03 09:30:15.5+02',
          end_time = null
        where job_id = ${job.jobId}`);
      const body = (
        await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: tech })
      ).json<PartnerJob>();
      expect(body.CompletedDate).toBe('2026-03-01T12:00:00.123Z');
      expect(body.Appointments.map((a) => [a.AppointmentDate, a.StartTime, a.EndTime])).toEqual([
        ['2026-03-03T08:00:00.000Z', '2026-03-03T07:30:15.500Z', null],
      ]);
    });

    it('PartnerJobs lists the companies, then the single users named on the job', async () => {
      const job = await make(30, {
        partnerCompanies: ['Other Partner AS'],
        partnerUsers: ['nocompany@demo.test'],
      });
      const body = (
        await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: tech })
      ).json<PartnerJob>();
      expect(body.PartnerJobs.map((l) => [l.CompanyName, l.UserId])).toEqual([
        ['Service Partner AS', null],
        ['Other Partner AS', null],
        [null, await userIdOf(t.db, 'nocompany@demo.test')],
      ]);
    });

    it('a company or a user named on the job opens it', async () => {
      const job = await make(30, {
        participants: [],
        partnerCompanies: ['Other Partner AS'],
        partnerUsers: ['nocompany@demo.test'],
      });
      for (const token of [tech, tech2, noCompany]) {
        expect((await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token })).statusCode).toBe(200);
      }
    });

    it('a member of the company opens a job whose appointment is a colleague’s', async () => {
      const job = await make(40, { participants: ['siri@servicepartner.test'] });
      const res = await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: tech });
      expect(res.statusCode).toBe(200);
    });

    it('a direct participant of another company opens the job', async () => {
      const job = await make(30, { participants: ['tech2@otherpartner.test'] });
      const res = await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: tech2 });
      expect(res.statusCode).toBe(200);
    });

    it('anyone else gets 403 Unauthorized: another company, a user without company', async () => {
      const job = await make(30);
      for (const token of [tech2, noCompany]) {
        const res = await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ Message: 'Unauthorized' });
      }
    });

    it('a job without a partner company is opened by its participants only', async () => {
      const job = await make(30, { company: null, participants: ['tech@demo.test'] });
      expect((await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: tech })).statusCode).toBe(200);
      const colleague = (await t.login('siri@servicepartner.test', 'ServiceProvider.Partner')).access_token;
      const res = await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: colleague });
      expect(res.statusCode).toBe(403);
    });

    it('a job not started is 409 (the job-not-started page)', async () => {
      const id = await jobIdByCode(t.db, DEMO_JOB_CODE);
      const res = await t.request({ url: `/api2/partner/jobs/${id}`, token: tech });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ Message: 'The job has not been started' });
    });

    it('a deleted job is answered with its status (the job-was-deleted page)', async () => {
      const job = await make(110);
      const res = await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: tech });
      expect(res.statusCode).toBe(200);
      expect(res.json<PartnerJob>().JobStatus).toEqual({ Id: 110, Name: 'deleted' });
      expect(res.json<PartnerJob>()).toMatchObject({ StatusId: 110, StatusName: 'deleted' });
    });

    it('an unknown job and a machine job id are 404; a customer token 403', async () => {
      const job = await make(30);
      for (const id of [999999, job.machineJobIds[0]]) {
        const res = await t.request({ url: `/api2/partner/jobs/${id}`, token: tech });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ Message: 'No such job' });
      }
      const res = await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: customer });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('PATCH /api2/partner/jobs/{id}/setStatus/{status}', () => {
    const setStatus = (id: number, status: string, token: string) =>
      t.request({ method: 'PATCH', url: `/api2/partner/jobs/${id}/setStatus/${status}`, token });

    it.each([5, 10, 20, 25])(
      'Open starts a job of status %i: 30 on the job and its machine jobs',
      async (status) => {
        const job = await make(status);
        const res = await setStatus(job.jobId, 'Open', tech);
        expect(res.statusCode).toBe(200);
        expect(res.json<PartnerJob>().JobStatus).toEqual({ Id: 30, Name: 'in progress' });
        expect(res.json<PartnerJob>()).toMatchObject({ StatusId: 30, StatusName: 'in progress' });
        expect((await jobRows(t.db, job.jobId)).map((r) => r.statusId)).toEqual([30, 30, 30]);
      },
    );

    it('Open on a job already in progress or waiting leaves it as it is', async () => {
      const job = await make(40);
      const before = await jobRows(t.db, job.jobId);
      const res = await setStatus(job.jobId, 'Open', tech);
      expect(res.statusCode).toBe(200);
      expect(res.json<PartnerJob>().JobStatus.Id).toBe(40);
      expect(await jobRows(t.db, job.jobId)).toEqual(before);
    });

    it('Completed completes a started job: 50 and CompletedDate', async () => {
      const job = await make(30);
      const started = Date.now();
      const res = await setStatus(job.jobId, 'Completed', tech);
      expect(res.statusCode).toBe(200);
      const body = res.json<PartnerJob>();
      expect(body.JobStatus).toEqual({ Id: 50, Name: 'completed' });
      expect(new Date(body.CompletedDate!).getTime()).toBeGreaterThanOrEqual(started - 1000);
      const rows = await jobRows(t.db, job.jobId);
      expect(rows.map((r) => r.statusId)).toEqual([50, 50, 50]);
      expect(rows.every((r) => r.completedDate !== null)).toBe(true);
    });

    it('completing a job not started is 409 and changes nothing', async () => {
      const job = await make(20);
      const before = await jobRows(t.db, job.jobId);
      const res = await setStatus(job.jobId, 'Completed', tech);
      expect(res.statusCode).toBe(409);
      expect(res.json().Message).toMatch(/not been started/);
      expect(await jobRows(t.db, job.jobId)).toEqual(before);
    });

    it.each([
      [50, 'Open'],
      [50, 'Completed'],
      [70, 'Open'],
      [100, 'Completed'],
    ])('a finalized job (%i) refuses %s with 409 and changes nothing', async (status, change) => {
      const job = await make(status);
      const before = await jobRows(t.db, job.jobId);
      const res = await setStatus(job.jobId, change, tech);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ Message: 'The job is finalized and can no longer be changed' });
      expect(await jobRows(t.db, job.jobId)).toEqual(before);
    });

    it('a deleted job refuses both with 409', async () => {
      const job = await make(110);
      for (const change of ['Open', 'Completed']) {
        const res = await setStatus(job.jobId, change, tech);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ Message: 'The job has been deleted' });
      }
      expect((await jobRows(t.db, job.jobId)).map((r) => r.statusId)).toEqual([110, 110, 110]);
    });

    it('another company gets 403 Unauthorized and nothing changes', async () => {
      const job = await make(20);
      const before = await jobRows(t.db, job.jobId);
      for (const change of ['Open', 'Completed']) {
        const res = await setStatus(job.jobId, change, tech2);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ Message: 'Unauthorized' });
      }
      expect(await jobRows(t.db, job.jobId)).toEqual(before);
    });

    it('an unknown status is 400, an unknown job 404, a customer token 403', async () => {
      const job = await make(20);
      const bad = await setStatus(job.jobId, 'Closed', tech);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Message).toMatch(/^Status must be one of: Open, Completed/);
      expect((await setStatus(999999, 'Open', tech)).statusCode).toBe(404);
      expect((await setStatus(job.jobId, 'Open', customer)).statusCode).toBe(403);
      expect((await jobRows(t.db, job.jobId))[0]!.statusId).toBe(20);
    });
  });

  describe('PATCH /api2/partner/jobs/{machineJobId}/setComment', () => {
    const setComment = (id: number, payload: unknown, token: string) =>
      t.request({
        method: 'PATCH',
        url: `/api2/partner/jobs/${id}/setComment`,
        token,
        payload: payload as object,
      });

    it('saves the technician comment and the invoice comment of a machine job', async () => {
      const job = await make(30);
      const id = job.machineJobIds[1]!;
      const res = await setComment(id, { TechnicianComment: 'Replaced the thermostat.' }, tech);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        Id: id,
        TechnicianComment: 'Replaced the thermostat.',
        InvoiceComment: null,
        CustomerComment: 'Check the door seal.',
      });
      const invoice = await setComment(id, { InvoiceComment: '2 hours' }, tech);
      expect(invoice.json()).toMatchObject({
        TechnicianComment: 'Replaced the thermostat.',
        InvoiceComment: '2 hours',
      });
      const rows = await jobRows(t.db, job.jobId);
      expect(rows.find((r) => r.id === id)).toMatchObject({
        technicianComment: 'Replaced the thermostat.',
        invoiceComment: '2 hours',
      });
      // The other machine job is untouched.
      expect(rows.find((r) => r.id === job.machineJobIds[0])?.technicianComment).toBeNull();
    });

    it('an empty text clears the comment', async () => {
      const job = await make(30);
      const id = job.machineJobIds[0]!;
      await setComment(id, { TechnicianComment: 'x' }, tech);
      const res = await setComment(id, { TechnicianComment: '' }, tech);
      expect(res.json().TechnicianComment).toBeNull();
    });

    it.each([
      [{ CustomerComment: 'Mine now' }, 'CustomerComment is read-only for partners'],
      [{ CustomerComment: 'x', TechnicianComment: 'y' }, 'CustomerComment is read-only for partners'],
      [
        { TechnicianComment: 'a', InvoiceComment: 'b' },
        'Send exactly one of TechnicianComment or InvoiceComment',
      ],
      [{}, 'Send exactly one of TechnicianComment or InvoiceComment'],
      [{ Note: 'x' }, 'Send exactly one of TechnicianComment or InvoiceComment'],
    ])('a body %j is 400 and changes nothing', async (payload, message) => {
      const job = await make(30);
      const before = await jobRows(t.db, job.jobId);
      const res = await setComment(job.machineJobIds[0]!, payload, tech);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: message });
      expect(await jobRows(t.db, job.jobId)).toEqual(before);
    });

    it('a comment over 4000 characters is 400 naming that comment only, and changes nothing', async () => {
      const job = await make(30);
      const before = await jobRows(t.db, job.jobId);
      const res = await setComment(job.machineJobIds[0]!, { TechnicianComment: 'x'.repeat(4001) }, tech);
      expect(res.statusCode).toBe(400);
      // Not also "Missing InvoiceComment" from the body's other form (one comment or the other).
      expect(res.json()).toEqual({
        Message: 'Technician comment can be at most 4,000 characters.',
      });
      expect(await jobRows(t.db, job.jobId)).toEqual(before);
    });

    it('a comment that is not a text is 400', async () => {
      const job = await make(30);
      const res = await setComment(job.machineJobIds[0]!, { TechnicianComment: { Text: 'x' } }, tech);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(/^Technician comment must be text\.$/);
    });

    it.each([
      [50, 'The job is finalized and can no longer be changed'],
      [70, 'The job is finalized and can no longer be changed'],
      [110, 'The job has been deleted'],
      [20, 'The job has not been started'],
    ])('a job of status %i refuses comments with 409 and changes nothing', async (status, message) => {
      const job = await make(status);
      const before = await jobRows(t.db, job.jobId);
      for (const payload of [{ TechnicianComment: 'late' }, { InvoiceComment: 'late' }]) {
        const res = await setComment(job.machineJobIds[0]!, payload, tech);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ Message: message });
      }
      expect(await jobRows(t.db, job.jobId)).toEqual(before);
    });

    it('another company gets 403 Unauthorized and nothing changes', async () => {
      const job = await make(30);
      const before = await jobRows(t.db, job.jobId);
      const res = await setComment(job.machineJobIds[0]!, { TechnicianComment: 'mine' }, tech2);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
      expect(await jobRows(t.db, job.jobId)).toEqual(before);
    });

    it('a top-level job id is 404, a customer token 403', async () => {
      const job = await make(30);
      const res = await setComment(job.jobId, { TechnicianComment: 'x' }, tech);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: 'No such machine job' });
      expect((await setComment(job.machineJobIds[0]!, { TechnicianComment: 'x' }, customer)).statusCode).toBe(
        403,
      );
    });
  });

  it('removing a participant takes the job away from a user of another company', async () => {
    const job = await make(30, { participants: ['tech2@otherpartner.test'] });
    expect((await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: tech2 })).statusCode).toBe(200);
    const [appointment] = await t.db.select().from(appointments).where(eq(appointments.jobId, job.jobId));
    await t.db
      .delete(appointmentParticipants)
      .where(eq(appointmentParticipants.appointmentId, appointment!.id));
    expect((await t.request({ url: `/api2/partner/jobs/${job.jobId}`, token: tech2 })).statusCode).toBe(403);
  });
});
