import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JOB_CODE } from '../seed/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { expectContract } from '../test/contract.js';
import { testDatabases } from '../test/databases.js';
import { JOB_CODE_ALPHABET, JOB_CODE_BITS, JOB_CODE_LENGTH, newJobCode } from './job-codes.js';
import { JOB_CODE_FAILURES_PER_CLIENT, JOB_CODE_WINDOW_MS } from './throttle.js';

describe('newJobCode', () => {
  it('draws 13 symbols of an alphabet without 0, O, 1, I or L: more than 60 bits', () => {
    expect(JOB_CODE_ALPHABET).toHaveLength(31);
    expect(JOB_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(JOB_CODE_LENGTH).toBe(13);
    expect(JOB_CODE_BITS).toBeGreaterThan(60);
    for (let i = 0; i < 100; i++) expect(newJobCode()).toMatch(/^[2-9A-HJKMNP-Z]{13}$/);
  });

  it('uses every symbol about equally often in every position, and never repeats a code', () => {
    const codes = Array.from({ length: 3100 }, () => newJobCode());
    expect(new Set(codes).size).toBe(codes.length);
    for (const position of [0, 6, 12]) {
      const counts = new Map<string, number>();
      for (const code of codes) counts.set(code[position]!, (counts.get(code[position]!) ?? 0) + 1);
      expect(counts.size).toBe(31);
      // 100 expected per symbol; a fair draw stays well within 40..160.
      for (const n of counts.values()) {
        expect(n).toBeGreaterThan(40);
        expect(n).toBeLessThan(160);
      }
    }
  });
});

describe.each(testDatabases())('one job-code budget per client ($name)', (kind) => {
  let t: TestContext;
  let clock = new Date('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    t = await createTestContext(kind, { now: () => clock });
  });
  afterAll(async () => t?.close());

  const codeLogin = async (code: string, remoteAddress: string) => {
    const url = `/api2/partner/authentication?code=${encodeURIComponent(code)}`;
    const res = await t.app.inject({ url, remoteAddress });
    expectContract(res, 'GET', url);
    return res;
  };
  const offlineReport = async (code: string, remoteAddress: string) => {
    const url = `/api2/Partner/jobs/offlinereport/${encodeURIComponent(code)}`;
    const res = await t.app.inject({ url, remoteAddress });
    expectContract(res, 'GET', url);
    return res;
  };

  it('counts wrong codes of the code login and the offline-report download together, then refuses both', async () => {
    const guesser = '203.0.113.20';
    for (let i = 0; i < JOB_CODE_FAILURES_PER_CLIENT; i++) {
      const res = i % 2 ? await codeLogin(`WRONG${i}`, guesser) : await offlineReport(`WRONG${i}`, guesser);
      expect(res.statusCode).toBe(404);
    }
    for (const res of [
      await codeLogin(DEMO_JOB_CODE, guesser),
      await offlineReport(DEMO_JOB_CODE, guesser),
      await codeLogin('ANYTHING', guesser),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe(String(JOB_CODE_WINDOW_MS / 1000));
      expect(res.json()).toEqual({
        Message: 'Too many invalid job codes from this address. Try again in 10 minutes.',
      });
    }
    // Another client is not affected; the guesser may try again when its window is over.
    expect((await codeLogin(DEMO_JOB_CODE, '198.51.100.20')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + JOB_CODE_WINDOW_MS);
    expect((await offlineReport(DEMO_JOB_CODE, guesser)).statusCode).toBe(200);
    expect((await codeLogin(DEMO_JOB_CODE, guesser)).statusCode).toBe(200);
  });

  it('does not count right codes', async () => {
    const client = '203.0.113.21';
    for (let i = 0; i < JOB_CODE_FAILURES_PER_CLIENT + 5; i++) {
      expect((await codeLogin(DEMO_JOB_CODE.toLowerCase(), client)).statusCode).toBe(200);
    }
  });
});
