/**
 * The time-outs on a real socket (`app.listen({ port: 0 })`), with figures small enough for a
 * test: a connection that says nothing is closed, a body that trickles in is answered 408 and
 * closed, an upload may take longer than an ordinary call as long as its bytes keep coming, and a
 * normal request still passes. The test waits for socket events, never for a fixed time.
 */
import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobIdByCode } from '../test/partner-jobs.js';
import { DEMO_JOB_CODE } from '../seed/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import type { Limits } from './limits.js';
import { LINGER_MAX_MS, requestTimeoutMessage } from './timeouts.js';

const LIMITS: Partial<Limits> = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 300,
  idleTimeoutMs: 1000,
  keepAliveTimeoutMs: 300,
  uploadTimeoutMs: 60_000,
};

describe.each(testDatabases().slice(0, 1))('time-outs on a real socket ($name)', (kind) => {
  let t: TestContext;
  let port: number;

  beforeAll(async () => {
    t = await createTestContext(kind, { limits: LIMITS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  /** A raw connection; collects what the server sends; `closed` resolves when the server closes it. */
  async function connect() {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => {});
    const opened = performance.now();
    const closed = once(socket, 'close').then(() => performance.now() - opened);
    return { socket, closed, received: () => received };
  }

  it('closes a connection that sends nothing', async () => {
    const { closed } = await connect();
    const after = await closed;
    expect(after).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs! - 50);
  });

  it('answers a body that trickles in 408 with a Message and closes the connection', async () => {
    const { socket, closed, received } = await connect();
    socket.write(
      'POST /api2/Accounts/RecoverPassword HTTP/1.1\r\nHost: test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    // One byte every 50 ms: never idle, never complete.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 50);
    try {
      await closed;
    } finally {
      clearInterval(trickle);
    }
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(received()).toContain(JSON.stringify({ Message: requestTimeoutMessage(1) }));
  });

  it('closes the connection after answering a call before its body has arrived (the rest is not waited for)', async () => {
    const { socket, closed, received } = await connect();
    socket.write(
      // No token: refused (401) as soon as the headers are in.
      'POST /api2/customer/jobs HTTP/1.1\r\nHost: test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const answered = new Promise<number>((resolve) => {
      const started = performance.now();
      socket.once('data', () => resolve(performance.now() - started));
    });
    // A byte every 50 ms: the server reads and drops them for a moment after its answer (a
    // lingering close, so the client can read the answer), then closes all the same.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 50);
    try {
      // Answered at once, long before the request time-out; closed within the lingering bound.
      expect(await answered).toBeLessThan(LIMITS.requestTimeoutMs!);
      expect(await closed).toBeLessThan(LINGER_MAX_MS + 500);
    } finally {
      clearInterval(trickle);
    }
    expect(received()).toMatch(/^HTTP\/1\.1 401 /);
    expect(received()).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('lets an upload body take longer than the request time-out while its bytes keep coming, and closes it when they stop', async () => {
    const token = (await t.login('tech@demo.test')).access_token;
    const jobId = await jobIdByCode(t.db, DEMO_JOB_CODE);
    const { socket, closed, received } = await connect();
    socket.write(
      `POST /api2/partner/jobs/${jobId}/offlinereport HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${token}\r\n` +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n',
    );
    let sent = 0;
    const trickle = setInterval(() => socket.writable && (sent += 1) && socket.write(' '), 50);
    const stillOpen = await new Promise<boolean>((resolve) => {
      // Twice the request time-out of an ordinary call.
      const check = setInterval(() => {
        if (sent * 50 >= 2 * LIMITS.requestTimeoutMs!) {
          clearInterval(check);
          // Open, and nothing answered yet: the server is still reading the upload.
          resolve(!socket.destroyed && received() === '');
        }
      }, 50);
    });
    clearInterval(trickle);
    expect(stillOpen).toBe(true);
    // Silence now: the idle time-out closes it.
    await closed;
    expect(received()).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it('still answers a normal request, and closes the connection once it is idle', async () => {
    const { socket, closed, received } = await connect();
    socket.write('GET /api2/app/portal HTTP/1.1\r\nHost: test\r\n\r\n');
    await once(socket, 'data');
    expect(received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(received()).toMatch(/ratelimit-remaining: \d+/i);
    await closed;
  });
});
