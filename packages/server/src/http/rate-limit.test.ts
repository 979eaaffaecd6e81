/**
 * The general rate limits (per client address, per sign-in session) and the stricter per-address
 * ones of sign-in and the offline-report download, with small figures: the RateLimit-* headers,
 * 429 with Retry-After and a Message over a limit, a new window (fake clock) lets calls through
 * again, and two instances on one database count together.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_JOB_CODE, DEMO_PASSWORD } from '../seed/index.js';
import { expectContract } from '../test/contract.js';
import { basic, createTestContext, FORM, type TestContext, tokenForm } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { secondInstance } from '../test/second-instance.js';
import type { Limits } from './limits.js';
import { RATE_MESSAGES } from './rate-limit.js';

const START = new Date('2026-03-02T09:00:10Z');
const LIMITS: Partial<Limits> = {
  rateWindowMs: 60_000,
  requestsPerAddress: 6,
  requestsPerToken: 3,
  signInsPerAddress: 2,
  offlineReportsPerAddress: 1,
};

describe.each(testDatabases())('rate limits ($name)', (kind) => {
  let t: TestContext;
  let other: Awaited<ReturnType<typeof secondInstance>> | undefined;
  let second: FastifyInstance;
  let clock = START;
  let address = 0;

  beforeAll(async () => {
    t = await createTestContext(kind, { now: () => clock, limits: LIMITS, trustProxy: ['127.0.0.1'] });
    other = await secondInstance(t, kind, {
      now: () => clock,
      limits: LIMITS,
      trustProxy: ['127.0.0.1'],
    });
    second = other.app;
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });
  beforeEach(() => {
    clock = START;
    address += 1;
  });

  /** A client address of its own for each test (X-Forwarded-For through the trusted 127.0.0.1). */
  const client = () => `198.51.100.${address}`;
  const call = async (
    options: Partial<InjectOptions> & { token?: string },
    app: FastifyInstance = t.app,
  ): Promise<LightMyRequestResponse> => {
    const { token, ...rest } = options;
    const res = await app.inject({
      method: 'GET',
      url: '/api2/app/portal',
      ...rest,
      headers: {
        'x-forwarded-for': client(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(rest.headers as Record<string, string> | undefined),
      },
    });
    expectContract(res, String(rest.method ?? 'GET'), String(rest.url ?? '/api2/app/portal'));
    return res;
  };
  const signIn = (password = DEMO_PASSWORD) =>
    call({
      method: 'POST',
      url: '/api2/token',
      headers: { ...FORM, authorization: basic('user@demo.test', password) },
      payload: tokenForm('ServiceProvider.Customer'),
    });

  it('sends RateLimit-Limit, -Remaining and -Reset on every /api2 answer, counting down', async () => {
    const first = await call({});
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe('6');
    expect(first.headers['ratelimit-remaining']).toBe('5');
    // The window is the minute from 09:00:00; 10 s of it have passed.
    expect(first.headers['ratelimit-reset']).toBe('50');
    expect((await call({})).headers['ratelimit-remaining']).toBe('4');
    // An unknown call counts too (and says so).
    const unknown = await call({ url: '/api2/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['ratelimit-remaining']).toBe('3');
  });

  it('answers 429 with Retry-After, the headers and a Message over the per-address limit, until the window passes', async () => {
    for (let i = 0; i < 6; i++) expect((await call({})).statusCode).toBe(200);
    clock = new Date(START.getTime() + 20_000);
    const refused = await call({});
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.headers['ratelimit-limit']).toBe('6');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe('30');
    expect(refused.json()).toEqual({ Message: RATE_MESSAGES.address(30) });
    expect(refused.json<{ Message: string }>().Message).toBe(
      'Too many requests from this address. Try again in 30 seconds.',
    );
    // Another address is not affected.
    expect((await call({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(200);
    // The next window starts afresh.
    clock = new Date(START.getTime() + 50_000);
    const again = await call({});
    expect(again.statusCode).toBe(200);
    expect(again.headers['ratelimit-remaining']).toBe('5');
  });

  it('counts the calls of one sign-in session whatever the address, and answers 429 over its limit', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    const token = res.json<{ access_token: string }>().access_token;
    for (let i = 0; i < 3; i++) {
      const ok = await call({
        url: '/api2/customer/userinfo',
        token,
        headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['ratelimit-limit']).toBe('3');
      expect(ok.headers['ratelimit-remaining']).toBe(String(2 - i));
    }
    const refused = await call({
      url: '/api2/customer/userinfo',
      token,
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: RATE_MESSAGES.token(50) });
    expect(refused.headers['retry-after']).toBe('50');
    // Without the token the address still has its own budget.
    expect((await call({ headers: { 'x-forwarded-for': '203.0.113.200' } })).statusCode).toBe(200);
  });

  it('limits sign-ins per address more tightly, before the password is looked at', async () => {
    expect((await signIn('wrong password')).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(200);
    const refused = await signIn();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: RATE_MESSAGES.signIn(50) });
    expect(refused.headers['ratelimit-limit']).toBe('2');
    // Other calls from the address go on.
    expect((await call({})).statusCode).toBe(200);
  });

  it('limits offline-report downloads per address', async () => {
    const url = `/api2/Partner/jobs/offlinereport/${DEMO_JOB_CODE}`;
    expect((await call({ url })).statusCode).toBe(200);
    const refused = await call({ url });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Message: RATE_MESSAGES.offlineReport(50) });
  });

  it('counts the calls to two instances on one database together', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await call({}, i % 2 === 0 ? t.app : second);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-remaining']).toBe(String(5 - i));
    }
    expect((await call({}, second)).statusCode).toBe(429);
    expect((await call({}, t.app)).statusCode).toBe(429);
  });

  it('leaves the portal files alone: no counting, no headers', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ url: '/customer/machines', headers: { 'x-forwarded-for': client() } });
      expect(res.statusCode).not.toBe(429);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
    expect((await call({})).headers['ratelimit-remaining']).toBe('5');
  });
});
