import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { SECURITY_HEADERS } from './security.js';

const pglite = testDatabases().find((kind) => kind.name === 'pglite')!;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes raw bytes to the server and reads what comes back until the server closes the connection. */
function exchange(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // A reset after the answer arrived still leaves the answer to read.
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(bytes, 'latin1');
  });
}

describe("Node's own client errors, on a real socket", () => {
  let t: TestContext;
  let port: number;
  const logs: Array<{ level: number; msg: string }> = [];
  beforeAll(async () => {
    t = await createTestContext(pglite, {
      logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    logs.length = 0;
  });

  function expectRawError(answer: RawAnswer, status: number, message: string): void {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
    expect(JSON.parse(answer.body)).toEqual({ Message: message });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name]).toBe(value);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.connection).toBe('close');
    // One info line with the parser's code and the request id; no stack, no bytes of the request.
    expect(logs).toEqual([
      expect.objectContaining({ level: 30, msg: 'client error', reqId: answer.headers['x-request-id'] }),
    ]);
  }

  it('given headers larger than Node allows, answers 431 with a Message and closes the connection', async () => {
    const answer = await exchange(
      port,
      `GET /api2/app/portal HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expectRawError(answer, 431, 'The request headers are too large');
    expect(JSON.stringify(logs)).not.toContain('aaaa');
  });

  it('given a request line that is not HTTP, answers 400 with a Message', async () => {
    const answer = await exchange(port, 'HELLO there\r\n\r\n');
    expectRawError(answer, 400, 'The request method is not valid');
  });

  it('given a request line with a NUL in its target or a word too many, answers 400 with a Message', async () => {
    expectRawError(
      await exchange(port, 'GET /api2/app/\x00portal HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      400,
      'The request target is not a valid URL',
    );
    logs.length = 0;
    expectRawError(
      await exchange(port, 'GET /api2/app/portal junk HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      400,
      'The request is not valid HTTP',
    );
  });

  it('given a header value with a control character, answers 400 naming the header problem', async () => {
    const answer = await exchange(
      port,
      'GET /api2/app/portal HTTP/1.1\r\nHost: localhost\r\nX-Evil: a\x01b\r\n\r\n',
    );
    expectRawError(answer, 400, 'A request header has a name or value with characters HTTP does not allow');
  });

  it('given a well-formed request on the same server, answers it normally', async () => {
    const answer = await exchange(
      port,
      'GET /api2/app/portal HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});

describe('the body and header limits follow their settings (BODY_MAX_KB, HEADERS_MAX_KB)', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await createTestContext(pglite, { limits: { bodyMaxBytes: 16 * 1024, headersMaxBytes: 8 * 1024 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('given headers over 8 KB, answers 431; under it, the call is answered', async () => {
    const call = (bytes: number) =>
      exchange(
        port,
        `GET /api2/app/portal HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Big: ${'a'.repeat(bytes)}\r\n\r\n`,
      );
    expect((await call(10 * 1024)).status).toBe(431);
    expect((await call(6 * 1024)).status).toBe(200);
  });

  it('given a JSON body over 16 KB, answers 413 naming the limit and changes nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api2/Accounts/RecoverPassword',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(17 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Message: 'The request body is larger than 16 KB' });
  });
});
