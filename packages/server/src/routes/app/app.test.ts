import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Contract, loadContract, type OpenApiDocument, parseContract } from '../../contract/contract.js';
import { operation } from '../../contract/routes.js';
import { settings } from '../../db/schema.js';
import { PORTAL_NOT_BUILT } from '../../http/portal.js';
import { CONTENT_SECURITY_POLICY, loggerOptions } from '../../http/security.js';
import { PORTAL_OPTIONS_SETTING } from '../../seed/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { DEFAULT_PORTAL_OPTIONS } from './index.js';

/**
 * The contract plus test-only operations no plugin implements, so the routing, 501 and
 * body-handling tests do not depend on which real operations are built yet: an echo of a
 * mixed-case path's parameter, customer and partner calls, a public call and a multipart upload.
 */
function testContract(): Contract {
  const document = structuredClone(loadContract().document) as OpenApiDocument;
  const responses = { default: { $ref: '#/components/responses/BadRequest' } };
  const json = { required: true, content: { 'application/json': { schema: { type: 'object' } } } };
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  document.paths = {
    ...document.paths,
    '/api2/Test/Echo/{code}': {
      get: {
        operationId: 'testEcho',
        security: [],
        parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }],
        responses,
      },
    },
    '/api2/customer/test/unimplemented': {
      get: { operationId: 'testCustomerGet', responses },
      post: { operationId: 'testCustomerPost', requestBody: json, responses },
    },
    '/api2/partner/test/unimplemented/{id}': {
      get: { operationId: 'testPartnerGet', parameters: [id], responses },
      post: {
        operationId: 'testPartnerUpload',
        parameters: [id],
        requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } },
        responses,
      },
    },
    '/api2/Test/Public': {
      post: { operationId: 'testPublicPost', security: [], requestBody: json, responses },
    },
  };
  return parseContract(document);
}

/** Implements the test echo operation: answers its path parameter (to see its case). */
const echoCode: FastifyPluginAsync = async (app) => {
  operation(
    app,
    'get',
    '/api2/Test/Echo/{code}' as '/api2/Partner/jobs/offlinereport/{code}',
    { auth: 'public' },
    async (request, reply) => reply.send({ code: request.params.code }),
  );
};

describe.each(testDatabases())('app, routing and HTTP behaviour ($name)', (kind) => {
  let t: TestContext;
  let customerToken: string;
  let partnerToken: string;

  beforeAll(async () => {
    t = await createTestContext(kind, { contract: testContract(), plugins: [echoCode] });
    customerToken = (await t.login('moderator@demo.test')).access_token;
    partnerToken = (await t.login('tech@demo.test')).access_token;
  });
  afterAll(async () => t?.close());

  describe('GET /api2/app/portal', () => {
    it('answers the demo portal options without a token', async () => {
      const res = await t.request({ url: '/api2/app/portal' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        CustomerPortal: true,
        CustomerPortalRedirect: null,
        ServiceProvider: true,
        Technician: true,
        TechnicianAppLink: null,
        TechnicianAppUrls:
          'https://apps.apple.com/app/id000000|https://play.google.com/store/apps/details?id=example',
        TechnicianAppStoreLinks: [
          { Store: 'Apple', Url: 'https://apps.apple.com/app/id000000' },
          { Store: 'Google', Url: 'https://play.google.com/store/apps/details?id=example' },
        ],
        CustomerApp: false,
        CustomerAppUrls: null,
        CustomerAppStoreLinks: [],
      });
      expect(res.json().WelcomeText).toMatch(/Welcome/);
      expect(res.json().PrivacyText).toBeTruthy();
    });

    it('given stored options that lack fields, answers the defaults for them (no service provider tile)', async () => {
      const [stored] = await t.db.select().from(settings).where(eq(settings.key, PORTAL_OPTIONS_SETTING));
      try {
        await t.db
          .update(settings)
          .set({ value: { PortalName: 'Older options', CustomerPortal: false } })
          .where(eq(settings.key, PORTAL_OPTIONS_SETTING));
        const res = await t.request({ url: '/api2/app/portal' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          ...DEFAULT_PORTAL_OPTIONS,
          PortalName: 'Older options',
          CustomerPortal: false,
        });
        expect(res.json().ServiceProvider).toBe(false);
      } finally {
        await t.db
          .update(settings)
          .set({ value: stored!.value })
          .where(eq(settings.key, PORTAL_OPTIONS_SETTING));
      }
    });
  });

  describe('GET /api2/app/portal store links', () => {
    const withStored = async (value: Record<string, unknown>) => {
      const [stored] = await t.db.select().from(settings).where(eq(settings.key, PORTAL_OPTIONS_SETTING));
      try {
        await t.db.update(settings).set({ value }).where(eq(settings.key, PORTAL_OPTIONS_SETTING));
        const res = await t.request({ url: '/api2/app/portal' });
        expect(res.statusCode).toBe(200);
        return res.json();
      } finally {
        await t.db
          .update(settings)
          .set({ value: stored!.value })
          .where(eq(settings.key, PORTAL_OPTIONS_SETTING));
      }
    };

    it('reads the pipe-separated texts by position: an empty first entry is Google only, a third is ignored', async () => {
      const body = await withStored({
        CustomerApp: true,
        CustomerAppUrls: ' | https://play.google.com/store/apps/details?id=customer ',
        TechnicianAppUrls: 'https://apps.apple.com/app/id1|https://play.google.com/x|https://third.example',
        // A stored list is never answered as it is: the lists always come from the texts.
        CustomerAppStoreLinks: [{ Store: 'Apple', Url: 'https://stale.example' }],
      });
      expect(body.CustomerAppStoreLinks).toEqual([
        { Store: 'Google', Url: 'https://play.google.com/store/apps/details?id=customer' },
      ]);
      expect(body.TechnicianAppStoreLinks).toEqual([
        { Store: 'Apple', Url: 'https://apps.apple.com/app/id1' },
        { Store: 'Google', Url: 'https://play.google.com/x' },
      ]);
    });

    it('answers empty lists for no text and for a text of empty entries', async () => {
      const body = await withStored({ CustomerAppUrls: ' | ' });
      expect(body.CustomerAppStoreLinks).toEqual([]);
      expect(body.TechnicianAppStoreLinks).toEqual([]);
    });
  });

  describe('GET /api2/Report/logo', () => {
    it('answers the provider logo as SVG without a token', async () => {
      const res = await t.request({ url: '/api2/Report/logo' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });
  });

  describe('routing', () => {
    it('registers every operation of the contract (no contract path answers "No such API call")', async () => {
      const contract = loadContract();
      expect(contract.operations.length).toBeGreaterThan(50);
      for (const op of contract.operations) {
        const url = op.path.replace(/\{[^}]+\}/g, '1');
        const res = await t.app.inject({ method: op.method, url });
        // A route may answer 404 for record 1 (no such machine, job, ...), but never as an unknown call.
        if (String(res.headers['content-type']).startsWith('application/json')) {
          expect(res.json().Message ?? 'ok', `${op.method} ${op.path}`).not.toMatch(/No such API call/);
        }
      }
    });

    it('matches paths case-insensitively', async () => {
      for (const url of [
        '/API2/CUSTOMER/MACHINES',
        '/api2/Customer/Machines/Filtered?ItemsPerPage=5',
        '/Api2/customer/JOBS/opencount',
      ]) {
        const res = await t.request({ url, token: customerToken });
        expect(res.statusCode, url).toBe(200);
      }
      const lower = await t.request({ url: '/api2/report/LOGO' });
      expect(lower.statusCode).toBe(200);
    });

    it('keeps the case of path parameters', async () => {
      for (const url of ['/api2/Test/Echo/DEMO42', '/API2/TEST/ECHO/DemO42x']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.json().code).toBe(url.split('/').pop());
      }
    });

    it('ignores a trailing slash', async () => {
      const res = await t.request({ url: '/api2/app/portal/' });
      expect(res.statusCode).toBe(200);
    });

    it('answers an unknown /api2 path with a JSON 404 naming the call, never the portal', async () => {
      for (const [method, url] of [
        ['GET', '/api2/nope'],
        ['POST', '/api2/customer/machines'],
        ['GET', '/api2'],
        ['DELETE', '/API2/Whatever/deep/path?x=1'],
      ] as const) {
        const res = await t.request({ method, url, headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ Message: `No such API call: ${method} ${url.split('?')[0]}` });
      }
    });

    it('answers 501 for an operation that is not implemented yet, after the auth checks', async () => {
      const url = '/api2/customer/test/unimplemented';
      const anonymous = await t.request({ url });
      expect(anonymous.statusCode).toBe(401);
      const wrongScope = await t.request({ url, token: partnerToken });
      expect(wrongScope.statusCode).toBe(403);
      expect(wrongScope.json()).toEqual({ Message: 'Unauthorized' });
      const res = await t.request({ url, token: customerToken });
      expect(res.statusCode).toBe(501);
      expect(res.json()).toEqual({ Message: 'Not implemented yet' });
      // The other portal's token is refused before anything else, on partner calls too.
      for (const partnerUrl of ['/api2/partner/jobs/view', '/api2/partner/test/unimplemented/1']) {
        const partner = await t.request({ url: partnerUrl, token: customerToken });
        expect(partner.statusCode).toBe(403);
      }
      expect(
        (await t.request({ url: '/api2/partner/test/unimplemented/1', token: partnerToken })).statusCode,
      ).toBe(501);
      const publicCall = await t.request({
        method: 'POST',
        url: '/api2/Test/Public',
        payload: { any: 'thing' },
      });
      expect(publicCall.statusCode).toBe(501);
      // A multipart upload is refused before its body is read.
      const upload = await t.request({
        method: 'POST',
        url: '/api2/partner/test/unimplemented/1',
        token: partnerToken,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--',
      });
      expect(upload.statusCode).toBe(501);
    });
  });

  describe('errors', () => {
    it('refuses a not-implemented call before reading its body; answers a malformed body with 400 { Message }', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api2/customer/test/unimplemented',
        token: customerToken,
        headers: { 'content-type': 'application/json' },
        payload: '{"Machines": [',
      });
      // The not-implemented check comes first for this operation; the body is never parsed.
      expect(res.statusCode).toBe(501);
      const form = await t.request({
        method: 'POST',
        url: '/api2/token',
        headers: { 'content-type': 'application/json', authorization: 'Basic eDp5' },
        payload: '{"grant_type": ',
      });
      expect(form.statusCode).toBe(400);
      expect(typeof form.json().Message).toBe('string');
    });

    it('answers an unsupported content type with 415 { Message }', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api2/token',
        headers: { 'content-type': 'text/csv', authorization: 'Basic eDp5' },
        payload: 'a,b',
      });
      expect(res.statusCode).toBe(415);
      expect(typeof res.json().Message).toBe('string');
    });
  });

  describe('security headers', () => {
    it.each([
      ['a JSON answer', '/api2/app/portal', 200],
      ['an image', '/api2/Report/logo', 200],
      ['a 401', '/api2/customer/machines', 401],
      ['a 404', '/api2/nope', 404],
      ['the portal placeholder', '/customer', 503],
    ])('are on %s', async (_label, url, status) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
      expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data: blob:");
      expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
      expect(res.headers['x-request-id']).toBeTruthy();
    });

    it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
      const kept = await t.app.inject({ url: '/api2/app/portal', headers: { 'x-request-id': 'abc-123' } });
      expect(kept.headers['x-request-id']).toBe('abc-123');
      const replaced = await t.app.inject({ url: '/api2/app/portal', headers: { 'x-request-id': 'a b\nc' } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('API answers are not cached', async () => {
      const res = await t.app.inject({
        url: '/api2/customer/machines',
        headers: { authorization: `Bearer ${customerToken}` },
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('the portal', () => {
    it('without a build, answers 503 text saying to build it', async () => {
      const res = await t.app.inject({ url: '/customer/machines/list', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe(PORTAL_NOT_BUILT);
    });

    it('with a build, serves its files and index.html for client routes, never for /api2', async () => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-portal-'));
      fs.mkdirSync(path.join(dist, 'assets'));
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
      fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
      const portal = await createTestContext(kind, { portalDist: dist });
      try {
        const root = await portal.app.inject({ url: '/' });
        expect(root.statusCode).toBe(200);
        expect(root.body).toContain('<title>Portal</title>');
        const asset = await portal.app.inject({ url: '/assets/index-AbC123.js' });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['content-type']).toMatch(/javascript/);
        expect(asset.headers['cache-control']).toContain('immutable');
        const route = await portal.app.inject({
          url: '/customer/machines/list',
          headers: { accept: 'text/html,*/*' },
        });
        expect(route.statusCode).toBe(200);
        expect(route.body).toContain('<title>Portal</title>');
        expect(route.headers['cache-control']).toBe('no-cache');
        const missingAsset = await portal.app.inject({
          url: '/assets/missing.js',
          headers: { accept: '*/*' },
        });
        expect(missingAsset.statusCode).toBe(404);
        expect(missingAsset.json()).toEqual({ Message: 'Not found: GET /assets/missing.js' });
        const api = await portal.app.inject({ url: '/api2/unknown', headers: { accept: 'text/html' } });
        expect(api.statusCode).toBe(404);
        expect(api.json().Message).toBe('No such API call: GET /api2/unknown');
      } finally {
        await portal.close();
        fs.rmSync(dist, { recursive: true, force: true });
      }
    });
  });

  describe('logs', () => {
    it('carry request ids and never an Authorization header, token or password', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const logged = await createTestContext(kind, { logger: { ...loggerOptions('debug'), stream } });
      try {
        const token = await logged.login('moderator@demo.test');
        await logged.request({ url: '/api2/customer/userinfo', token: token.access_token });
        await logged.request({
          method: 'POST',
          url: '/api2/token/refresh',
          headers: { authorization: `Bearer ${token.refresh_token}` },
        });
        await logged.app.inject({ url: '/api2/partner/authentication?code=SECRETCODE' });
        const text = lines.join('');
        expect(lines.length).toBeGreaterThan(4);
        expect(text).toContain('"reqId"');
        expect(text).not.toContain(token.access_token);
        expect(text).not.toContain(token.refresh_token);
        expect(text).not.toContain('Demo1234!');
        expect(text).not.toContain(Buffer.from('moderator@demo.test:Demo1234!').toString('base64'));
        expect(text).not.toContain('SECRETCODE');
        expect(text).toContain('code=[redacted]');
      } finally {
        await logged.close();
      }
    });
  });
});
