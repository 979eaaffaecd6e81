import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SCOPE, PARTNER_SCOPE, type Principal } from '../../auth/scopes.js';
import { jobs, users } from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import {
  codeJobIdOf,
  lockEditableJob,
  mayOpen,
  openJob,
  openMachineJob,
  type PartnerCaller,
  partnerCaller,
} from './access.js';
import { companyIdOf, type MadeJob, makeJob, userIdOf } from '../../test/partner-jobs.js';

const requestOf = (principal: Principal | null) => ({ principal }) as unknown as FastifyRequest;

describe.each(testDatabases())('partner job access ($name)', (kind) => {
  let t: TestContext;
  let tech: PartnerCaller;
  const made: MadeJob[] = [];
  const make = async (...args: Parameters<typeof makeJob> extends [unknown, ...infer R] ? R : never) => {
    const job = await makeJob(t.db, ...args);
    made.push(job);
    return job;
  };

  beforeAll(async () => {
    t = await createTestContext(kind);
    tech = {
      userId: await userIdOf(t.db, 'tech@demo.test'),
      partnerCompanyId: await companyIdOf(t.db, 'Service Partner AS'),
      onlyJobId: null,
    };
  });
  afterEach(async () => {
    for (const job of made.splice(0)) await t.db.delete(jobs).where(eq(jobs.id, job.jobId));
  });
  afterAll(async () => t?.close());

  describe('partnerCaller', () => {
    it('reads the company from the user row and the job limit from the token', async () => {
      const principal = { userId: tech.userId, scope: PARTNER_SCOPE, customerId: null, jobId: 42 };
      expect(await partnerCaller(t.db, requestOf(principal as Principal))).toEqual({
        ...tech,
        onlyJobId: 42,
      });
      const plain: Principal = { userId: tech.userId, scope: PARTNER_SCOPE, customerId: null };
      expect(await partnerCaller(t.db, requestOf(plain))).toEqual(tech);
      expect(codeJobIdOf(plain)).toBeNull();
    });

    it('refuses a customer principal (403), no principal and a deactivated account (401)', async () => {
      const customer: Principal = { userId: tech.userId, scope: CUSTOMER_SCOPE, customerId: 1 };
      await expect(partnerCaller(t.db, requestOf(customer))).rejects.toMatchObject({ statusCode: 403 });
      await expect(partnerCaller(t.db, requestOf(null))).rejects.toMatchObject({ statusCode: 401 });
      const colleague = await userIdOf(t.db, 'siri@servicepartner.test');
      await t.db.update(users).set({ active: false }).where(eq(users.id, colleague));
      try {
        const principal: Principal = { userId: colleague, scope: PARTNER_SCOPE, customerId: null };
        await expect(partnerCaller(t.db, requestOf(principal))).rejects.toMatchObject({ statusCode: 401 });
      } finally {
        await t.db.update(users).set({ active: true }).where(eq(users.id, colleague));
      }
    });
  });

  describe('openJob and openMachineJob', () => {
    it('a job-limited caller opens its job and no other job of its company', async () => {
      const own = await make(30);
      const other = await make(30);
      const limited = { ...tech, onlyJobId: own.jobId };
      expect((await openJob(t.db, limited, own.jobId)).id).toBe(own.jobId);
      expect((await openMachineJob(t.db, limited, own.machineJobIds[0]!)).job.id).toBe(own.jobId);
      await expect(openJob(t.db, limited, other.jobId)).rejects.toMatchObject({
        statusCode: 403,
        message: 'Unauthorized',
      });
      await expect(openMachineJob(t.db, limited, other.machineJobIds[0]!)).rejects.toMatchObject({
        statusCode: 403,
      });
      // The same account without the limit opens both.
      expect(await mayOpen(t.db, tech, (await openJob(t.db, tech, other.jobId))!)).toBe(true);
    });

    it('a job-limited caller does not reach its job through participation elsewhere either', async () => {
      const own = await make(30, { company: null, participants: ['tech@demo.test'] });
      const other = await make(30, { company: null, participants: ['tech@demo.test'] });
      const limited = { ...tech, onlyJobId: own.jobId };
      expect((await openJob(t.db, limited, own.jobId)).id).toBe(own.jobId);
      await expect(openJob(t.db, limited, other.jobId)).rejects.toMatchObject({ statusCode: 403 });
    });

    it('unknown ids are 404, a machine job given as a job and a job given as a machine job too', async () => {
      const job = await make(30);
      await expect(openJob(t.db, tech, 999999)).rejects.toMatchObject({ statusCode: 404 });
      await expect(openJob(t.db, tech, job.machineJobIds[0]!)).rejects.toMatchObject({ statusCode: 404 });
      await expect(openMachineJob(t.db, tech, job.jobId)).rejects.toMatchObject({ statusCode: 404 });
    });
  });

  describe('lockEditableJob', () => {
    it.each([
      [10, 409],
      [20, 409],
      [25, undefined],
      [49, undefined],
      [50, 409],
      [110, 409],
    ])('status %i: %s', async (status, code) => {
      const job = await make(status);
      const run = t.db.transaction(async (tx) => lockEditableJob(tx as unknown as typeof t.db, job.jobId));
      if (code === undefined) await expect(run).resolves.toBeUndefined();
      else await expect(run).rejects.toMatchObject({ statusCode: code });
    });
  });
});
