import fs from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractPath } from '../../contract/contract.js';
import { CONTENT_SECURITY_POLICY } from '../../http/security.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { DOCS_ASSETS, docsAssetVersion } from './index.js';
import { DOCS_CONTENT_SECURITY_POLICY, DOCS_TITLE } from './page.js';

const CONTRACT_YAML = fs.readFileSync(contractPath(), 'utf8');

/** The body as sent, uncompressed. */
function decoded(res: LightMyRequestResponse): Buffer {
  const raw = res.rawPayload;
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(raw);
  if (res.headers['content-encoding'] === 'gzip') return gunzipSync(raw);
  return raw;
}

/** The asset URLs the page links (scripts, styles, icon). */
const linkedAssets = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/api2\/docs\/assets\/[^"]+)"/g)].map((m) => m[1]!);

// The docs read nothing from the database: one PGlite context is enough.
describe('the API reference', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(testDatabases()[0]!);
  });
  afterAll(async () => t?.close());

  describe('GET /api2/openapi.json and /api2/openapi.yaml', () => {
    it('answers the contract as JSON: the YAML file parsed, public, named api2.json', async () => {
      const res = await t.request({ url: '/api2/openapi.json' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('inline; filename="api2.json"');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(res.json()).toEqual(parse(CONTRACT_YAML));
    });

    it('answers the contract as YAML, byte for byte the file, with the same ETag as the JSON', async () => {
      const yaml = await t.request({ url: '/api2/openapi.yaml' });
      expect(yaml.statusCode).toBe(200);
      expect(yaml.headers['content-type']).toBe('application/yaml; charset=utf-8');
      expect(yaml.headers['content-disposition']).toBe('inline; filename="api2.yaml"');
      expect(yaml.body).toBe(CONTRACT_YAML);
      const json = await t.request({ url: '/api2/openapi.json' });
      expect(yaml.headers.etag).toBe(json.headers.etag);
    });

    it('given If-None-Match with the ETag, answers 304 with no body; another tag gets the contract', async () => {
      for (const url of ['/api2/openapi.json', '/api2/openapi.yaml']) {
        const first = await t.request({ url });
        const etag = String(first.headers.etag);
        const again = await t.request({ url, headers: { 'if-none-match': etag } });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
        // The strong form of the tag and a list holding it match too (weak comparison).
        const strong = await t.request({
          url,
          headers: { 'if-none-match': `"other", ${etag.replace(/^W\//, '')}` },
        });
        expect(strong.statusCode, url).toBe(304);
        const stale = await t.request({ url, headers: { 'if-none-match': 'W/"an-older-contract"' } });
        expect(stale.statusCode, url).toBe(200);
        expect(stale.body.length, url).toBeGreaterThan(10_000);
      }
    });

    it('is sent compressed as the client accepts it (brotli, then gzip), the same content each way', async () => {
      const plain = await t.request({
        url: '/api2/openapi.json',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.5', 'gzip'],
      ] as const) {
        // Compressed: the contract check reads plain JSON only (the plain answer is checked above).
        const res = await t.request({
          url: '/api2/openapi.json',
          headers: { 'accept-encoding': accept },
          unchecked: true,
        });
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary, accept).toMatch(/Accept-Encoding/i);
        expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 4);
        expect(decoded(res).equals(plain.rawPayload), accept).toBe(true);
      }
    });
  });

  describe('GET /api2/docs', () => {
    it('answers the reference page with a policy of its own: scripts and styles of this server only', async () => {
      for (const url of ['/api2/docs', '/api2/docs/', '/API2/Docs']) {
        const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(res.headers['content-security-policy'], url).toBe(DOCS_CONTENT_SECURITY_POLICY);
        expect(res.body, url).toContain(`<title>${DOCS_TITLE}</title>`);
      }
      expect(DOCS_TITLE).toBe('EQP Service Portal API reference');
      const policy = DOCS_CONTENT_SECURITY_POLICY.split('; ');
      expect(policy).toEqual(
        expect.arrayContaining([
          "default-src 'none'",
          "script-src 'self'",
          "style-src 'self'",
          "connect-src 'self'",
          "frame-ancestors 'none'",
        ]),
      );
      expect(DOCS_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(inline|eval)|https?:|\*/);
    });

    it('has no inline script: every script is a file of this server', async () => {
      const html = (await t.app.inject({ url: '/api2/docs' })).body;
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBe(2);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/ src="\/api2\/docs\/assets\//);
        expect(body).toBe('');
      }
      expect(html).not.toMatch(/ style=|<style/);
      expect(html).not.toMatch(/https?:\/\//);
    });

    it('keeps its policy on a 304 (a revalidated page must not take the API policy)', async () => {
      const first = await t.app.inject({ url: '/api2/docs' });
      const again = await t.app.inject({
        url: '/api2/docs',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
    });

    it('leaves the strict policy and the other security headers on every other answer', async () => {
      const docs = await t.app.inject({ url: '/api2/docs' });
      expect(docs.headers['x-frame-options']).toBe('DENY');
      expect(docs.headers['x-content-type-options']).toBe('nosniff');
      for (const url of ['/api2/app/portal', '/api2/openapi.json', '/api2/no/such/call']) {
        const res = await t.app.inject({ url });
        expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      }
    });

    it('serves every file the page links: right type, cached for good under a versioned URL', async () => {
      const html = (await t.app.inject({ url: '/api2/docs' })).body;
      const assets = linkedAssets(html);
      const version = await docsAssetVersion();
      expect(assets.map((url) => url.split('/').pop()).sort()).toEqual(Object.keys(DOCS_ASSETS).sort());
      for (const url of assets) {
        const name = url.split('/').pop()!;
        expect(url).toBe(`/api2/docs/assets/${version}/${name}`);
        const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe(DOCS_ASSETS[name]!.type);
        expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        expect(decoded(res).equals(fs.readFileSync(DOCS_ASSETS[name]!.file)), url).toBe(true);
      }
      expect(DOCS_ASSETS['swagger-ui-bundle.js']!.type).toBe('text/javascript; charset=utf-8');
      expect(DOCS_ASSETS['swagger-ui.css']!.type).toBe('text/css; charset=utf-8');
    });

    it('sends the Swagger UI bundle compressed once, not per request, and HEAD without a body', async () => {
      const url = `/api2/docs/assets/${await docsAssetVersion()}/swagger-ui-bundle.js`;
      const size = fs.statSync(DOCS_ASSETS['swagger-ui-bundle.js']!.file).size;
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      // 1.7 MB of script in under 0.45 MB (392 KB at brotli quality 9).
      expect(br.rawPayload.length).toBeLessThan(size * 0.26);
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    });

    it('answers 404 with a Message for a file it does not have or an older version', async () => {
      const version = await docsAssetVersion();
      for (const url of [
        `/api2/docs/assets/${version}/swagger-ui.js.map`,
        `/api2/docs/assets/${version}/constructor`,
        `/api2/docs/assets/${version}/..%2Fpackage.json`,
        '/api2/docs/assets/5.0.0-old/swagger-ui-bundle.js',
      ]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({
          Message: expect.stringContaining('No such file of the API reference'),
        });
      }
    });
  });
});
