import type { FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { SECURITY_HEADERS } from './security.js';

const pglite = testDatabases().find((kind) => kind.name === 'pglite')!;

/** The shape of every error answer: JSON { Message }, security headers, a request id, no-store. */
function expectErrorAnswer(res: LightMyRequestResponse, status: number, message: string | RegExp): void {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<{ Message: string }>();
  expect(Object.keys(body)).toEqual(['Message']);
  if (typeof message === 'string') expect(body.Message).toBe(message);
  else expect(body.Message).toMatch(message);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
  expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
  expect(res.headers['cache-control']).toBe('no-store');
}

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** Routes outside the contract that fail the way a bug would, with the client's input in the error. */
const faultyRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api2/test/fault', async (request) => {
    const { text } = request.body as { text?: string };
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${text}"`), {
      code: '22P02',
      routine: 'pg_strtoint32_safe',
    });
    throw new Error(`Failed query: select 1 where id = $1\nparams: ${text}`, { cause });
  });
};

describe('the one error path (app.inject)', () => {
  let t: TestContext;
  const logs: LogLine[] = [];
  beforeAll(async () => {
    t = await createTestContext(pglite, {
      plugins: [faultyRoutes],
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) } },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    logs.length = 0;
  });

  /** No log line of a 4xx is at warn level or above, or carries a stack or an error object. */
  function expectQuietLog(): void {
    for (const line of logs) {
      expect(line.level, line.msg).toBeLessThan(40);
      expect(JSON.stringify(line)).not.toMatch(/"stack"|"err"|"fault"/);
    }
  }

  it('given malformed percent-encoding in the URL, answers 400 with a Message and the security headers', async () => {
    for (const url of [
      '/api2/public/machine/%E0%A4%A',
      '/api2/public/machine/%zz',
      '/api2/customer/jobs/%',
    ]) {
      const res = await t.request({ url, headers: { 'x-request-id': 'bad-url-1' } });
      expectErrorAnswer(
        res,
        400,
        'The URL is not valid: a % must be followed by two hexadecimal digits that encode UTF-8 text',
      );
      expect(res.headers['x-request-id']).toBe('bad-url-1');
    }
    expectQuietLog();
  });

  it('given a path parameter over the router limit, answers 400 naming the limit', async () => {
    const res = await t.request({ url: `/api2/public/machine/${'q'.repeat(2049)}` });
    expectErrorAnswer(res, 400, 'A path parameter is longer than 2048 characters');
    // Up to the limit the parameter reaches the contract's own checks.
    const atLimit = await t.request({ url: `/api2/public/machine/${'q'.repeat(2048)}` });
    expectErrorAnswer(atLimit, 400, /^QR code can be at most 64 characters\.$/);
    expectQuietLog();
  });

  it('given a body that is not JSON, empty or poisoned, answers 400 saying so', async () => {
    const post = (payload: string) =>
      t.request({
        method: 'POST',
        url: '/api2/Accounts/RecoverPassword',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expectErrorAnswer(await post('{"username": '), 400, 'The request body is not valid JSON');
    expectErrorAnswer(await post(''), 400, 'The request body is empty, but its content type says JSON');
    expectErrorAnswer(
      await post('{"username":"a@b.c","__proto__":{"admin":true}}'),
      400,
      'The request body is not valid JSON',
    );
    expectQuietLog();
  });

  it('given a body of a content type the call does not take, answers 415 naming the accepted one', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api2/Accounts/RecoverPassword',
      headers: { 'content-type': 'application/xml' },
      payload: '<username>a@b.c</username>',
    });
    expectErrorAnswer(
      res,
      415,
      'The content type of the request body is not accepted: send application/json',
    );
    expectQuietLog();
  });

  it('given a body on a call that takes none, answers 400; on a call that does not exist, 404', async () => {
    const xml = { 'content-type': 'application/xml' };
    expectErrorAnswer(
      await t.request({ method: 'POST', url: '/api2/token/refresh', headers: xml, payload: '<a/>' }),
      400,
      'This call takes no request body',
    );
    // A call whose body is optional checks one that comes.
    expectErrorAnswer(
      await t.request({ method: 'POST', url: '/api2/token/revoke', headers: xml, payload: '<a/>' }),
      415,
      'The content type of the request body is not accepted: send application/x-www-form-urlencoded',
    );
    expectErrorAnswer(
      await t.request({
        method: 'POST',
        url: '/api2/token/revoke',
        headers: { 'content-type': 'application/json' },
        payload: '{"token":{"a":1}}',
      }),
      400,
      'Token must be text.',
    );
    expectErrorAnswer(
      await t.request({ method: 'POST', url: '/api2/no/such/call', headers: xml, payload: '<a/>' }),
      404,
      'No such API call: POST /api2/no/such/call',
    );
    expectQuietLog();
  });

  it('given a body over the body limit, answers 413 naming the limit', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api2/Accounts/RecoverPassword',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"${'a'.repeat(1024 * 1024)}"}`,
    });
    expectErrorAnswer(res, 413, 'The request body is larger than 1 MB');
    expectQuietLog();
  });

  it('given an unknown /api2 path or a method the path does not have, answers 404 with a Message', async () => {
    expectErrorAnswer(
      await t.request({ url: '/api2/no/such/call' }),
      404,
      'No such API call: GET /api2/no/such/call',
    );
    expectErrorAnswer(
      await t.request({ method: 'DELETE', url: '/api2/app/portal' }),
      404,
      'No such API call: DELETE /api2/app/portal',
    );
    expectQuietLog();
  });

  it('given a server fault, answers 500 and logs it once without the client input', async () => {
    const secret = 'client-text-4711';
    const res = await t.request({ method: 'POST', url: '/api2/test/fault', payload: { text: secret } });
    expectErrorAnswer(res, 500, 'Internal server error');
    const faults = logs.filter((line) => line.level >= 50);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatchObject({
      msg: 'server fault',
      fault: { type: 'Error', cause: { code: '22P02', routine: 'pg_strtoint32_safe' } },
    });
    expect((faults[0]!.fault as { stack: string[] }).stack[0]).toMatch(/^at /);
    expect(JSON.stringify(logs)).not.toContain(secret);
  });
});
