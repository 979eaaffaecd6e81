/**
 * Load shedding: with a lagging event loop (blocked for real, as a backlog of work would block
 * it), /api2 calls are answered 503 with Retry-After and a Message before they do any work; a
 * single pause sheds nothing, and once the lag is gone calls pass again. The test waits for the
 * shedder's samples (events), never for a fixed time.
 */
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { LoadShedder, SHEDDING_MESSAGE, SHEDDING_RETRY_AFTER_SECONDS } from './load-shedding.js';

const LAG_MS = 40;
const SAMPLE_MS = 20;
const APP_SAMPLE_MS = 100;

/**
 * Blocks the event loop for `ms`, as a long synchronous task would. The sample after it is late by
 * at least `ms` minus one sample interval, so a block is made longer than the interval.
 */
function blockEventLoop(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The next sample of `shedder` (its lag in milliseconds). */
const nextSample = async (shedder: LoadShedder) => ((await once(shedder, 'sample')) as [number])[0];

describe('LoadShedder', () => {
  it('sheds after two late samples in a row, not after one, and stops with the first sample on time', async () => {
    const shedder = new LoadShedder(LAG_MS, SAMPLE_MS);
    shedder.start();
    try {
      // From a sample on time (a busy test machine may make one late by itself).
      while ((await nextSample(shedder)) > LAG_MS);
      blockEventLoop(SAMPLE_MS + LAG_MS * 3);
      expect(await nextSample(shedder)).toBeGreaterThan(LAG_MS);
      expect(shedder.overloaded).toBe(false);
      blockEventLoop(SAMPLE_MS + LAG_MS * 3);
      expect(await nextSample(shedder)).toBeGreaterThan(LAG_MS);
      expect(shedder.overloaded).toBe(true);
      expect(() => shedder.assertNotOverloaded()).toThrow(SHEDDING_MESSAGE);
      // A sample on time (the loop idle) ends it.
      while ((await nextSample(shedder)) > LAG_MS);
      expect(shedder.overloaded).toBe(false);
    } finally {
      shedder.stop();
    }
  });

  it('never sheds with a threshold of 0 (off)', async () => {
    const shedder = new LoadShedder(0, SAMPLE_MS);
    shedder.start();
    blockEventLoop(LAG_MS * 3);
    expect(shedder.overloaded).toBe(false);
    shedder.stop();
  });
});

describe.each(testDatabases().slice(0, 1))('load shedding in the app ($name)', (kind) => {
  let t: TestContext;

  beforeAll(async () => {
    // Samples further apart here, so none comes between the check of the state and the request.
    t = await createTestContext(kind, { limits: { sheddingLagMs: LAG_MS, sheddingSampleMs: APP_SAMPLE_MS } });
  });
  afterAll(async () => t?.close());

  it('answers /api2 calls 503 with Retry-After and a Message under lag, and 200 again once it is gone', async () => {
    const shedder = t.app.loadShedder;
    for (let i = 0; i < 2; i++) {
      blockEventLoop(APP_SAMPLE_MS + LAG_MS * 3);
      await nextSample(shedder);
    }
    expect(shedder.overloaded).toBe(true);
    const refused = await t.request({ url: '/api2/app/portal' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(SHEDDING_RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({ Message: SHEDDING_MESSAGE });
    // Refused before the rate limits counted it: no RateLimit headers.
    expect(refused.headers['ratelimit-limit']).toBeUndefined();

    while ((await nextSample(shedder)) > LAG_MS);
    expect((await t.request({ url: '/api2/app/portal' })).statusCode).toBe(200);
  });
});
