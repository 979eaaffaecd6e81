/**
 * `pnpm --filter @eqp/server bench:bare`: what does the server cost over the bytes it sends?
 *
 * On the demo data (no scale seed needed): PGlite in a temporary folder, and a fresh PostgreSQL
 * database `eqp_bench_<random>` (dropped afterwards) when DATABASE_URL is set. Starts the server as
 * `pnpm start` does (a child process; rate limits and load shedding raised), signs in the demo
 * moderator, takes one answer of the customer machine list (page 1 of
 * `/api2/customer/machines/filtered`), and starts a bare `node:http` server (a second child process)
 * that answers those same bytes with the same Content-Type to every request. Then it loads the two
 * alternately, BENCH_ROUNDS times (default 2), each for BENCH_SECONDS (default 5) at
 * BENCH_CONNECTIONS (default 20), and prints both servers' req/s and p99 and the ratios, and the
 * server's CPU time per call (its process's user + system time over the round, from /proc on
 * Linux: steadier than req/s on a busy machine; PostgreSQL's own processes not included).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { DEMO_ACCOUNTS } from '../src/seed/index.js';
import {
  type Figures,
  call,
  cpuMsOf,
  fixed,
  measure,
  signIn,
  startServer,
  stopChild,
  table,
} from './scale-http.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LIST = '/api2/customer/machines/filtered?ItemsPerPage=30&Page=1';

/** The bare server: argv [bodyFile, contentType]; prints its port once it listens. */
const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.argv[1]);
const type = process.argv[2];
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(body);
  });
});
server.keepAliveTimeout = 30000;
server.listen(0, '127.0.0.1', () => console.log('bare server on ' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

async function startBare(bodyFile: string, contentType: string): Promise<{ base: URL; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER, bodyFile, contentType], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<URL>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => {
      const match = /bare server on (\d+)/.exec(chunk.toString('utf8'));
      if (match) resolve(new URL(`http://127.0.0.1:${match[1]}`));
      else reject(new Error(`unexpected output of the bare server: ${chunk.toString('utf8')}`));
    });
    child.once('exit', (code) => reject(new Error(`the bare server stopped (${code})`)));
  });
  child.stdout!.resume();
  return { base, child };
}

interface Summary {
  database: string;
  bytes: number;
  app: Figures[];
  bare: Figures[];
  /** The server's CPU milliseconds per call, each round (NaN without /proc). */
  cpuPerCall: number[];
}

async function compare(database: 'PGlite' | 'PostgreSQL', env: NodeJS.ProcessEnv): Promise<Summary> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-bench-bare-'));
  const app = await startServer({ ...env, DATA_DIR: dataDir });
  let bare: { base: URL; child: ChildProcess } | undefined;
  try {
    const moderator = DEMO_ACCOUNTS.find((a) => a.email === 'moderator@demo.test')!;
    const token = await signIn(app.base, moderator.email, moderator.password, moderator.scope);
    const headers = { authorization: `Bearer ${token}` };
    const agent = new http.Agent({ keepAlive: false });
    const sample = await call(app.base, agent, 'GET', LIST, headers);
    agent.destroy();
    if (sample.status !== 200) throw new Error(`the machine list answered ${sample.status}`);
    const bodyFile = path.join(dataDir, 'machine-list.json');
    fs.writeFileSync(bodyFile, sample.body);
    bare = await startBare(bodyFile, String(sample.headers['content-type'] ?? 'application/json'));
    const summary: Summary = { database, bytes: sample.body.length, app: [], bare: [], cpuPerCall: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      const cpuBefore = cpuMsOf(app.child.pid);
      const a = await measure(app.base, LIST, headers, CONNECTIONS);
      // The warm-up's calls (one per connection) are in the CPU time too.
      const cpu = (cpuMsOf(app.child.pid) - cpuBefore) / (a.requests + CONNECTIONS);
      const b = await measure(bare.base, LIST, headers, CONNECTIONS);
      summary.app.push(a);
      summary.bare.push(b);
      summary.cpuPerCall.push(cpu);
      console.log(
        `${database} round ${round}: server ${fixed(a.perSecond)} req/s p99 ${fixed(a.p99)} ms${a.failures ? ` (${a.failures})` : ''}, ` +
          `${fixed(cpu, 2)} ms CPU a call; bare ${fixed(b.perSecond)} req/s p99 ${fixed(b.p99)} ms`,
      );
    }
    return summary;
  } finally {
    if (bare) await stopChild(bare.child);
    await stopChild(app.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  console.log(
    `\n${LIST} at ${CONNECTIONS} connections, ${ROUNDS} rounds of ${process.env.BENCH_SECONDS ?? 5} s per server`,
  );
  const summaries = [await compare('PGlite', {})];
  if (adminUrl) {
    const name = `eqp_bench_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      summaries.push(await compare('PostgreSQL', { DATABASE_URL: url.toString() }));
    } finally {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  } else {
    console.log('(DATABASE_URL is not set: PGlite only)');
  }
  const rows = summaries.map((s) => {
    const appRate = mean(s.app.map((f) => f.perSecond));
    const bareRate = mean(s.bare.map((f) => f.perSecond));
    const appP99 = mean(s.app.map((f) => f.p99));
    const bareP99 = mean(s.bare.map((f) => f.p99));
    return [
      s.database,
      String(s.bytes),
      fixed(appRate),
      fixed(appP99),
      fixed(bareRate),
      fixed(bareP99),
      fixed(appRate / bareRate, 3),
      fixed(appP99 / bareP99, 1),
      fixed(mean(s.cpuPerCall), 2),
    ];
  });
  console.log(
    `\n${table(
      [
        'database',
        'bytes',
        'server req/s',
        'server p99 ms',
        'bare req/s',
        'bare p99 ms',
        'req/s ratio',
        'p99 ratio',
        'server CPU ms/call',
      ],
      rows,
    )}\n(means over the rounds; ratio = server / bare)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
