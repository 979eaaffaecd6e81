import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_THROTTLE_LIMITS,
  LOGIN_CLIENT_WINDOW_MS,
  LOGIN_DELAY_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_CLIENT,
  LOGIN_MAX_DELAY_MS,
} from '../../auth/throttle.js';
import { DEMO_PASSWORD } from '../../seed/index.js';
import { basic, createTestContext, FORM, type TestContext, tokenForm } from '../../test/context.js';
import { expectContract } from '../../test/contract.js';
import { testDatabases } from '../../test/databases.js';
import { MESSAGES } from './index.js';

const ACCOUNT = 'user@demo.test';
const START = new Date('2026-03-02T09:00:00Z');
/** The per-client budget of these tests (the default, 50, is the same rule with more sign-ins). */
const CLIENT_LIMIT = 12;

describe.each(testDatabases())('password sign-in throttling ($name)', (kind) => {
  let t: TestContext;
  let clock = START;
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    t = await createTestContext(kind, {
      now: () => clock,
      throttle: { loginClient: { ...DEFAULT_THROTTLE_LIMITS.loginClient, limit: CLIENT_LIMIT } },
    });
  });
  afterAll(async () => t?.close());

  let attempt = 0;
  /** Every attempt from another address unless one is given: the per-account budget ignores the client. */
  const signIn = async (email: string, password: string, remoteAddress = `198.51.100.${++attempt % 250}`) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api2/token',
      headers: { ...FORM, authorization: basic(email, password) },
      payload: tokenForm('ServiceProvider.Customer'),
      remoteAddress,
    });
    expectContract(res, 'POST', '/api2/token');
    return res;
  };
  const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);
  const failTimes = async (n: number, email = ACCOUNT) => {
    for (let i = 0; i < n; i++) expect((await signIn(email, `wrong-${i}`)).statusCode).toBe(401);
  };

  it('given 10 wrong passwords in a row, refuses the account with 429 and Retry-After, the right password too', async () => {
    clock = START;
    await failTimes(LOGIN_FAILURES_PER_ACCOUNT);
    for (const password of ['wrong-again', DEMO_PASSWORD]) {
      const res = await signIn(ACCOUNT, password);
      expect(res.statusCode).toBe(429);
      expect(retryAfter(res)).toBe(LOGIN_DELAY_MS / 1000);
      expect(res.json()).toEqual({ Message: 'Too many failed sign-ins. Try again in 30 seconds.' });
    }
    // The account name is what counts, in any case and spacing; other accounts are untouched.
    expect((await signIn(' USER@demo.test ', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await signIn('moderator@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    later(10_000);
    expect(retryAfter(await signIn(ACCOUNT, DEMO_PASSWORD))).toBe(20);
  });

  it('doubles the delay with every further failure, up to 15 minutes, and a success after the wait resets it', async () => {
    clock = START;
    await failTimes(LOGIN_FAILURES_PER_ACCOUNT);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = await signIn(ACCOUNT, 'wrong');
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
      later(retryAfter(refused) * 1000);
      // The wait is over: the password is checked again, and a wrong one blocks for longer.
      expect((await signIn(ACCOUNT, 'wrong')).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    expect(LOGIN_MAX_DELAY_MS).toBe(900_000);
    const capped = await signIn(ACCOUNT, DEMO_PASSWORD);
    expect(capped.json()).toEqual({ Message: 'Too many failed sign-ins. Try again in 15 minutes.' });

    // Never permanent: after the wait the right password signs in, and the count starts over.
    later(LOGIN_MAX_DELAY_MS);
    expect((await signIn(ACCOUNT, DEMO_PASSWORD)).statusCode).toBe(200);
    await failTimes(LOGIN_FAILURES_PER_ACCOUNT - 1);
    expect((await signIn(ACCOUNT, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('treats an unknown account like a known one: the same answers, the same refusal', async () => {
    clock = START;
    const unknown = 'nobody-here@demo.test';
    const known = await signIn(ACCOUNT, 'wrong');
    const missing = await signIn(unknown, 'wrong');
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.json()).toEqual(known.json());
    await failTimes(LOGIN_FAILURES_PER_ACCOUNT - 1, unknown);
    const refused = await signIn(unknown, 'wrong');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: MESSAGES.tooManyFailures(30) });
    expect(retryAfter(refused)).toBe(30);
  });

  it('gives one client address a budget of failed sign-ins across all accounts per 15 minutes', async () => {
    expect(LOGIN_FAILURES_PER_CLIENT).toBe(50);
    clock = START;
    const client = '203.0.113.50';
    for (let i = 0; i < CLIENT_LIMIT; i++) {
      expect((await signIn(`guess-${i}@demo.test`, 'wrong', client)).statusCode).toBe(401);
    }
    later(60_000);
    const refused = await signIn('moderator@demo.test', DEMO_PASSWORD, client);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(LOGIN_CLIENT_WINDOW_MS / 1000 - 60);
    expect(refused.json()).toEqual({ Message: 'Too many failed sign-ins. Try again in 14 minutes.' });
    // Other clients sign in; the refused client does again once its window is over.
    expect((await signIn('moderator@demo.test', DEMO_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
    later(LOGIN_CLIENT_WINDOW_MS);
    expect((await signIn('moderator@demo.test', DEMO_PASSWORD, client)).statusCode).toBe(200);
  });
});
