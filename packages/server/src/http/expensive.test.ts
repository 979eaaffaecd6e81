/**
 * The budgets of expensive calls: at most `concurrency` at a time, at most `queue` waiting, and
 * 503 with Retry-After and a Message beyond, for password sign-in and the offline-report download.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JOB_CODE, DEMO_PASSWORD } from '../seed/index.js';
import { basic, createTestContext, FORM, type TestContext, tokenForm } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { ApiError } from './errors.js';
import { BUSY_RETRY_AFTER_SECONDS, ConcurrencyGate } from './expensive.js';

/** A promise and the function that settles it: work that finishes when the test says so. */
function pending(): { promise: Promise<void>; finish: () => void } {
  let finish!: () => void;
  const promise = new Promise<void>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe('ConcurrencyGate', () => {
  it('given a budget of 2 with 1 waiting, runs two, queues the third and refuses the fourth with 503', async () => {
    const gate = new ConcurrencyGate(2, 1, 'The server is busy');
    const works = [pending(), pending(), pending()];
    const order: number[] = [];
    const runs = works.map((work, i) =>
      gate.run(async () => {
        order.push(i);
        await work.promise;
        return i;
      }),
    );
    expect(gate.load).toEqual({ active: 2, waiting: 1 });
    const refused = await gate.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(503);
    expect((refused as ApiError).headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect((refused as ApiError).message).toBe('The server is busy. Try again in 1 second.');
    expect(() => gate.assertRoom()).toThrow(ApiError);

    // When one finishes, the waiting one gets its turn; then there is room again.
    works[0]!.finish();
    expect(await runs[0]).toBe(0);
    // The third starts on a later turn of the event loop.
    while (order.length < 3) await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
    expect(() => gate.assertRoom()).not.toThrow();
    works[1]!.finish();
    works[2]!.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('given 3 starts a second, refuses the fourth start within the second with 503, and starts again as the second passes', () => {
    let at = 1000;
    const gate = new ConcurrencyGate(
      10,
      10,
      'The server is busy preparing other offline reports',
      3,
      () => at,
    );
    for (let i = 0; i < 3; i++) gate.assertRoom();
    expect(() => gate.assertRoom()).toThrow(
      expect.objectContaining({
        statusCode: 503,
        message: 'The server is busy preparing other offline reports. Try again in 1 second.',
        headers: { 'retry-after': '1' },
      }),
    );
    at += 340; // a third of a second: one start back
    gate.assertRoom();
    expect(() => gate.assertRoom()).toThrow(expect.objectContaining({ statusCode: 503 }));
    at += 5000; // never more than a second's worth at once
    for (let i = 0; i < 3; i++) gate.assertRoom();
    expect(() => gate.assertRoom()).toThrow(expect.objectContaining({ statusCode: 503 }));
  });

  it('given no rate (0), only the turns and the queue count', () => {
    const gate = new ConcurrencyGate(1, 0, 'Busy', 0, () => 0);
    for (let i = 0; i < 100; i++) expect(() => gate.assertRoom()).not.toThrow();
  });

  it('gives the turn back when the work fails', async () => {
    const gate = new ConcurrencyGate(1, 0, 'Busy');
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});

describe.each(testDatabases())('expensive calls under a full budget ($name)', (kind) => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext(kind, {
      limits: { hashingConcurrency: 1, hashingQueue: 0, offlineReportConcurrency: 1, offlineReportQueue: 0 },
    });
  });
  afterAll(async () => t?.close());

  const signIn = () =>
    t.request({
      method: 'POST',
      url: '/api2/token',
      headers: { ...FORM, authorization: basic('user@demo.test', DEMO_PASSWORD) },
      payload: tokenForm('ServiceProvider.Customer'),
    });

  it('answers a sign-in 503 with Retry-After and a Message while the hashing budget is taken, and signs in afterwards', async () => {
    const busy = pending();
    const holder = t.app.expensive.passwordHashing.run(() => busy.promise);
    const refused = await signIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      Message: 'The server is busy checking other passwords. Try again in 1 second.',
    });
    busy.finish();
    await holder;
    expect((await signIn()).statusCode).toBe(200);
  });

  it('answers an offline-report download 503 while the report budget is taken; cheap calls go on', async () => {
    const busy = pending();
    const holder = t.app.expensive.offlineReport.run(() => busy.promise);
    const url = `/api2/Partner/jobs/offlinereport/${DEMO_JOB_CODE}`;
    const refused = await t.request({ url });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json<{ Message: string }>().Message).toMatch(
      /^The server is busy preparing other offline reports/,
    );
    expect((await t.request({ url: '/api2/app/portal' })).statusCode).toBe(200);
    busy.finish();
    await holder;
    const res = await t.request({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});

describe('offline-report downloads started per second (OFFLINE_REPORTS_PER_SECOND)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(testDatabases()[0]!, {
      limits: { offlineReportsPerSecond: 2, offlineReportQueue: 10 },
    });
  });
  afterAll(async () => t?.close());

  it('given 2 a second, answers two of three downloads sent at once and refuses the third with 503', async () => {
    const url = `/api2/Partner/jobs/offlinereport/${DEMO_JOB_CODE}`;
    const answers = await Promise.all([1, 2, 3].map(() => t.request({ url })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503]);
    const refused = answers.find((a) => a.statusCode === 503)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json<{ Message: string }>().Message).toBe(
      'The server is busy preparing other offline reports. Try again in 1 second.',
    );
  });
});
