/**
 * Compressed answers: a JSON answer above the threshold goes out as brotli or gzip when the client
 * accepts it, and decompresses to the same JSON; a small one, one for a client that accepts no
 * encoding, and a PDF go out as they are; the portal's assets are sent precompressed by the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JOB_CODE } from '../seed/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { COMPRESS_MIN_BYTES, COMPRESSIBLE_TYPES } from './compression.js';

const pglite = testDatabases()[0]!;

describe('compressed answers', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext(pglite);
    token = (await t.login('moderator@demo.test')).access_token;
  });
  afterAll(async () => t?.close());

  const machines = (acceptEncoding?: string) =>
    t.app.inject({
      url: '/api2/customer/machines',
      headers: {
        authorization: `Bearer ${token}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('given Accept-Encoding br, sends a large JSON answer as brotli that decompresses to the same JSON', async () => {
    const plain = await machines();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await machines('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    // The security headers and the request id are still there.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
  });

  it('given Accept-Encoding gzip only, sends gzip', async () => {
    const gz = await machines('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual((await machines()).json());
  });

  it('sends a small answer and a PDF as they are', async () => {
    const small = await t.app.inject({ url: '/api2/app/portal', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const pdf = await t.app.inject({
      url: `/api2/Partner/jobs/offlinereport/${DEMO_JOB_CODE}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('compresses JSON, text and SVG, never an event stream or images', () => {
    for (const type of ['application/json; charset=utf-8', 'text/html', 'text/css', 'image/svg+xml'])
      expect(type).toMatch(COMPRESSIBLE_TYPES);
    for (const type of ['text/event-stream', 'application/pdf', 'image/png', 'image/jpeg'])
      expect(type).not.toMatch(COMPRESSIBLE_TYPES);
  });
});

describe("the portal's precompressed assets", () => {
  let t: TestContext;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-portal-compressed-'));
  const script = `console.log(${JSON.stringify('the portal '.repeat(400))});`;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
    t = await createTestContext(pglite, { portalDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'given Accept-Encoding %s, sends the %s sibling with the long cache',
    async (accept, encoding, inflate) => {
      const res = await t.app.inject({
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(inflate(res.rawPayload).toString('utf8')).toBe(script);
    },
  );

  it('given no Accept-Encoding, sends the file itself', async () => {
    const res = await t.app.inject({ url: '/assets/index-AbC123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });
});
