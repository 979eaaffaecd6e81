import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readThrottleLimits } from '../config.js';
import type { Database } from '../db/client.js';
import { throttles } from '../db/schema.js';
import { DEMO_JOB_CODE, DEMO_PASSWORD } from '../seed/index.js';
import { basic, createTestContext, FORM, type TestContext, tokenForm } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { secondInstance } from '../test/second-instance.js';
import {
  type ConsecutiveRule,
  DEFAULT_THROTTLE_LIMITS,
  describeWait,
  keyHash,
  pruneThrottles,
  Throttle,
  THROTTLE_FORGET_AFTER_MS,
  type WindowRule,
} from './throttle.js';

const MINUTE = 60_000;
const windowRule: WindowRule = { kind: 'window', bucket: 'test-window', limit: 3, windowMs: 10 * MINUTE };
const runRule: ConsecutiveRule = {
  kind: 'consecutive',
  bucket: 'test-run',
  freeFailures: 2,
  baseDelayMs: 30_000,
  maxDelayMs: 2 * MINUTE,
};

describe('describeWait', () => {
  it('names seconds under a minute and whole minutes (rounded up) above', () => {
    expect([1, 30, 59, 60, 61, 120, 900].map(describeWait)).toEqual([
      '1 second',
      '30 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '2 minutes',
      '15 minutes',
    ]);
  });
});

describe('readThrottleLimits', () => {
  it('has the documented defaults and takes every figure from the environment', () => {
    expect(readThrottleLimits({})).toEqual(DEFAULT_THROTTLE_LIMITS);
    const limits = readThrottleLimits({
      LOGIN_FAILURES_PER_ACCOUNT: '5',
      LOGIN_DELAY_SECONDS: '10',
      LOGIN_MAX_DELAY_SECONDS: '600',
      LOGIN_FAILURES_PER_CLIENT: '100',
      LOGIN_CLIENT_WINDOW_SECONDS: '3600',
      JOB_CODE_FAILURES_PER_CLIENT: '8',
      JOB_CODE_WINDOW_SECONDS: '1800',
    });
    expect(limits.loginAccount).toMatchObject({ freeFailures: 5, baseDelayMs: 10_000, maxDelayMs: 600_000 });
    expect(limits.loginClient).toMatchObject({ limit: 100, windowMs: 3_600_000 });
    expect(limits.jobCode).toMatchObject({ bucket: 'job-code', limit: 8, windowMs: 1_800_000 });
  });

  it.each([
    ['LOGIN_FAILURES_PER_ACCOUNT', '0'],
    ['LOGIN_FAILURES_PER_CLIENT', 'many'],
    ['JOB_CODE_WINDOW_SECONDS', '-5'],
    ['JOB_CODE_WINDOW_SECONDS', '86401'],
    ['LOGIN_MAX_DELAY_SECONDS', '5'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readThrottleLimits({ [name]: value })).toThrow(
      /LOGIN_MAX_DELAY_SECONDS|must be a whole number/,
    );
    expect(() => readThrottleLimits({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe.each(testDatabases())('Throttle ($name)', (kind) => {
  let database: Database & { dispose(): Promise<void> };
  let clock = new Date('2026-03-02T09:00:00Z');
  let throttle: Throttle;
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    database = await kind.create();
    throttle = new Throttle(database.db, () => clock);
  });
  afterAll(async () => database?.dispose());

  it('window: refuses after the limit until the window that began with the first failure ends', async () => {
    expect(await throttle.fail(windowRule, 'a')).toBe(0);
    later(MINUTE);
    expect(await throttle.fail(windowRule, 'a')).toBe(0);
    expect(await throttle.retryAfter(windowRule, 'a')).toBe(0);
    expect(await throttle.fail(windowRule, 'a')).toBe(9 * 60);
    expect(await throttle.retryAfter(windowRule, 'a')).toBe(9 * 60);
    expect(await throttle.retryAfter(windowRule, 'b')).toBe(0);
    later(9 * MINUTE);
    expect(await throttle.retryAfter(windowRule, 'a')).toBe(0);
    // A new window: the count starts again.
    expect(await throttle.fail(windowRule, 'a')).toBe(0);
  });

  it('consecutive: free failures, then a doubling delay up to the cap; reset forgets it', async () => {
    const waits = [];
    for (let i = 0; i < 6; i++) waits.push(await throttle.fail(runRule, 'acct'));
    expect(waits).toEqual([0, 30, 60, 120, 120, 120]);
    await throttle.reset(runRule, 'acct');
    expect(await throttle.retryAfter(runRule, 'acct')).toBe(0);
    expect(await throttle.fail(runRule, 'acct')).toBe(0);
  });

  it('consecutive: a run of failures a day old is forgotten', async () => {
    expect(await throttle.fail(runRule, 'old')).toBe(0);
    later(THROTTLE_FORGET_AFTER_MS);
    expect(await throttle.fail(runRule, 'old')).toBe(0);
    expect(await throttle.fail(runRule, 'old')).toBe(30);
  });

  it('counts parallel failures exactly (one atomic upsert each) and stores only a hash of the key', async () => {
    const rule: WindowRule = { ...windowRule, bucket: 'test-parallel', limit: 1000 };
    await Promise.all(Array.from({ length: 25 }, () => throttle.fail(rule, '192.0.2.1')));
    const rows = await database.db.select().from(throttles).where(eq(throttles.bucket, rule.bucket));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.failures).toBe(25);
    expect(rows[0]!.keyHash).toBe(keyHash('192.0.2.1'));
    expect(JSON.stringify(rows)).not.toContain('192.0.2.1');
  });

  it('prunes rows untouched for a day that refuse nobody', async () => {
    const rule: WindowRule = { ...windowRule, bucket: 'test-prune' };
    await throttle.fail(rule, 'stale');
    later(THROTTLE_FORGET_AFTER_MS + 1);
    await throttle.fail(rule, 'fresh');
    await pruneThrottles(database.db, clock);
    const keys = await database.db
      .select({ keyHash: throttles.keyHash })
      .from(throttles)
      .where(and(eq(throttles.bucket, rule.bucket)));
    expect(keys).toEqual([{ keyHash: keyHash('fresh') }]);
  });
});

describe.each(testDatabases())('two server instances on one database ($name)', (kind) => {
  let t: TestContext;
  let other: Awaited<ReturnType<typeof secondInstance>> | undefined;
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await createTestContext(kind);
    other = await secondInstance(t, kind);
    second = other.app;
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const signIn = (app: FastifyInstance, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api2/token',
      headers: { ...FORM, authorization: basic('tech@demo.test', password) },
      payload: tokenForm('ServiceProvider.Partner'),
      remoteAddress: '203.0.113.99',
    });
  const codeLogin = (app: FastifyInstance, code: string) =>
    app.inject({ url: `/api2/partner/authentication?code=${code}`, remoteAddress: '203.0.113.99' });

  it('share the per-account sign-in budget', async () => {
    const apps = [t.app, second];
    for (let i = 0; i < DEFAULT_THROTTLE_LIMITS.loginAccount.freeFailures; i++) {
      expect((await signIn(apps[i % 2]!, 'wrong')).statusCode).toBe(401);
    }
    for (const app of apps) expect((await signIn(app, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('share the job-code budget', async () => {
    const apps = [t.app, second];
    for (let i = 0; i < DEFAULT_THROTTLE_LIMITS.jobCode.limit; i++) {
      expect((await codeLogin(apps[i % 2]!, `WRONG${i}`)).statusCode).toBe(404);
    }
    for (const app of apps) expect((await codeLogin(app, DEMO_JOB_CODE)).statusCode).toBe(429);
  });
});
