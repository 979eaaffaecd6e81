import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { customers, idempotencyKeys, jobs, machines } from '../../../db/schema.js';
import { IDEMPOTENCY_MESSAGES } from '../../../http/idempotency.js';
import { buildSeedPlan } from '../../../seed/index.js';
import type { PlanJob } from '../../../seed/data.js';
import {
  createTestContext,
  TEST_BASE_DATE,
  TEST_JWT_SECRET,
  type TestContext,
} from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { ACCESS_MESSAGES } from '../access.js';
import { JOB_MESSAGES } from './index.js';
import type { CustomerJob } from './queries.js';

const plan = buildSeedPlan(TEST_BASE_DATE);

/** Open jobs of an organisation in the seed plan: status 10..30, part orders (type 3) apart. */
function expectedOpenCount(customerKey: string) {
  const open = plan.jobs.filter((j) => j.customerKey === customerKey && j.statusId >= 10 && j.statusId <= 30);
  return {
    ActivePartJobsCount: open.filter((j) => j.jobType.id === 3).length,
    ActiveOtherJobsCount: open.filter((j) => j.jobType.id !== 3).length,
  };
}

const isHistory = (statusId: number) => statusId > 30 && statusId <= 100;
const isOpenForCustomer = (statusId: number) => statusId <= 30;
/** Newest first, as the API orders jobs (created date, then id). */
const newestFirst = (a: { job: PlanJob; id: number }, b: { job: PlanJob; id: number }) =>
  b.job.createdDate.getTime() - a.job.createdDate.getTime() || b.id - a.id;

describe.each(testDatabases())('customer jobs ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let partner: string;
  /** The seed plan's jobs with their database ids (top-level jobs are inserted in plan order). */
  let planJobs: { job: PlanJob; id: number }[];
  /** Machine id by plan key (through the unique QR code). */
  let machineId: Map<string, number>;
  let customerId: Record<string, number>;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
    const parents = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(isNull(jobs.parentJobId))
      .orderBy(asc(jobs.id));
    planJobs = plan.jobs.map((job, i) => ({ job, id: parents[i]!.id }));
    const machineRows = await t.db.select({ id: machines.id, qrcode: machines.qrcode }).from(machines);
    machineId = new Map(
      plan.machines.map((m) => [m.key, machineRows.find((r) => r.qrcode === m.qrcode)!.id]),
    );
    const customerRows = await t.db.select({ id: customers.id, name: customers.name }).from(customers);
    customerId = Object.fromEntries(
      plan.customers.map((c) => [c.key, customerRows.find((r) => r.name === c.name)!.id]),
    );
  });
  afterAll(async () => t?.close());

  const jobCount = async () => Number((await t.db.select({ n: count() }).from(jobs))[0]!.n);
  const ofCustomer = (key: string) => planJobs.filter((p) => p.job.customerKey === key);
  /** What the job list shows: deleted jobs (110) are never listed to customers. */
  const listedOf = (key: string) => ofCustomer(key).filter((p) => p.job.statusId !== 110);

  describe('GET /api2/customer/jobs/openCount', () => {
    it('counts the open part orders and other open jobs of the current organisation', async () => {
      const res = await t.request({ url: '/api2/customer/jobs/openCount', token: moderator });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expectedOpenCount('nordic'));
      expect(res.json().ActivePartJobsCount).toBeGreaterThan(0);
      expect(res.json().ActiveOtherJobsCount).toBeGreaterThan(0);
    });

    it('another organisation counts only its own jobs', async () => {
      const res = await t.request({ url: '/api2/customer/jobs/openCount', token: user });
      expect(res.json()).toEqual(expectedOpenCount('fjord'));
    });

    it('a partner token is refused with 403, no token with 401', async () => {
      expect((await t.request({ url: '/api2/customer/jobs/openCount', token: partner })).statusCode).toBe(
        403,
      );
      expect((await t.request({ url: '/api2/customer/jobs/openCount' })).statusCode).toBe(401);
    });
  });

  describe('GET /api2/customer/jobs/{jobId}', () => {
    it('answers the job with its machine sub-jobs, appointments and delivery address', async () => {
      // A finished service job with appointments: every part of the answer is filled in.
      const { job, id } = ofCustomer('nordic').find(
        (p) => p.job.statusId === 50 && p.job.appointments.length > 0 && p.job.jobType.id !== 3,
      )!;
      const res = await t.request({ url: `/api2/customer/jobs/${id}`, token: moderator });
      expect(res.statusCode).toBe(200);
      const body: CustomerJob = res.json();
      const nordic = plan.customers.find((c) => c.key === 'nordic')!;
      expect(body).toMatchObject({
        Id: id,
        OrderId: job.orderId,
        DisplayName: job.displayName,
        JobTypeId: job.jobType.id,
        JobTypeName: job.jobType.name,
        StatusId: 50,
        StatusName: 'completed',
        JobPriority: { Name: job.priorityName },
        CreatedDate: job.createdDate.toISOString(),
        CustomerComment: job.customerComment,
        InvoiceComment: job.invoiceComment,
        Appointments: job.appointments.map((a) => ({ AppointmentDate: a.date.toISOString() })),
        DeliveryAdressStreet: nordic.deliveryStreet,
        DeliveryAdressZip: nordic.deliveryZip,
        DeliveryAdressCity: nordic.deliveryCity,
        DeliveryAdressCountry: nordic.deliveryCountry,
      });
      expect(body.InverseParent).toHaveLength(job.machines.length);
      body.InverseParent.forEach((sub, i) => {
        const line = job.machines[i]!;
        const machine = plan.machines.find((m) => m.key === line.machineKey)!;
        expect(sub.Machine).toEqual({
          Id: machineId.get(machine.key),
          DisplayName: machine.displayName,
          Name: machine.name,
          SerialNumber: machine.serialNumber,
        });
        expect(sub.CustomerComment).toBe(line.customerComment);
        // The server sends the invoice comment; the portal shows it above status 49 (spec §4).
        expect(sub.InvoiceComment).toBe(line.invoiceComment);
        expect(sub.InvoiceComment).not.toBeNull();
      });
    });

    it('answers a part order with type 3 and no order id (the portal shows S + Id)', async () => {
      const { id } = ofCustomer('nordic').find((p) => p.job.jobType.id === 3)!;
      const body: CustomerJob = (
        await t.request({ url: `/api2/customer/jobs/${id}`, token: moderator })
      ).json();
      expect(body).toMatchObject({ Id: id, JobTypeId: 3, OrderId: null });
    });

    it("given another organisation's job, answers 403 Unauthorized; an unknown or a sub-job id 404", async () => {
      const fjordJob = ofCustomer('fjord')[0]!.id;
      const res = await t.request({ url: `/api2/customer/jobs/${fjordJob}`, token: moderator });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: JOB_MESSAGES.notYourJob(fjordJob) });
      const nordicJob = ofCustomer('nordic')[0]!.id;
      expect((await t.request({ url: `/api2/customer/jobs/${nordicJob}`, token: user })).statusCode).toBe(
        403,
      );
      const unknown = await t.request({ url: '/api2/customer/jobs/999999', token: moderator });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ Message: JOB_MESSAGES.noSuchJob(999999) });
      const [subJob] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.parentJobId, nordicJob));
      expect(
        (await t.request({ url: `/api2/customer/jobs/${subJob!.id}`, token: moderator })).statusCode,
      ).toBe(404);
    });

    it('given a partner token, answers 403; no token 401; a bad id 400', async () => {
      const id = ofCustomer('nordic')[0]!.id;
      expect((await t.request({ url: `/api2/customer/jobs/${id}`, token: partner })).statusCode).toBe(403);
      expect((await t.request({ url: `/api2/customer/jobs/${id}` })).statusCode).toBe(401);
      const bad = await t.request({ url: '/api2/customer/jobs/abc', token: moderator });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Message).toMatch(/^Job ID must be a whole number/);
    });
  });

  describe('GET /api2/customer/jobs/openmachinejobs/{id}', () => {
    /** Plan jobs on the machine that are not history, newest first. */
    const expectedOpen = (machineKey: string) =>
      planJobs
        .filter(
          (p) => isOpenForCustomer(p.job.statusId) && p.job.machines.some((m) => m.machineKey === machineKey),
        )
        .sort(newestFirst)
        .map((p) => p.id);

    it('answers the jobs of the machine that are not history, newest first', async () => {
      // The nordic machine with the most such jobs.
      const key = plan.machines
        .filter((m) => m.customerKey === 'nordic')
        .map((m) => m.key)
        .sort((a, b) => expectedOpen(b).length - expectedOpen(a).length)[0]!;
      expect(expectedOpen(key).length).toBeGreaterThan(1);
      const res = await t.request({
        url: `/api2/customer/jobs/openmachinejobs/${machineId.get(key)}`,
        token: moderator,
      });
      expect(res.statusCode).toBe(200);
      const body: CustomerJob[] = res.json();
      expect(body.map((j) => j.Id)).toEqual(expectedOpen(key));
      for (const job of body) {
        expect(isHistory(job.StatusId)).toBe(false);
        expect(job.InverseParent.some((s) => s.Machine.Id === machineId.get(key))).toBe(true);
      }
    });

    it('answers an empty list for a machine without such jobs', async () => {
      const key = plan.machines.find(
        (m) => m.customerKey === 'nordic' && expectedOpen(m.key).length === 0,
      )!.key;
      const res = await t.request({
        url: `/api2/customer/jobs/openmachinejobs/${machineId.get(key)}`,
        token: moderator,
      });
      expect(res.json()).toEqual([]);
    });

    it("given another organisation's machine, answers 403; an unknown machine 404; a partner 403", async () => {
      const fjordMachine = machineId.get(plan.machines.find((m) => m.customerKey === 'fjord')!.key)!;
      const res = await t.request({
        url: `/api2/customer/jobs/openmachinejobs/${fjordMachine}`,
        token: moderator,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: ACCESS_MESSAGES.notYourMachine(fjordMachine) });
      const unknown = await t.request({
        url: '/api2/customer/jobs/openmachinejobs/999999',
        token: moderator,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ Message: ACCESS_MESSAGES.noSuchMachine(999999) });
      expect(
        (await t.request({ url: `/api2/customer/jobs/openmachinejobs/${fjordMachine}`, token: partner }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('GET /api2/customer/jobs/filtered', () => {
    const filtered = (query: string, token = moderator) =>
      t.request({ url: `/api2/customer/jobs/filtered${query}`, token });
    const ids = async (query: string, token = moderator) =>
      ((await filtered(query, token)).json().Items as CustomerJob[]).map((j) => j.Id);

    it('answers the first 50 jobs of the organisation, newest first, with the total', async () => {
      const expected = listedOf('nordic').sort(newestFirst);
      expect(expected.length).toBeGreaterThan(0);
      const res = await filtered('');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ Page: 1, ItemsPerPage: 50, TotalCount: expected.length });
      expect(body.Items.map((j: CustomerJob) => j.Id)).toEqual(expected.slice(0, 50).map((p) => p.id));
    });

    it('pages never overlap or skip, and a page past the end is empty', async () => {
      const expected = listedOf('nordic')
        .sort(newestFirst)
        .map((p) => p.id);
      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const res = await filtered(`?ItemsPerPage=7&Page=${page}`);
        expect(res.json()).toMatchObject({ Page: page, ItemsPerPage: 7, TotalCount: expected.length });
        const items = res.json().Items as CustomerJob[];
        seen.push(...items.map((j) => j.Id));
        if (items.length < 7) break;
      }
      expect(seen).toEqual(expected);
      expect((await filtered('?Page=99')).json().Items).toEqual([]);
    });

    it('filters open (30 or below) and closed (above 30 up to 100) jobs; all is the default; deleted never listed', async () => {
      // The demo organisation has a deleted job, which no filter lists.
      expect(ofCustomer('nordic').some((p) => p.job.statusId === 110)).toBe(true);
      const nordic = listedOf('nordic').sort(newestFirst);
      const open = await ids('?Status=open&ItemsPerPage=100');
      const closed = await ids('?Status=closed&ItemsPerPage=100');
      expect(open).toEqual(nordic.filter((p) => isOpenForCustomer(p.job.statusId)).map((p) => p.id));
      expect(closed).toEqual(nordic.filter((p) => isHistory(p.job.statusId)).map((p) => p.id));
      expect(open.length + closed.length).toBe(nordic.length);
      expect(await ids('?Status=all&ItemsPerPage=100')).toEqual(nordic.map((p) => p.id));
    });

    it('filters by machine', async () => {
      const key = plan.jobs.find((j) => j.customerKey === 'nordic' && j.machines.length > 0)!.machines[0]!
        .machineKey;
      const expected = listedOf('nordic')
        .filter((p) => p.job.machines.some((m) => m.machineKey === key))
        .sort(newestFirst)
        .map((p) => p.id);
      expect(await ids(`?MachineId=${machineId.get(key)}`)).toEqual(expected);
      expect(await ids('?MachineId=999999')).toEqual([]);
    });

    it('searches the order number, the display name and machine names, case-insensitively', async () => {
      const withOrder = ofCustomer('nordic').find((p) => p.job.orderId !== null)!;
      expect(await ids(`?Search=${withOrder.job.orderId}`)).toEqual([withOrder.id]);
      const partOrder = ofCustomer('nordic').find((p) => p.job.jobType.id === 3)!;
      expect(await ids(`?Search=s${partOrder.id}`)).toContain(partOrder.id);
      // A machine's display name in other letter case finds every job on a machine with that name.
      const machine = plan.machines.find((m) => m.key === withOrder.job.machines[0]!.machineKey)!;
      const found = await ids(
        `?Search=${encodeURIComponent(machine.displayName.toUpperCase())}&ItemsPerPage=100`,
      );
      expect(found).toContain(withOrder.id);
      for (const id of found) {
        const job = planJobs.find((p) => p.id === id)!.job;
        const names = job.machines.map((m) => plan.machines.find((x) => x.key === m.machineKey)!.displayName);
        expect(
          [...names, job.displayName].some((n) =>
            n.toLowerCase().includes(machine.displayName.toLowerCase()),
          ),
        ).toBe(true);
      }
      // LIKE wildcards are taken literally.
      expect(await ids('?Search=%25')).toEqual([]);
      expect(await ids('?Search=_')).toEqual([]);
    });

    it('filters by created date, From and To inclusive (UTC days)', async () => {
      const nordic = listedOf('nordic').sort(newestFirst);
      const day = nordic[3]!.job.createdDate.toISOString().slice(0, 10);
      const onDay = nordic
        .filter((p) => p.job.createdDate.toISOString().slice(0, 10) === day)
        .map((p) => p.id);
      expect(onDay.length).toBeGreaterThan(0);
      expect(await ids(`?From=${day}&To=${day}`)).toEqual(onDay);
      expect(await ids(`?From=${day}&ItemsPerPage=100`)).toEqual(
        nordic.filter((p) => p.job.createdDate.toISOString().slice(0, 10) >= day).map((p) => p.id),
      );
      expect(await ids(`?To=${day}&ItemsPerPage=100`)).toEqual(
        nordic.filter((p) => p.job.createdDate.toISOString().slice(0, 10) <= day).map((p) => p.id),
      );
    });

    it('answers only the current organisation', async () => {
      const expected = listedOf('fjord')
        .sort(newestFirst)
        .map((p) => p.id);
      expect(await ids('', user)).toEqual(expected);
    });

    it('given bad input, answers 400 with a Message', async () => {
      for (const query of [
        '?Status=pending',
        '?ItemsPerPage=101',
        '?ItemsPerPage=0',
        '?Page=0',
        '?From=2026-13-01',
      ]) {
        const res = await filtered(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().Message, query).toMatch(/Status|Items per page|Page|From/);
      }
      const reversed = await filtered('?From=2026-02-01&To=2026-01-01');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toEqual({ Message: JOB_MESSAGES.fromAfterTo });
    });

    it("given another organisation's machine, answers 403; a partner 403", async () => {
      const fjordMachine = machineId.get(plan.machines.find((m) => m.customerKey === 'fjord')!.key)!;
      const res = await filtered(`?MachineId=${fjordMachine}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: ACCESS_MESSAGES.notYourMachine(fjordMachine) });
      expect((await filtered('', partner)).statusCode).toBe(403);
    });
  });

  describe('POST /api2/customer/jobs', () => {
    const post = (payload: unknown, token = moderator, headers?: Record<string, string>) =>
      t.request({ method: 'POST', url: '/api2/customer/jobs', token, payload: payload as object, headers });
    const nordicMachine = (i: number) =>
      machineId.get(plan.machines.filter((m) => m.customerKey === 'nordic')[i]!.key)!;

    it('creates one new service job with a sub-job per machine (texts trimmed, address copied)', async () => {
      const before = await t.request({ url: '/api2/customer/jobs/openCount', token: moderator });
      const res = await post({
        Machines: [
          { Id: nordicMachine(0), CustomerText: '  Leaking water.  ' },
          { Id: nordicMachine(1), CustomerText: 'Error E12' },
        ],
      });
      expect(res.statusCode).toBe(201);
      const { Id } = res.json();
      expect(Object.keys(res.json())).toEqual(['Id']);
      const job: CustomerJob = (
        await t.request({ url: `/api2/customer/jobs/${Id}`, token: moderator })
      ).json();
      const nordic = plan.customers.find((c) => c.key === 'nordic')!;
      expect(job).toMatchObject({
        Id,
        OrderId: null,
        JobTypeId: 1,
        JobTypeName: 'Service',
        StatusId: 10,
        StatusName: 'new',
        JobPriority: { Id: 2, Name: 'Normal' },
        Appointments: [],
        DeliveryAdressStreet: nordic.deliveryStreet,
        DeliveryAdressCity: nordic.deliveryCity,
      });
      expect(job.InverseParent.map((s) => [s.Machine.Id, s.CustomerComment, s.InvoiceComment])).toEqual([
        [nordicMachine(0), 'Leaking water.', null],
        [nordicMachine(1), 'Error E12', null],
      ]);
      expect(Date.now() - Date.parse(job.CreatedDate)).toBeLessThan(60_000);
      // It is open, first in the list, and on both machines.
      const after = (await t.request({ url: '/api2/customer/jobs/openCount', token: moderator })).json();
      expect(after.ActiveOtherJobsCount).toBe(before.json().ActiveOtherJobsCount + 1);
      expect(
        (await t.request({ url: '/api2/customer/jobs/filtered', token: moderator })).json().Items[0].Id,
      ).toBe(Id);
      const open = await t.request({
        url: `/api2/customer/jobs/openmachinejobs/${nordicMachine(1)}`,
        token: moderator,
      });
      expect(open.json().map((j: CustomerJob) => j.Id)).toContain(Id);
    });

    it('given bad input, answers 400 with a Message and creates nothing', async () => {
      const before = await jobCount();
      const cases: [unknown, RegExp | string][] = [
        [{ Machines: [] }, /Machines/],
        [{}, /^Machines is required\.$/],
        [{ Machines: [{ Id: nordicMachine(0), CustomerText: '' }] }, /Customer text/],
        [
          { Machines: [{ Id: nordicMachine(0), CustomerText: '   \n ' }] },
          JOB_MESSAGES.emptyText(nordicMachine(0)),
        ],
        [{ Machines: [{ Id: nordicMachine(0) }] }, /Customer text/],
        [
          {
            Machines: [
              { Id: nordicMachine(0), CustomerText: 'ok' },
              { Id: nordicMachine(1), CustomerText: ' ' },
            ],
          },
          JOB_MESSAGES.emptyText(nordicMachine(1)),
        ],
        [
          {
            Machines: [
              { Id: nordicMachine(0), CustomerText: 'a' },
              { Id: nordicMachine(0), CustomerText: 'b' },
            ],
          },
          JOB_MESSAGES.duplicateMachine(nordicMachine(0)),
        ],
        [
          { Machines: [{ Id: nordicMachine(0), CustomerText: 'nul \u0000 byte' }] },
          'Customer text (Machines, item 1) contains a control character (an invisible character such as NUL), which is not allowed.',
        ],
        [{ Machines: [{ Id: 'x', CustomerText: 'a' }] }, /ID/],
      ];
      for (const [payload, message] of cases) {
        const res = await post(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        if (typeof message === 'string') expect(res.json()).toEqual({ Message: message });
        else expect(res.json().Message).toMatch(message);
      }
      expect(await jobCount()).toBe(before);
    });

    it("given another organisation's or an unknown machine among them, answers 403 and creates nothing", async () => {
      const before = await jobCount();
      const fjordMachine = machineId.get(plan.machines.find((m) => m.customerKey === 'fjord')!.key)!;
      for (const foreign of [fjordMachine, 999999]) {
        const res = await post({
          Machines: [
            { Id: nordicMachine(0), CustomerText: 'ok' },
            { Id: foreign, CustomerText: 'not mine' },
          ],
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ Message: ACCESS_MESSAGES.notYourMachine(foreign) });
      }
      // The other way round: the Fjord user cannot order on a Nordic machine.
      expect((await post({ Machines: [{ Id: nordicMachine(0), CustomerText: 'x' }] }, user)).statusCode).toBe(
        403,
      );
      expect(await jobCount()).toBe(before);
      const [fjordJobs] = await t.db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.customerId, customerId.fjord!), isNull(jobs.parentJobId)));
      expect(Number(fjordJobs!.n)).toBe(ofCustomer('fjord').length);
    });

    it('given a partner token, answers 403; no token 401; nothing is created', async () => {
      const before = await jobCount();
      const payload = { Machines: [{ Id: nordicMachine(0), CustomerText: 'x' }] };
      expect((await post(payload, partner)).statusCode).toBe(403);
      expect((await t.request({ method: 'POST', url: '/api2/customer/jobs', payload })).statusCode).toBe(401);
      expect(await jobCount()).toBe(before);
    });

    describe('Idempotency-Key', () => {
      const order = (text: string) => ({ Machines: [{ Id: nordicMachine(4), CustomerText: text }] });
      const withKey = (key: string) => ({ 'idempotency-key': key });

      it('a double submit with the same key creates one job and answers the same Id twice', async () => {
        const before = await jobCount();
        const first = await post(order('Door does not close.'), moderator, withKey('key-double-1'));
        const second = await post(order('Door does not close.'), moderator, withKey('key-double-1'));
        expect(first.statusCode).toBe(201);
        expect(second.statusCode).toBe(201);
        expect(second.json()).toEqual(first.json());
        expect(await jobCount()).toBe(before + 2); // the job and its one machine sub-job
        const [row] = await t.db
          .select()
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.key, 'key-double-1'));
        expect(row).toMatchObject({
          operation: 'createJob',
          responseStatus: 201,
          responseBody: first.json(),
        });
      });

      it('two concurrent submits with the same key create one job', async () => {
        const before = await jobCount();
        const [a, b] = await Promise.all([
          post(order('Concurrent.'), moderator, withKey('key-concurrent')),
          post(order('Concurrent.'), moderator, withKey('key-concurrent')),
        ]);
        expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
        expect(a.json()).toEqual(b.json());
        expect(await jobCount()).toBe(before + 2);
      });

      it('another instance on the same database answers the repeat (keys are rows, not memory)', async () => {
        const first = await post(order('Two instances.'), moderator, withKey('key-instances'));
        const other = await buildApp({
          db: t.db,
          jwtSecret: TEST_JWT_SECRET,
          portalDist: '/nonexistent',
          answerCheck: t.answerCheck,
        });
        try {
          const before = await jobCount();
          const res = await other.inject({
            method: 'POST',
            url: '/api2/customer/jobs',
            headers: { authorization: `Bearer ${moderator}`, ...withKey('key-instances') },
            payload: order('Two instances.'),
          });
          expect(res.statusCode).toBe(201);
          expect(res.json()).toEqual(first.json());
          expect(await jobCount()).toBe(before);
        } finally {
          await other.close();
        }
      });

      it('the same key with another body answers 409 and creates nothing; other keys and users are apart', async () => {
        const first = await post(order('Original text.'), moderator, withKey('key-other-body'));
        const before = await jobCount();
        const res = await post(order('Changed text.'), moderator, withKey('key-other-body'));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ Message: IDEMPOTENCY_MESSAGES.otherBody });
        expect(await jobCount()).toBe(before);
        // Another key is another order.
        const next = await post(order('Original text.'), moderator, withKey('key-other-body-2'));
        expect(next.json().Id).not.toBe(first.json().Id);
        // The same key of another user is that user's own.
        const fjordMachine = machineId.get(plan.machines.find((m) => m.customerKey === 'fjord')!.key)!;
        const theirs = await post(
          { Machines: [{ Id: fjordMachine, CustomerText: 'Original text.' }] },
          user,
          withKey('key-other-body'),
        );
        expect(theirs.statusCode).toBe(201);
        expect(theirs.json().Id).not.toBe(first.json().Id);
      });

      it('a key older than 24 hours is forgotten: the repeat creates a new job', async () => {
        const first = await post(order('Yesterday.'), moderator, withKey('key-expired'));
        await t.db
          .update(idempotencyKeys)
          .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
          .where(eq(idempotencyKeys.key, 'key-expired'));
        const again = await post(order('Yesterday.'), moderator, withKey('key-expired'));
        expect(again.statusCode).toBe(201);
        expect(again.json().Id).not.toBe(first.json().Id);
      });

      it('a failed call does not use the key up; a malformed key answers 400', async () => {
        const fjordMachine = machineId.get(plan.machines.find((m) => m.customerKey === 'fjord')!.key)!;
        const refused = await post(
          { Machines: [{ Id: fjordMachine, CustomerText: 'x' }] },
          moderator,
          withKey('key-after-failure'),
        );
        expect(refused.statusCode).toBe(403);
        expect((await post(order('Now right.'), moderator, withKey('key-after-failure'))).statusCode).toBe(
          201,
        );
        const before = await jobCount();
        for (const key of ['has space', 'x'.repeat(201), 'ünicode']) {
          const res = await post(order('Bad key.'), moderator, withKey(key));
          expect(res.statusCode, key).toBe(400);
          expect(res.json()).toEqual({ Message: IDEMPOTENCY_MESSAGES.invalid });
        }
        expect(await jobCount()).toBe(before);
      });
    });

    it('is all or nothing: a failure on the second machine leaves no job behind', async () => {
      // A trigger makes the database refuse one sub-job, after the job and the first sub-job were written.
      await t.db.execute(
        sql.raw(`create or replace function eqp_test_refuse() returns trigger language plpgsql as $$
          begin
            if new.customer_comment = 'refuse me' then raise exception 'refused by the test'; end if;
            return new;
          end $$`),
      );
      await t.db.execute(
        sql.raw(
          'create trigger eqp_test_refuse before insert on jobs for each row execute function eqp_test_refuse()',
        ),
      );
      try {
        const before = await jobCount();
        // A database fault is the one answer outside the contract (which declares no 500).
        const res = await t.request({
          method: 'POST',
          url: '/api2/customer/jobs',
          token: moderator,
          payload: {
            Machines: [
              { Id: nordicMachine(2), CustomerText: 'fine' },
              { Id: nordicMachine(3), CustomerText: 'refuse me' },
            ],
          },
          unchecked: true,
        });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ Message: 'Internal server error' });
        expect(await jobCount()).toBe(before);
      } finally {
        await t.db.execute(sql.raw('drop trigger eqp_test_refuse on jobs'));
        await t.db.execute(sql.raw('drop function eqp_test_refuse()'));
      }
    });
  });
});
