/**
 * The response schemas in the app: what a handler answers beyond the contract does not reach the
 * client, the check before serialisation (answer-check.ts) catches it in the tests, and the real
 * answers are the same bytes with the schemas as with JSON.stringify (nulls, dates, numbers).
 */
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { articles } from '../db/schema.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { secondInstance } from '../test/second-instance.js';
import type { AnswerMismatch } from './answer-check.js';
import { type Contract, loadContract, type OpenApiDocument, parseContract } from './contract.js';
import { operation } from './routes.js';

/** The contract plus one public test call answering a `NamedRef` (Id, Name). */
function testContract(): Contract {
  const document = structuredClone(loadContract().document) as OpenApiDocument;
  document.paths = {
    ...document.paths,
    '/api2/Test/NamedRef': {
      get: {
        operationId: 'testNamedRef',
        security: [],
        responses: {
          '200': {
            description: 'A named record.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/NamedRef' } } },
          },
        },
      },
    },
  };
  return parseContract(document);
}

/** What the test call answers: set by each test. */
let answer: unknown = {};
const testRoute: FastifyPluginAsync = async (app) => {
  operation(
    app,
    'get',
    '/api2/Test/NamedRef' as '/api2/app/portal',
    { auth: 'public' },
    async () => answer as never,
  );
};

const PASSWORD_HASH = 'scrypt$16384$8$1$c2FsdA$aGFzaA';

describe.each(testDatabases())('response schemas in the app ($name)', (kind) => {
  let t: TestContext;
  /** The same database answered without the check (as in production)... */
  let production: { app: FastifyInstance; close(): Promise<void> };
  /** ... and by JSON.stringify, as every answer but the hot reads' was before. */
  let plain: { app: FastifyInstance; close(): Promise<void> };
  const mismatches: AnswerMismatch[] = [];

  beforeAll(async () => {
    const contract = testContract();
    t = await createTestContext(kind, {
      contract,
      plugins: [testRoute],
      answerCheck: (mismatch) => mismatches.push(mismatch),
    });
    production = await secondInstance(t, kind, { contract, plugins: [testRoute], answerCheck: undefined });
    plain = await secondInstance(t, kind, { responseSchemas: false, blobStore: t.blobStore });
  });
  afterAll(async () => {
    await production?.close();
    await plain?.close();
    await t?.close();
  });

  const testCall = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api2/Test/NamedRef' });

  describe('given a handler that answers a field the contract does not declare', () => {
    it('leaves the field out of the answer', async () => {
      answer = { Id: 7, Name: 'Service', PasswordHash: PASSWORD_HASH };
      const res = await testCall(production.app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Id: 7, Name: 'Service' });
      expect(res.body).not.toContain('PasswordHash');
      expect(res.body).not.toContain(PASSWORD_HASH);
    });

    it('fails the call in the tests, naming the field', async () => {
      mismatches.length = 0;
      answer = { Id: 7, Name: 'Service', PasswordHash: PASSWORD_HASH };
      const res = await testCall(t.app);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(PASSWORD_HASH);
      expect(mismatches).toEqual([
        {
          operationId: 'testNamedRef',
          method: 'GET',
          url: '/api2/Test/NamedRef',
          status: 200,
          problem: '/PasswordHash is not declared (the serialiser leaves it out)',
        },
      ]);
      expect(res.json().Message).toBe(
        'The 200 answer of GET /api2/Test/NamedRef (testNamedRef) does not match the contract: /PasswordHash is not declared (the serialiser leaves it out)',
      );
    });
  });

  describe('given a handler that answers a value of the wrong type', () => {
    it('is coerced by the serialiser in production', async () => {
      answer = { Id: '7', Name: 'Service' };
      const res = await testCall(production.app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Id: 7, Name: 'Service' });
    });

    it('fails the call in the tests with the contract error', async () => {
      mismatches.length = 0;
      answer = { Id: '7', Name: 'Service' };
      expect((await testCall(t.app)).statusCode).toBe(500);
      expect(mismatches.map((m) => m.problem)).toEqual(['answer/Id must be integer']);
    });

    it('fails the call in the tests when a required field is missing or null', async () => {
      mismatches.length = 0;
      answer = { Id: 7, Name: null };
      expect((await testCall(t.app)).statusCode).toBe(500);
      answer = { Id: 7 };
      expect((await testCall(t.app)).statusCode).toBe(500);
      expect(mismatches.map((m) => m.problem)).toEqual([
        'answer/Name must be string',
        "answer must have required property 'Name'",
      ]);
    });

    it('lets a date through only as the string the contract names', async () => {
      mismatches.length = 0;
      // A Date in a plain string field is written as JSON.stringify writes it, and matches.
      answer = { Id: 7, Name: new Date('2026-11-26T10:00:00.000Z') };
      const res = await testCall(t.app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Id: 7, Name: '2026-11-26T10:00:00.000Z' });
      expect(mismatches).toEqual([]);
    });
  });

  /** The same call on the app with the schemas and on the one answering by JSON.stringify. */
  async function bothWays(
    url: string,
    token?: string,
  ): Promise<[LightMyRequestResponse, LightMyRequestResponse]> {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const withSchemas = await t.request({ url, token });
    const withJson = await plain.app.inject({ method: 'GET', url, headers });
    expect(withSchemas.statusCode, url).toBe(200);
    expect(withJson.statusCode, url).toBe(200);
    expect(withSchemas.headers['content-type'], url).toBe(withJson.headers['content-type']);
    return [withSchemas, withJson];
  }

  /** Every string, number, boolean and null of a JSON value with its JSON pointer, in key order. */
  function leaves(value: unknown, at = ''): string[] {
    if (value === null || typeof value !== 'object') return [`${at} ${JSON.stringify(value)}`];
    return Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .flatMap(([key, child]) => leaves(child, `${at}/${key}`));
  }

  it('answers the real calls as JSON.stringify did, to the byte but for key order: every null, date and number', async () => {
    const moderator = (await t.login('moderator@demo.test')).access_token;
    const tech = (await t.login('tech@demo.test')).access_token;
    // A cart with a line, so the cart's prices, nulls and dates are in the answer.
    const list = (await t.request({ url: '/api2/customer/machines/filtered', token: moderator })).json<{
      Items: { Id: number }[];
    }>();
    const machineId = list.Items[0]!.Id;
    const [article] = await t.db.select().from(articles).orderBy(asc(articles.articleNumber)).limit(1);
    const added = await t.request({
      method: 'POST',
      url: '/api2/customer/shoppingcart',
      token: moderator,
      payload: { ArticleNumber: article!.articleNumber, MachineId: machineId, Quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    const view = (await t.request({ url: '/api2/partner/jobs/view', token: tech })).json<{
      Open: { Id: number }[];
      Upcoming: { Id: number }[];
    }>();
    const partnerJobId = (view.Open[0] ?? view.Upcoming[0])!.Id;

    const calls: [string, string][] = [
      [`/api2/customer/machines/overview/${machineId}`, moderator],
      ['/api2/customer/machines/filtered?ItemsPerPage=30&Page=1', moderator],
      [`/api2/customer/machines/history/${machineId}`, moderator],
      ['/api2/customer/shoppingcart', moderator],
      ['/api2/customer/userinfo', moderator],
      [`/api2/partner/jobs/${partnerJobId}`, tech],
      ['/api2/partner/userinfo', tech],
    ];
    let nulls = 0;
    let dates = 0;
    for (const [url, token] of calls) {
      const [withSchemas, withJson] = await bothWays(url, token);
      const before = leaves(withJson.json());
      expect(leaves(withSchemas.json()), url).toEqual(before);
      // The same bytes, but for the order of the keys: the schema writes them in the contract's
      // order, JSON.stringify in the handler's.
      expect(Buffer.byteLength(withSchemas.body), url).toBe(Buffer.byteLength(withJson.body));
      nulls += before.filter((leaf) => leaf.endsWith(' null')).length;
      dates += before.filter((leaf) => /"\d{4}-\d{2}-\d{2}/.test(leaf)).length;
    }
    // The comparison covered nullable fields and dates, not only names and numbers.
    expect(nulls).toBeGreaterThan(10);
    expect(dates).toBeGreaterThan(10);
  });

  it('sends the answers that are not JSON as before: the logo and a stored image, type and bytes', async () => {
    const moderator = (await t.login('moderator@demo.test')).access_token;
    const list = (await t.request({ url: '/api2/customer/machines/filtered', token: moderator })).json<{
      Items: { Id: number }[];
    }>();
    const overview = (
      await t.request({ url: `/api2/customer/machines/overview/${list.Items[0]!.Id}`, token: moderator })
    ).json<{ Machine: { MachineModel: { ModelImage: string | null } | null } }>();
    const image = overview.Machine.MachineModel?.ModelImage;
    expect(image).toBeTruthy();
    for (const [url, token] of [
      ['/api2/Report/logo', undefined],
      [`/api2/resource/?relativePath=${encodeURIComponent(image!)}`, moderator],
    ] as const) {
      const [withSchemas, withJson] = await bothWays(url, token);
      expect(withSchemas.headers['content-type'], url).toMatch(/^image\//);
      expect(withSchemas.rawPayload.equals(withJson.rawPayload), url).toBe(true);
      expect(withSchemas.rawPayload.length, url).toBeGreaterThan(100);
    }
  });
});
