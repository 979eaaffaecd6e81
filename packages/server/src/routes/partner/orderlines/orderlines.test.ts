import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@eqp/contract';
import { jobs, orderLines } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { type MadeJob, makeJob, userIdOf } from '../../../test/partner-jobs.js';

type OrderLine = components['schemas']['OrderLine'];

describe.each(testDatabases())('partner order lines ($name)', (kind) => {
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
  /** Every order line of the made job's machine jobs, to assert that a refused call changed nothing. */
  const rows = (job: MadeJob) =>
    t.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.machineJobId, job.machineJobIds))
      .orderBy(asc(orderLines.id));
  /** A job of `status` with a custom line and an article line on its first machine job. */
  const jobWithLines = async (status: number, participants?: string[]) => {
    const job = await make(status, participants ? { participants } : {});
    const machineJobId = job.machineJobIds[0]!;
    const inserted = await t.db
      .insert(orderLines)
      .values([
        { machineJobId, articleNumber: null, articleDescription: 'Travel and call-out fee', articleCount: 1 },
        {
          machineJobId,
          articleNumber: 'GN-9001',
          articleDescription: 'Descaler 5 l',
          articleCount: 2,
          articleType: 'Consumable',
        },
      ])
      .returning({ id: orderLines.id });
    return { job, machineJobId, lineIds: inserted.map((r) => r.id) };
  };

  const list = (machineJobId: number, token: string) =>
    t.request({ url: `/api2/partner/OrderDetail/List/${machineJobId}`, token });
  const add = (machineJobId: number, payload: object, token: string) =>
    t.request({ method: 'POST', url: `/api2/partner/OrderDetail/${machineJobId}`, token, payload });
  const update = (machineJobId: number, payload: object, token: string) =>
    t.request({ method: 'PATCH', url: `/api2/partner/OrderDetail/${machineJobId}`, token, payload });
  const remove = (machineJobId: number, lineId: number, token: string) =>
    t.request({ method: 'DELETE', url: `/api2/partner/OrderDetail/${machineJobId}/${lineId}`, token });

  beforeAll(async () => {
    t = await createTestContext(kind);
    tech = (await t.login('tech@demo.test')).access_token;
    tech2 = (await t.login('tech2@otherpartner.test')).access_token;
    customer = (await t.login('moderator@demo.test')).access_token;
  });
  afterEach(async () => {
    for (const job of made.splice(0)) await t.db.delete(jobs).where(eq(jobs.id, job.jobId));
  });
  afterAll(async () => t?.close());

  describe('GET /api2/partner/OrderDetail/List/{machineJobId}', () => {
    it('answers the lines of the machine job in the order they were added', async () => {
      const { machineJobId, lineIds } = await jobWithLines(30);
      const res = await list(machineJobId, tech);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          Id: lineIds[0],
          ArticleNumber: null,
          ArticleDescription: 'Travel and call-out fee',
          ArticleCount: 1,
          ArticleType: null,
        },
        {
          Id: lineIds[1],
          ArticleNumber: 'GN-9001',
          ArticleDescription: 'Descaler 5 l',
          ArticleCount: 2,
          ArticleType: 'Consumable',
        },
      ]);
    });

    it('answers the lines of a finalized job (read-only) and of another machine job apart', async () => {
      const { job, machineJobId } = await jobWithLines(50);
      expect((await list(machineJobId, tech)).json()).toHaveLength(2);
      expect((await list(job.machineJobIds[1]!, tech)).json()).toEqual([]);
    });

    it('another company gets 403 Unauthorized; a top-level job id 404; a customer token 403', async () => {
      const { job, machineJobId } = await jobWithLines(30);
      const res = await list(machineJobId, tech2);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
      expect((await list(job.jobId, tech)).statusCode).toBe(404);
      expect((await list(machineJobId, customer)).statusCode).toBe(403);
    });
  });

  describe('POST /api2/partner/OrderDetail/{machineJobId}', () => {
    it('adds a custom line with the count 1 by default', async () => {
      const job = await make(30);
      const res = await add(
        job.machineJobIds[0]!,
        { ArticleNumber: null, ArticleDescription: ' Extra hour ' },
        tech,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        Id: expect.any(Number),
        ArticleNumber: null,
        ArticleDescription: 'Extra hour',
        ArticleCount: 1,
        ArticleType: null,
      });
      const [row] = await rows(job);
      expect(row).toMatchObject({
        machineJobId: job.machineJobIds[0],
        articleDescription: 'Extra hour',
        createdBy: await userIdOf(t.db, 'tech@demo.test'),
      });
    });

    it("adds a warehouse article with the warehouse's number, text and type", async () => {
      const job = await make(25);
      const res = await add(
        job.machineJobIds[0]!,
        { ArticleNumber: 'gn-9001', ArticleDescription: 'whatever the list said', ArticleCount: 3 },
        tech,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        ArticleNumber: 'GN-9001',
        ArticleDescription: 'Descaler 5 l',
        ArticleCount: 3,
        ArticleType: 'Consumable',
      });
      expect((await list(job.machineJobIds[0]!, tech)).json<OrderLine[]>().map((l) => l.Id)).toEqual([
        res.json<OrderLine>().Id,
      ]);
    });

    it('a text of exactly 50 characters is taken', async () => {
      const job = await make(30);
      const text = 'x'.repeat(50);
      const res = await add(job.machineJobIds[0]!, { ArticleNumber: null, ArticleDescription: text }, tech);
      expect(res.statusCode).toBe(201);
      expect(res.json().ArticleDescription).toBe(text);
    });

    it.each([
      [
        { ArticleNumber: null, ArticleDescription: 'x'.repeat(51) },
        /^Article description can be at most 50 characters\.$/,
      ],
      [{ ArticleNumber: null, ArticleDescription: '' }, /^Article description cannot be empty\.$/],
      [{ ArticleNumber: null, ArticleDescription: '   ' }, /^ArticleDescription must not be empty$/],
      [
        { ArticleNumber: null, ArticleDescription: 'Fee', ArticleCount: 0 },
        /^Article count must be a whole number/,
      ],
      [
        { ArticleNumber: null, ArticleDescription: 'Fee', ArticleCount: 1.5 },
        /^Article count must be a whole number/,
      ],
      [{ ArticleNumber: null }, /^Article description is required\.$/],
      [{ ArticleDescription: 'Fee' }, /^Article number is required\.$/],
      [
        { ArticleNumber: 'CO-1007', ArticleDescription: 'Fee' },
        /^Article CO-1007 is not in your company's warehouse$/,
      ],
      [
        { ArticleNumber: 'NOPE-1', ArticleDescription: 'Fee' },
        /^Article NOPE-1 is not in your company's warehouse$/,
      ],
    ])('a body %j is 400 and adds nothing', async (payload, message) => {
      const job = await make(30);
      const res = await add(job.machineJobIds[0]!, payload, tech);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(message);
      expect(await rows(job)).toEqual([]);
    });

    it('a company without a warehouse adds custom lines, but no articles', async () => {
      const job = await make(30, { participants: ['tech2@otherpartner.test'] });
      const article = await add(
        job.machineJobIds[0]!,
        { ArticleNumber: 'GN-9001', ArticleDescription: 'x' },
        tech2,
      );
      expect(article.statusCode).toBe(400);
      expect(article.json()).toEqual({
        Message: 'Your company has no parts warehouse: add a custom line (ArticleNumber null)',
      });
      const custom = await add(
        job.machineJobIds[0]!,
        { ArticleNumber: null, ArticleDescription: 'Fee' },
        tech2,
      );
      expect(custom.statusCode).toBe(201);
    });

    it('another company gets 403 Unauthorized and nothing is added; a customer token 403', async () => {
      const job = await make(30);
      const res = await add(job.machineJobIds[0]!, { ArticleNumber: null, ArticleDescription: 'Fee' }, tech2);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
      const asCustomer = await add(
        job.machineJobIds[0]!,
        { ArticleNumber: null, ArticleDescription: 'Fee' },
        customer,
      );
      expect(asCustomer.statusCode).toBe(403);
      expect(await rows(job)).toEqual([]);
    });

    it('a top-level job id or an unknown machine job is 404', async () => {
      const job = await make(30);
      for (const id of [job.jobId, 999999]) {
        const res = await add(id, { ArticleNumber: null, ArticleDescription: 'Fee' }, tech);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ Message: 'No such machine job' });
      }
    });
  });

  describe('PATCH /api2/partner/OrderDetail/{machineJobId}', () => {
    it('changes the text and count of a line', async () => {
      const { job, machineJobId, lineIds } = await jobWithLines(30);
      const res = await update(
        machineJobId,
        { Id: lineIds[0], ArticleDescription: 'Call-out', ArticleCount: 2 },
        tech,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        Id: lineIds[0],
        ArticleNumber: null,
        ArticleDescription: 'Call-out',
        ArticleCount: 2,
        ArticleType: null,
      });
      expect((await rows(job)).map((r) => [r.articleDescription, r.articleCount])).toEqual([
        ['Call-out', 2],
        ['Descaler 5 l', 2],
      ]);
    });

    it.each([
      [
        { ArticleDescription: 'y'.repeat(51), ArticleCount: 1 },
        /^Article description can be at most 50 characters\.$/,
      ],
      [{ ArticleDescription: 'Fee', ArticleCount: 0 }, /^Article count must be a whole number/],
      [{ ArticleDescription: 'Fee', ArticleCount: 1.5 }, /^Article count must be a whole number/],
      [{ ArticleDescription: 'Fee' }, /^Article count is required\.$/],
    ])('a body %j is 400 and changes nothing', async (payload, message) => {
      const { job, machineJobId, lineIds } = await jobWithLines(30);
      const before = await rows(job);
      const res = await update(machineJobId, { Id: lineIds[0], ...payload }, tech);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(message);
      expect(await rows(job)).toEqual(before);
    });

    it('a line of another machine job or an unknown line is 404', async () => {
      const { job, lineIds } = await jobWithLines(30);
      const before = await rows(job);
      for (const id of [lineIds[0], 999999]) {
        const res = await update(
          job.machineJobIds[1]!,
          { Id: id, ArticleDescription: 'x', ArticleCount: 1 },
          tech,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ Message: 'No such order line on this machine job' });
      }
      expect(await rows(job)).toEqual(before);
    });

    it('another company gets 403 Unauthorized and nothing changes', async () => {
      const { job, machineJobId, lineIds } = await jobWithLines(30);
      const before = await rows(job);
      const res = await update(
        machineJobId,
        { Id: lineIds[0], ArticleDescription: 'x', ArticleCount: 9 },
        tech2,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
      expect(await rows(job)).toEqual(before);
    });
  });

  describe('DELETE /api2/partner/OrderDetail/{machineJobId}/{lineId}', () => {
    it('removes a line and answers the lines left', async () => {
      const { job, machineJobId, lineIds } = await jobWithLines(30);
      const res = await remove(machineJobId, lineIds[0]!, tech);
      expect(res.statusCode).toBe(200);
      expect(res.json<OrderLine[]>().map((l) => l.Id)).toEqual([lineIds[1]]);
      expect((await rows(job)).map((r) => r.id)).toEqual([lineIds[1]]);
      const last = await remove(machineJobId, lineIds[1]!, tech);
      expect(last.json()).toEqual([]);
    });

    it('an unknown line or one of another machine job is 404 and nothing is removed', async () => {
      const { job, lineIds } = await jobWithLines(30);
      for (const [machineJobId, lineId] of [
        [job.machineJobIds[0]!, 999999],
        [job.machineJobIds[1]!, lineIds[0]!],
      ] as const) {
        const res = await remove(machineJobId, lineId, tech);
        expect(res.statusCode).toBe(404);
      }
      expect(await rows(job)).toHaveLength(2);
    });

    it('another company gets 403 Unauthorized and nothing is removed; a customer token 403', async () => {
      const { job, machineJobId, lineIds } = await jobWithLines(30);
      const res = await remove(machineJobId, lineIds[0]!, tech2);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
      expect((await remove(machineJobId, lineIds[0]!, customer)).statusCode).toBe(403);
      expect(await rows(job)).toHaveLength(2);
    });
  });

  describe('a job that is not open refuses every write', () => {
    it.each([
      [50, 'The job is finalized and can no longer be changed'],
      [60, 'The job is finalized and can no longer be changed'],
      [100, 'The job is finalized and can no longer be changed'],
      [110, 'The job has been deleted'],
      [10, 'The job has not been started'],
    ])('status %i: add, change and remove are 409 and change nothing', async (status, message) => {
      const { job, machineJobId, lineIds } = await jobWithLines(status);
      const before = await rows(job);
      const answers = [
        await add(machineJobId, { ArticleNumber: null, ArticleDescription: 'Late' }, tech),
        await add(machineJobId, { ArticleNumber: 'GN-9001', ArticleDescription: 'Late' }, tech),
        await update(machineJobId, { Id: lineIds[0], ArticleDescription: 'Late', ArticleCount: 5 }, tech),
        await remove(machineJobId, lineIds[0]!, tech),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ Message: message });
      }
      expect(await rows(job)).toEqual(before);
    });
  });
});
