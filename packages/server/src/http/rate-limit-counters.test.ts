/**
 * The rate limits' counts written in batches (rate-limit-counters.ts): one instance still refuses
 * at exactly the limit, two instances together let at most one batch more through, the calls
 * counted in memory reach the shared table within the flush, and a call near the limit is written
 * at once.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../auth/tokens.js';
import { rateLimits } from '../db/schema.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { secondInstance } from '../test/second-instance.js';
import type { Limits } from './limits.js';
import { RATE_FLUSH_MS, RateCounters } from './rate-limit-counters.js';
import { windowStartOf } from './rate-limit-store.js';

const START = new Date('2026-03-02T09:00:10Z');
const LIMIT = 40;
const BATCH = 5;
const LIMITS: Partial<Limits> = {
  rateWindowMs: 60_000,
  requestsPerAddress: LIMIT,
  requestsPerToken: 1000,
  rateBatch: BATCH,
};

describe.each(testDatabases())('rate-limit counts in batches ($name)', (kind) => {
  let t: TestContext;
  let other: Awaited<ReturnType<typeof secondInstance>> | undefined;
  let clock = START;
  let address = 0;

  beforeAll(async () => {
    t = await createTestContext(kind, { now: () => clock, limits: LIMITS, trustProxy: ['127.0.0.1'] });
    other = await secondInstance(t, kind, { now: () => clock, limits: LIMITS, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });
  beforeEach(() => {
    clock = START;
    address += 1;
  });

  const client = () => `198.51.100.${address}`;
  const call = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/api2/app/portal', headers: { 'x-forwarded-for': client() } });
  /** The shared count of this test's address in the current window. */
  const stored = async () => {
    const [row] = await t.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.bucket, 'api-address'),
          eq(rateLimits.keyHash, sha256(client())),
          eq(rateLimits.windowStart, windowStartOf(60_000, clock)),
        ),
      );
    return row?.hits ?? 0;
  };

  it('given one instance, lets exactly the limit through, counting down one by one', async () => {
    for (let i = 1; i <= LIMIT; i++) {
      const res = await call(t.app);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-remaining']).toBe(String(LIMIT - i));
    }
    expect((await call(t.app)).statusCode).toBe(429);
    // Near the limit every call was written: the table holds them all, the refused one too.
    expect(await stored()).toBe(LIMIT + 1);
  });

  it('writes a batch at a time far from the limit, and the rest within the flush', async () => {
    await call(t.app);
    expect(await stored()).toBe(1);
    for (let i = 0; i < BATCH - 1; i++) await call(t.app);
    // The first call and nothing since: the others wait in memory.
    expect(await stored()).toBe(1);
    // The next one is written with the ones that waited.
    await call(t.app);
    expect(await stored()).toBe(BATCH + 1);
    await call(t.app);
    expect(await stored()).toBe(BATCH + 1);
    // A second later the next call writes what waited.
    clock = new Date(START.getTime() + RATE_FLUSH_MS);
    await call(t.app);
    expect(await stored()).toBe(BATCH + 3);
  });

  it('given two instances, lets at most one batch over the limit through', async () => {
    let admitted = 0;
    let refusedInARow = 0;
    for (let i = 0; i < 3 * LIMIT && refusedInARow < 4; i++) {
      const res = await call(i % 2 === 0 ? t.app : other!.app);
      if (res.statusCode === 200) {
        admitted += 1;
        refusedInARow = 0;
      } else {
        expect(res.statusCode).toBe(429);
        refusedInARow += 1;
      }
    }
    expect(admitted).toBeGreaterThanOrEqual(LIMIT);
    expect(admitted).toBeLessThanOrEqual(LIMIT + BATCH);
    expect(refusedInARow).toBe(4);
  });

  it('writes what is counted in memory when flushed (the timer, the close)', async () => {
    const counters = new RateCounters(t.db, { windowMs: 60_000, batch: 100 });
    const key = { bucket: 'api-address', key: client(), limit: 1_000_000 };
    expect(await counters.count([key], clock)).toEqual([1]);
    for (let i = 2; i <= 10; i++) expect(await counters.count([key], clock)).toEqual([i]);
    expect(await stored()).toBe(1);
    await counters.flush(clock);
    expect(await stored()).toBe(10);
    // The counters of an ended window are forgotten once written.
    await counters.count([key], clock);
    await counters.flush(new Date(START.getTime() + 60_000));
    expect(counters.size).toBe(0);
    expect(await stored()).toBe(11);
  });

  it("the timer's flush writes only keys quiet for a flush by the app's clock", async () => {
    const counters = new RateCounters(t.db, { windowMs: 60_000, batch: 100 });
    const key = { bucket: 'api-address', key: client(), limit: 1_000_000 };
    for (let i = 1; i <= 4; i++) await counters.count([key], clock);
    expect(await stored()).toBe(1);
    // However late the timer fires in real time, the app's clock has not moved: nothing is written.
    await counters.flush(clock, true);
    expect(await stored()).toBe(1);
    await counters.flush(new Date(START.getTime() + RATE_FLUSH_MS - 1), true);
    expect(await stored()).toBe(1);
    await counters.flush(new Date(START.getTime() + RATE_FLUSH_MS), true);
    expect(await stored()).toBe(4);
  });
});
