import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@eqp/contract';
import { counters, jobs } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { type MadeJob, makeCounter, makeJob, userIdOf } from '../../../test/partner-jobs.js';

type Counter = components['schemas']['Counter'];

describe.each(testDatabases())('partner machine counters ($name)', (kind) => {
  let t: TestContext;
  let tech: string;
  let tech2: string;
  let customer: string;
  const made: MadeJob[] = [];
  const make = async (...args: Parameters<typeof makeJob> extends [unknown, ...infer R] ? R : never) => {
    const job = await makeJob(t.db, ...args);
    made.push(job);
    return job;
  };
  const counterRow = async (id: number) =>
    (await t.db.select().from(counters).where(eq(counters.id, id)))[0]!;
  const put = (counter: Partial<Counter> & { Id: number }, token: string) =>
    t.request({
      method: 'PUT',
      url: '/api2/partner/machinecounter/',
      token,
      payload: { Name: 'ignored', LastValue: 1, Value: null, ...counter },
    });

  beforeAll(async () => {
    t = await createTestContext(kind);
    tech = (await t.login('tech@demo.test')).access_token;
    tech2 = (await t.login('tech2@otherpartner.test')).access_token;
    customer = (await t.login('moderator@demo.test')).access_token;
  });
  afterEach(async () => {
    const jobsMade = made.splice(0);
    const machineIds = [...new Set(jobsMade.flatMap((j) => j.machineIds))];
    if (machineIds.length > 0) await t.db.delete(counters).where(inArray(counters.machineId, machineIds));
    for (const job of jobsMade) await t.db.delete(jobs).where(eq(jobs.id, job.jobId));
  });
  afterAll(async () => t?.close());

  describe('GET /api2/partner/machinecounter/{machineId}', () => {
    it('answers the counters of a machine on a job of the company, by name', async () => {
      const job = await make(30);
      const machineId = job.machineIds[0]!;
      await makeCounter(t.db, machineId, { name: 'Operating hours', lastValue: 4200 });
      await makeCounter(t.db, machineId, { name: 'Brews', value: 52100, lastValue: 52000 });
      const res = await t.request({ url: `/api2/partner/machinecounter/${machineId}`, token: tech });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { Id: expect.any(Number), Name: 'Brews', Value: 52100, LastValue: 52000 },
        { Id: expect.any(Number), Name: 'Operating hours', Value: null, LastValue: 4200 },
      ]);
    });

    it('answers the demo counters of a machine on a demo job', async () => {
      const [row] = await t.db.select().from(counters).limit(1);
      const res = await t.request({ url: `/api2/partner/machinecounter/${row!.machineId}`, token: tech });
      expect(res.statusCode).toBe(200);
      expect(res.json<Counter[]>().map((c) => c.Id)).toContain(row!.id);
    });

    it('answers the counters of a finalized job too (read-only in the portal)', async () => {
      const job = await make(50);
      await makeCounter(t.db, job.machineIds[0]!, { value: 10, lastValue: 5 });
      const res = await t.request({ url: `/api2/partner/machinecounter/${job.machineIds[0]}`, token: tech });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
    });

    it('a machine on no job the caller may open is 403 Unauthorized, an unknown machine 404', async () => {
      const job = await make(30);
      await makeCounter(t.db, job.machineIds[0]!, { lastValue: 5 });
      const res = await t.request({ url: `/api2/partner/machinecounter/${job.machineIds[0]}`, token: tech2 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
      const unknown = await t.request({ url: '/api2/partner/machinecounter/999999', token: tech });
      expect(unknown.statusCode).toBe(404);
    });

    it('a customer token is 403', async () => {
      const job = await make(30);
      const res = await t.request({
        url: `/api2/partner/machinecounter/${job.machineIds[0]}`,
        token: customer,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('PUT /api2/partner/machinecounter/', () => {
    it("saves today's value and keeps the previous one; a correction during the job keeps it too", async () => {
      const job = await make(30);
      const id = await makeCounter(t.db, job.machineIds[0]!, { lastValue: 4200 });
      const res = await put({ Id: id, Value: 4290.5, LastValue: 1 }, tech);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Id: id, Name: 'Operating hours', Value: 4290.5, LastValue: 4200 });
      const row = await counterRow(id);
      expect(row.updatedBy).toBe(await userIdOf(t.db, 'tech@demo.test'));
      expect(row.updatedAt).not.toBeNull();
      const corrected = await put({ Id: id, Value: 4250 }, tech);
      expect(corrected.json()).toEqual({ Id: id, Name: 'Operating hours', Value: 4250, LastValue: 4200 });
    });

    it('takes the minimal body { Id, Value } as well as the whole counter', async () => {
      const job = await make(30);
      const id = await makeCounter(t.db, job.machineIds[0]!, { lastValue: 100 });
      const minimal = await t.request({
        method: 'PUT',
        url: '/api2/partner/machinecounter/',
        token: tech,
        payload: { Id: id, Value: 120 },
      });
      expect(minimal.statusCode).toBe(200);
      expect(minimal.json()).toEqual({ Id: id, Name: 'Operating hours', Value: 120, LastValue: 100 });
      const full = await put({ Id: id, Name: 'Renamed?', Value: 130, LastValue: 5 }, tech);
      expect(full.statusCode).toBe(200);
      expect(full.json()).toEqual({ Id: id, Name: 'Operating hours', Value: 130, LastValue: 100 });
      const withoutValue = await t.request({
        method: 'PUT',
        url: '/api2/partner/machinecounter/',
        token: tech,
        payload: { Id: id },
      });
      expect(withoutValue.statusCode).toBe(400);
      expect(withoutValue.json()).toEqual({ Message: 'Value is required.' });
      expect((await counterRow(id)).value).toBe(130);
    });

    it('a value saved before the job (an earlier visit) becomes the previous value', async () => {
      const job = await make(40);
      const id = await makeCounter(t.db, job.machineIds[0]!, {
        value: 4300,
        lastValue: 4200,
        updatedAt: new Date('2026-01-15T10:00:00Z'),
      });
      const res = await put({ Id: id, Value: 4400 }, tech);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ Value: 4400, LastValue: 4300 });
    });

    it('a value below the previous one is 400 and changes nothing', async () => {
      const job = await make(30);
      const id = await makeCounter(t.db, job.machineIds[0]!, { lastValue: 4200 });
      const before = await counterRow(id);
      const res = await put({ Id: id, Value: 4199 }, tech);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: 'Value must not be below the previous value (4200)' });
      expect(await counterRow(id)).toEqual(before);
    });

    it.each([
      [null, 'Value is required: a number of 0 or more'],
      [-1, 'Value must not be negative'],
      [1e13, 'Value must not be above 999999999999.99'],
      [12.345, 'Value must have at most 2 decimals'],
    ])('a value %s is 400 and changes nothing', async (value, message) => {
      const job = await make(30);
      const id = await makeCounter(t.db, job.machineIds[0]!);
      const before = await counterRow(id);
      const res = await put({ Id: id, Value: value }, tech);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: message });
      expect(await counterRow(id)).toEqual(before);
    });

    it('a value that is not a number is 400', async () => {
      const job = await make(30);
      const id = await makeCounter(t.db, job.machineIds[0]!);
      const res = await put({ Id: id, Value: 'many' as unknown as number }, tech);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(/Value/);
    });

    it.each([
      [50, 'The job is finalized and can no longer be changed'],
      [70, 'The job is finalized and can no longer be changed'],
      [110, 'The job has been deleted'],
      [20, 'The job has not been started'],
    ])(
      'a machine only on a job of status %i refuses with 409 and nothing changes',
      async (status, message) => {
        const job = await make(status);
        const id = await makeCounter(t.db, job.machineIds[0]!, { value: 10, lastValue: 5 });
        const before = await counterRow(id);
        const res = await put({ Id: id, Value: 20 }, tech);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ Message: message });
        expect(await counterRow(id)).toEqual(before);
      },
    );

    it('another company gets 403 Unauthorized and nothing changes', async () => {
      const job = await make(30);
      const id = await makeCounter(t.db, job.machineIds[0]!, { lastValue: 5 });
      const before = await counterRow(id);
      const res = await put({ Id: id, Value: 20 }, tech2);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
      expect(await counterRow(id)).toEqual(before);
    });

    it('an unknown counter is 404, a customer token 403', async () => {
      expect((await put({ Id: 999999, Value: 1 }, tech)).statusCode).toBe(404);
      const job = await make(30);
      const id = await makeCounter(t.db, job.machineIds[0]!);
      expect((await put({ Id: id, Value: 1 }, customer)).statusCode).toBe(403);
      expect((await counterRow(id)).value).toBeNull();
    });
  });
});
