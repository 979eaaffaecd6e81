/**
 * A token of the partner code login (/c/{code}) reaches its own job only: every partner job
 * operation, whatever the company of the code-login account.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@eqp/contract';
import { counters, jobs, orderLines } from '../../db/schema.js';
import { createTestContext, type TestContext, type Token } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { jobRows, type MadeJob, makeCounter, makeJob } from '../../test/partner-jobs.js';

type PartnerJobsView = components['schemas']['PartnerJobsView'];

describe.each(testDatabases())('a code-login token reaches only its job ($name)', (kind) => {
  let t: TestContext;
  const made: MadeJob[] = [];
  /** Its own job (open) and another open job of the same company, on other machines. */
  let own: MadeJob;
  let other: MadeJob;
  let token: string;

  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    const jobsMade = made.splice(0);
    const machineIds = [...new Set(jobsMade.flatMap((j) => j.machineIds))];
    if (machineIds.length > 0) await t.db.delete(counters).where(inArray(counters.machineId, machineIds));
    for (const job of jobsMade) await t.db.delete(jobs).where(eq(jobs.id, job.jobId));
  });
  afterAll(async () => t?.close());

  const setUp = async () => {
    own = await makeJob(t.db, 30);
    const [first, second] = own.machineIds;
    // The other job is on the second machine only, the own job on the first only.
    await t.db.delete(jobs).where(eq(jobs.id, own.machineJobIds[1]!));
    own = { ...own, machineJobIds: [own.machineJobIds[0]!], machineIds: [first!] };
    other = await makeJob(t.db, 30, { machineIds: [second!] });
    made.push(own, other);
    const res = await t.request({ url: `/api2/partner/authentication?code=${own.code}` });
    expect(res.statusCode).toBe(200);
    token = res.json<Token>().access_token;
  };

  it('jobs view, job by id and by code: its own job only', async () => {
    await setUp();
    const view = (await t.request({ url: '/api2/partner/jobs/view', token })).json<PartnerJobsView>();
    expect(view).toEqual({
      Upcoming: [],
      Open: [expect.objectContaining({ Id: own.jobId })],
      Finished: [],
      NextCursors: { Upcoming: null, Open: null, Finished: null },
    });
    expect((await t.request({ url: `/api2/partner/jobs/${own.jobId}`, token })).statusCode).toBe(200);
    const refused = await t.request({ url: `/api2/partner/jobs/${other.jobId}`, token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: 'Unauthorized' });
    expect((await t.request({ url: `/api2/partner/jobs/code?code=${own.code}`, token })).statusCode).toBe(
      200,
    );
    expect((await t.request({ url: `/api2/partner/jobs/code?code=${other.code}`, token })).statusCode).toBe(
      403,
    );
  });

  it('status and comments: its own job only; the other job is unchanged', async () => {
    await setUp();
    const before = await jobRows(t.db, other.jobId);
    const status = (id: number) =>
      t.request({ method: 'PATCH', url: `/api2/partner/jobs/${id}/setStatus/Completed`, token });
    const comment = (id: number) =>
      t.request({
        method: 'PATCH',
        url: `/api2/partner/jobs/${id}/setComment`,
        token,
        payload: { TechnicianComment: 'Done' },
      });
    expect((await comment(own.machineJobIds[0]!)).statusCode).toBe(200);
    expect((await comment(other.machineJobIds[0]!)).statusCode).toBe(403);
    expect((await status(other.jobId)).statusCode).toBe(403);
    expect((await status(own.jobId)).statusCode).toBe(200);
    expect(await jobRows(t.db, other.jobId)).toEqual(before);
  });

  it("counters: its own job's machines only", async () => {
    await setUp();
    const mine = await makeCounter(t.db, own.machineIds[0]!, { lastValue: 10 });
    const theirs = await makeCounter(t.db, other.machineIds[0]!, { lastValue: 10 });
    const get = (machineId: number) => t.request({ url: `/api2/partner/machinecounter/${machineId}`, token });
    const put = (id: number) =>
      t.request({
        method: 'PUT',
        url: '/api2/partner/machinecounter/',
        token,
        payload: { Id: id, Name: 'x', Value: 20, LastValue: null },
      });
    expect((await get(own.machineIds[0]!)).statusCode).toBe(200);
    expect((await get(other.machineIds[0]!)).statusCode).toBe(403);
    expect((await put(mine)).statusCode).toBe(200);
    expect((await put(theirs)).statusCode).toBe(403);
    const [row] = await t.db.select().from(counters).where(eq(counters.id, theirs));
    expect(row!.value).toBeNull();
  });

  it("order lines: its own job's machine jobs only", async () => {
    await setUp();
    const add = (machineJobId: number) =>
      t.request({
        method: 'POST',
        url: `/api2/partner/OrderDetail/${machineJobId}`,
        token,
        payload: { ArticleNumber: null, ArticleDescription: 'Fee' },
      });
    expect((await add(own.machineJobIds[0]!)).statusCode).toBe(201);
    expect((await add(other.machineJobIds[0]!)).statusCode).toBe(403);
    const list = await t.request({ url: `/api2/partner/OrderDetail/List/${other.machineJobIds[0]}`, token });
    expect(list.statusCode).toBe(403);
    const theirs = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.machineJobId, other.machineJobIds[0]!));
    expect(theirs).toEqual([]);
  });

  it("company and articles: the job's partner company and its warehouse", async () => {
    await setUp();
    const company = await t.request({ url: '/api2/partner/company', token });
    expect(company.json()).toMatchObject({ CompanyName: 'Service Partner AS' });
    const articles = await t.request({ url: '/api2/partner/Article', token });
    expect(articles.json<unknown[]>().length).toBeGreaterThan(0);
  });
});
