/**
 * `pnpm --filter @eqp/server bench:hostile`: the server tried as a careless or hostile client would.
 *
 * Starts the real server (src/main.ts in a child process, fresh PGlite data folder, TRUST_PROXY=1 so
 * a flood can come "from many addresses" through X-Forwarded-For) and tries each abuse of the
 * bounded-resources issue over real sockets, printing what the server answered, how long it took and
 * the server's memory. Every abuse should now end in a 4xx or 503 with `{ Message }` (and the
 * security headers); the last column says whether it did. Prints figures; asserts nothing.
 *
 * HOSTILE_SLOW_SECONDS (default 45): how long the slow-body connections are watched.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, stopServer } from './server-process.js';

const SLOW_SECONDS = Number(process.env.HOSTILE_SLOW_SECONDS ?? 45);
const PASSWORD = 'Demo1234!';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

interface Row {
  item: string;
  result: string;
  clean: boolean;
}
const rows: Row[] = [];

function report(item: string, result: string, clean: boolean): void {
  rows.push({ item, result, clean });
  console.log(`  ${clean ? 'clean ' : 'NOT CLEAN'}  ${item}: ${result}`);
}

let port = 0;
/**
 * The client address of what is tried now (X-Forwarded-For; the server trusts one proxy): each
 * try comes from its own address, so one try's rate limit does not answer for the next.
 */
let address = '192.0.2.1';
let addresses = 1;
const nextAddress = () => (address = `192.0.2.${(addresses += 1)}`);

function request(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: { 'x-forwarded-for': address, ...options.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Whether an answer is a clean refusal: 4xx/503, JSON with a Message, the security headers. */
function cleanRefusal(answer: Answer): boolean {
  const refused = (answer.status >= 400 && answer.status < 500) || answer.status === 503;
  let message = false;
  try {
    message = typeof (JSON.parse(answer.body) as { Message?: unknown }).Message === 'string';
  } catch {
    message = false;
  }
  return refused && message && answer.headers['x-content-type-options'] === 'nosniff';
}

const describe = (a: Answer) => {
  let message = '';
  try {
    message = String((JSON.parse(a.body) as { Message?: unknown }).Message ?? a.body.slice(0, 80));
  } catch {
    message = a.body.slice(0, 80);
  }
  return `${a.status} ${JSON.stringify(message.slice(0, 90))}${a.headers['x-content-type-options'] ? '' : ' (no security headers)'}`;
};

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function startHostileServer(dataDir: string): Promise<ChildProcess> {
  const { base, child } = await startServer({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    TRUST_PROXY: '1',
    PORTAL_DIST: path.join(dataDir, 'no-portal'),
  });
  port = Number(base.port);
  return child;
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function login(user: string, scope: string): Promise<string> {
  const answer = await request('POST', '/api2/token', {
    headers: { authorization: basic(user, PASSWORD), 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=client_credentials&scope=${scope}`,
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${user}: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { access_token: string }).access_token;
}

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

function multipartBody(files: number, bytesEach: number): { body: Buffer; type: string } {
  const boundary = 'hostile-boundary-7d1f';
  const png = Buffer.alloc(bytesEach);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  const parts: Buffer[] = [];
  for (let i = 0; i < files; i++) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="Files"; filename="big-${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** p99 of GET /api2/app/portal as a person's page would call it: one every 50 ms, for `ms` milliseconds. */
async function cheapP99(ms: number): Promise<{ p99: number; n: number; statuses: string }> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const a = await request('GET', '/api2/app/portal', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    times.push(a.ms);
    statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 50 - a.ms)));
  }
  return {
    p99: percentile(times, 99),
    n: times.length,
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  };
}

/** Runs `attack` from `parallel` loops until `ms` passes; counts answers by status. */
async function flood(parallel: number, ms: number, attack: (i: number) => Promise<Answer>) {
  const statuses = new Map<number, number>();
  const end = performance.now() + ms;
  let n = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < end) {
        const a = await attack(n++).catch(() => ({ status: 0 }) as Answer);
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      }
    }),
  );
  return [...statuses].map(([s, count]) => `${s}×${count}`).join(' ');
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-hostile-'));
  const server = await startHostileServer(dataDir);
  const pid = server.pid!;
  try {
    console.log(`Server on port ${port}, pid ${pid}, RSS at rest ${rssMb(pid)} MB\n`);
    let customer = await login('moderator@demo.test', 'ServiceProvider.Customer');
    const tech = await login('tech@demo.test', 'ServiceProvider.Partner');
    const view = JSON.parse(
      (await request('GET', '/api2/partner/jobs/view', { headers: json(tech) })).body,
    ) as {
      Open: { Id: number; InverseParent: { Id: number }[] }[];
    };
    const job = view.Open[0]!;
    const machineJobId = job.InverseParent[0]!.Id;
    const info = JSON.parse(
      (await request('GET', '/api2/customer/userinfo', { headers: json(customer) })).body,
    ) as {
      Customer: { Id: number };
    };
    const machines = JSON.parse(
      (await request('GET', '/api2/customer/machines', { headers: json(customer) })).body,
    ) as { Id: number }[];

    // 1. 16 parallel uploads of 3 x 20 MB from one technician token.
    {
      nextAddress();
      const { body, type } = multipartBody(3, 20 * 1024 * 1024);
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
      const answers = await Promise.all(
        Array.from({ length: 16 }, () =>
          request('POST', `/api2/partner/jobs/${job.Id}/Attachments`, {
            headers: { authorization: `Bearer ${tech}`, 'content-type': type },
            body,
          }).catch(() => ({ status: 0, headers: {}, body: '', ms: 0 }) as Answer),
        ),
      );
      clearInterval(sampler);
      const counts = new Map<number, number>();
      for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
      const refused = answers.filter((a) => a.status !== 201);
      report(
        '16 parallel uploads of 3 × 20 MB, one token',
        `${[...counts].map(([s, n]) => `${s}×${n}`).join(' ')}; RSS ${before} -> peak ${peak} MB (+${peak - before})${refused[0] ? `; e.g. ${describe(refused[0])}` : ''}`,
        refused.length > 0 && refused.every(cleanRefusal) && peak - before < 300,
      );
    }

    // 2. A 500 MB upload: is it refused before the body?
    {
      nextAddress();
      const started = performance.now();
      let sent = 0;
      const answer = await new Promise<Answer>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api2/partner/jobs/${job.Id}/Attachments`,
          agent: false,
          headers: {
            authorization: `Bearer ${tech}`,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(500 * 1024 * 1024),
            'x-forwarded-for': address,
          },
        });
        let done = false;
        req.on('response', (res) => {
          done = true;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            req.destroy();
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
              ms: performance.now() - started,
            });
          });
        });
        req.on('error', () => resolve({ status: 0, headers: {}, body: '', ms: performance.now() - started }));
        const chunk = Buffer.alloc(1024 * 1024);
        const pump = () => {
          while (!done && sent < 500 * 1024 * 1024) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!done) req.end();
        };
        pump();
      });
      report(
        'a 500 MB upload',
        `${describe(answer)} after ${Math.round(answer.ms)} ms, ${Math.round(sent / 1024 / 1024)} MB written`,
        cleanRefusal(answer) && sent < 100 * 1024 * 1024,
      );
    }

    // 3. Cheap-call p99 at rest, during a login flood and during an offline-PDF flood.
    {
      const rest = await cheapP99(5000);
      let loginStatuses = '';
      const [during] = await Promise.all([
        cheapP99(8000),
        flood(16, 8000, (i) =>
          request('POST', '/api2/token', {
            headers: {
              authorization: basic(`nobody-${i}@example.com`, 'wrong-password'),
              'content-type': 'application/x-www-form-urlencoded',
              'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: 'grant_type=client_credentials&scope=ServiceProvider.Customer',
          }),
        ).then((s) => (loginStatuses = s)),
      ]);
      report(
        '16 parallel wrong-password logins (many addresses)',
        `GET /api2/app/portal p99 ${rest.p99.toFixed(1)} ms at rest -> ${during.p99.toFixed(1)} ms (${(during.p99 / rest.p99).toFixed(1)}×; cheap answers ${during.statuses}); logins ${loginStatuses}`,
        during.p99 <= 3 * Math.max(rest.p99, 1),
      );
      let pdfStatuses = '';
      const [duringPdf] = await Promise.all([
        cheapP99(8000),
        flood(16, 8000, (i) =>
          request('GET', '/api2/Partner/jobs/offlinereport/DEMO42', {
            headers: { 'x-forwarded-for': `10.9.${(i >> 8) & 255}.${i & 255}` },
          }),
        ).then((s) => (pdfStatuses = s)),
      ]);
      report(
        '16 parallel offline-PDF downloads (no token)',
        `GET /api2/app/portal p99 ${rest.p99.toFixed(1)} ms at rest -> ${duringPdf.p99.toFixed(1)} ms (${(duringPdf.p99 / rest.p99).toFixed(1)}×); downloads ${pdfStatuses}`,
        duringPdf.p99 <= 3 * Math.max(rest.p99, 1),
      );
    }

    // 4. One token reading as fast as it can for 10 s.
    {
      nextAddress();
      const statuses = await flood(8, 10_000, () =>
        request('GET', '/api2/customer/machines', { headers: json(customer) }),
      );
      report('one token reading for 10 s, 8 at a time', statuses, / 429×/.test(statuses));
    }

    // 5. NUL bytes, malformed URLs, long parameters, large headers, huge texts, missing fields (in a
    // new session: the one above has spent its budget for the minute).
    nextAddress();
    customer = await login('moderator@demo.test', 'ServiceProvider.Customer');
    const tries: [string, () => Promise<Answer>][] = [
      [
        'NUL in the sign-in user name (no token)',
        () =>
          request('POST', '/api2/token', {
            headers: {
              authorization: basic('moderator\u0000@demo.test', 'x'),
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: 'grant_type=client_credentials&scope=ServiceProvider.Customer',
          }),
      ],
      [
        'NUL in RecoverPassword e-mail (no token)',
        () =>
          request('POST', '/api2/Accounts/RecoverPassword', {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'a\u0000@demo.test' }),
          }),
      ],
      ['NUL in a public QR path (no token)', () => request('GET', '/api2/public/machine/abc%00def')],
      [
        'NUL in a job CustomerText',
        () =>
          request('POST', '/api2/customer/jobs', {
            headers: json(customer),
            body: JSON.stringify({ Machines: [{ Id: machines[0]!.Id, CustomerText: 'broken\u0000' }] }),
          }),
      ],
      [
        'NUL in a search word',
        () =>
          request('GET', '/api2/Customer/User/SearchCustomerUsers?Search=a%00b', { headers: json(customer) }),
      ],
      [
        'NUL in a technician comment',
        () =>
          request('PATCH', `/api2/partner/jobs/${machineJobId}/setComment`, {
            headers: json(tech),
            body: JSON.stringify({ TechnicianComment: 'x\u0000y' }),
          }),
      ],
      [
        'malformed percent-encoding',
        () => request('GET', '/api2/customer/machines/%E0%A4%A', { headers: json(customer) }),
      ],
      [
        'a 5,000-character path parameter',
        () => request('GET', `/api2/customer/machines/${'9'.repeat(5000)}`, { headers: json(customer) }),
      ],
      [
        'a 40 KB header',
        () => request('GET', '/api2/app/portal', { headers: { 'x-big': 'a'.repeat(40 * 1024) } }),
      ],
      [
        'a 1,000,000-character CustomerText',
        () =>
          request('POST', '/api2/customer/jobs', {
            headers: json(customer),
            body: JSON.stringify({
              Machines: [{ Id: machines[0]!.Id, CustomerText: 'x'.repeat(1_000_000) }],
            }),
          }),
      ],
      [
        'a 100,000-character technician comment',
        () =>
          request('PATCH', `/api2/partner/jobs/${machineJobId}/setComment`, {
            headers: json(tech),
            body: JSON.stringify({ TechnicianComment: 'x'.repeat(100_000) }),
          }),
      ],
      [
        'User/add without UserTypeId',
        () =>
          request('POST', '/api2/customer/User/add', {
            headers: json(customer),
            body: JSON.stringify({
              Name: 'No Type',
              EmailAdress: 'no-type@example.com',
              CustomerId: info.Customer.Id,
              Active: true,
            }),
          }),
      ],
      [
        'User/add without Active',
        () =>
          request('POST', '/api2/customer/User/add', {
            headers: json(customer),
            body: JSON.stringify({
              Name: 'No Active',
              EmailAdress: 'no-active@example.com',
              CustomerId: info.Customer.Id,
              UserTypeId: 6,
            }),
          }),
      ],
    ];
    for (const [item, attempt] of tries) {
      nextAddress();
      const answer = await attempt().catch(
        (error: Error) => ({ status: 0, headers: {}, body: error.message, ms: 0 }) as Answer,
      );
      report(item, describe(answer), cleanRefusal(answer));
    }

    // 6. 50 connections sending a body one byte every 5 s.
    {
      nextAddress();
      const sockets = Array.from({ length: 50 }, () => {
        const socket = net.connect(port, '127.0.0.1');
        let open = true;
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer ||= chunk.toString('latin1').split('\r\n')[0]!));
        socket.on('close', () => (open = false));
        socket.on('error', () => (open = false));
        socket.write(
          `POST /api2/Accounts/RecoverPassword HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${address}\r\n` +
            `Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
        );
        const timer = setInterval(() => open && socket.write('{'), 5000);
        return { socket, timer, isOpen: () => open, answer: () => answer || '(no answer)' };
      });
      await new Promise((resolve) => setTimeout(resolve, SLOW_SECONDS * 1000));
      const open = sockets.filter((s) => s.isOpen()).length;
      const answers = new Map<string, number>();
      for (const s of sockets) answers.set(s.answer(), (answers.get(s.answer()) ?? 0) + 1);
      for (const s of sockets) {
        clearInterval(s.timer);
        s.socket.destroy();
      }
      report(
        `50 bodies sent one byte every 5 s`,
        `${open} of 50 connections still open after ${SLOW_SECONDS} s; answers: ${[...answers].map(([a, n]) => `${a} ×${n}`).join(', ')}`,
        open === 0,
      );
    }
    console.log(`\nRSS at the end ${rssMb(pid)} MB`);
    const dirty = rows.filter((r) => !r.clean).length;
    console.log(`${rows.length - dirty} of ${rows.length} tries ended cleanly.`);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
