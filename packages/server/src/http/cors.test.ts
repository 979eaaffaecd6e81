import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { readConfig } from '../config.js';
import { parseCorsOrigins } from './cors.js';

const SHOP = 'http://shop.example.test:8223';
const OTHER = 'http://evil.example.test';
const pglite = testDatabases().find((kind) => kind.name === 'pglite')!;

const preflight = (origin: string, url = '/api2/customer/machines/filtered') => ({
  method: 'OPTIONS' as const,
  url,
  unchecked: true,
  headers: {
    origin,
    'access-control-request-method': 'GET',
    'access-control-request-headers': 'authorization,content-type,idempotency-key',
  },
});

describe('CORS_ORIGINS', () => {
  it('given a comma-separated list with blanks and trailing slashes, reads exact origins once each', () => {
    expect(parseCorsOrigins(` ${SHOP}/ , ,https://b.example.com,${SHOP}`)).toEqual([
      SHOP,
      'https://b.example.com',
    ]);
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(readConfig({ CORS_ORIGINS: SHOP }).corsOrigins).toEqual([SHOP]);
    expect(readConfig({}).corsOrigins).toEqual([]);
  });

  it('given a wildcard, a path or no scheme, refuses to start with a message naming the entry', () => {
    expect(() => parseCorsOrigins('*')).toThrow('CORS_ORIGINS: "*" is not an origin');
    expect(() => parseCorsOrigins('https://shop.example.com/embed')).toThrow(
      'https://shop.example.com/embed',
    );
    expect(() => parseCorsOrigins('shop.example.com')).toThrow('"shop.example.com"');
    expect(() => parseCorsOrigins('ftp://shop.example.com')).toThrow('ftp://shop.example.com');
  });
});

describe('CORS on /api2 with an allow-list', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(pglite, { corsOrigins: [SHOP] });
  });
  afterAll(() => t.close());

  it('given a call from an allowed origin, answers with that origin and exposes Content-Disposition and the rate limit', async () => {
    const token = await t.login('moderator@demo.test');
    const res = await t.request({
      url: '/api2/customer/machines/filtered?Page=1&ItemsPerPage=30',
      token: token.access_token,
      headers: { origin: SHOP },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers['access-control-expose-headers']).toBe(
      'Content-Disposition, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset',
    );
    expect(res.headers['ratelimit-remaining']).toMatch(/^\d+$/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Origin/);
  });

  it('given a preflight from an allowed origin, allows the bearer, JSON and Idempotency-Key headers', async () => {
    const res = await t.request(preflight(SHOP));
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, Idempotency-Key');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('given a call and a preflight from another origin, sends no CORS header, so the browser refuses', async () => {
    const res = await t.request({ url: '/api2/app/portal', headers: { origin: OTHER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t.request(preflight(OTHER));
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('given an allowed origin asking for the portal outside /api2, sends no CORS header', async () => {
    const res = await t.request({ url: '/customer/machines/list', headers: { origin: SHOP } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('given a failing call from an allowed origin, the error answer carries the origin too (the page can read the Message)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api2/customer/machines/filtered?Page=1&ItemsPerPage=30',
      unchecked: true,
      headers: { origin: SHOP },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
  });
});

describe('CORS by default', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(pglite);
  });
  afterAll(() => t.close());

  it('given no CORS_ORIGINS, answers a call from another origin without CORS headers', async () => {
    const res = await t.request({ url: '/api2/app/portal', headers: { origin: SHOP } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('given no CORS_ORIGINS, answers a preflight without allowing anything', async () => {
    const res = await t.request(preflight(SHOP));
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });
});
