import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_LIMITS } from '../auth/throttle.js';
import { readConfig } from '../config.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['off', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1 ,::1,fd00::/8', ['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2', ','])(
    'refuses %j with a message naming the setting',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );

  it('is off unless configured', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1/32' }).trustProxy).toEqual(['127.0.0.1/32']);
  });
});

/**
 * Job-code guesses with different X-Forwarded-For values from one peer (a proxy at 127.0.0.1, or
 * an attacker claiming addresses): the budget is per client as TRUST_PROXY defines it.
 */
describe.each(testDatabases())('TRUST_PROXY and the failure budgets ($name)', (kind) => {
  const LIMIT = 3;
  const contexts: TestContext[] = [];
  const contextWith = async (trustProxy: TrustProxy) => {
    const t = await createTestContext(kind, {
      trustProxy,
      throttle: { jobCode: { ...DEFAULT_THROTTLE_LIMITS.jobCode, limit: LIMIT } },
    });
    contexts.push(t);
    return t;
  };
  let off: TestContext;
  let hops: TestContext;
  let cidr: TestContext;
  let otherProxy: TestContext;

  beforeAll(async () => {
    off = await contextWith(false);
    hops = await contextWith(1);
    cidr = await contextWith(['10.0.0.0/8', '127.0.0.0/8']);
    otherProxy = await contextWith(['10.1.2.3']);
  });
  afterAll(async () => {
    for (const t of contexts) await t.close();
  });

  const guess = (t: TestContext, forwardedFor: string, code = 'WRONG') =>
    t.app.inject({
      url: `/api2/partner/authentication?code=${code}`,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const spend = async (t: TestContext, forwardedFor: string) => {
    for (let i = 0; i < LIMIT; i++) expect((await guess(t, forwardedFor)).statusCode).toBe(404);
  };

  it('off (the default): X-Forwarded-For is ignored, so claimed addresses share the peer budget', async () => {
    await spend(off, '198.51.100.1');
    const res = await guess(off, '198.51.100.2', 'DEMO42');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it.each([
    ['a hop count of 1', () => hops],
    ['a CIDR list that includes the peer', () => cidr],
  ])('%s: each forwarded client address has a budget of its own', async (_name, context) => {
    const t = context();
    await spend(t, '198.51.100.1');
    expect((await guess(t, '198.51.100.1', 'DEMO42')).statusCode).toBe(429);
    expect((await guess(t, '198.51.100.2', 'DEMO42')).statusCode).toBe(200);
    // A client cannot escape by prepending addresses: only the hop the proxy added counts.
    expect((await guess(t, '192.0.2.77, 198.51.100.1', 'DEMO42')).statusCode).toBe(429);
  });

  it('a list without the peer: X-Forwarded-For from an untrusted peer is ignored', async () => {
    await spend(otherProxy, '198.51.100.1');
    expect((await guess(otherProxy, '198.51.100.2', 'DEMO42')).statusCode).toBe(429);
  });
});
