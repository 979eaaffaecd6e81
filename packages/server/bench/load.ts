/**
 * `pnpm --filter @eqp/server bench:load`: does a flood of expensive calls slow the cheap ones?
 *
 * Starts the server as `pnpm start` does (a child process on a free port; PGlite in a temporary
 * folder, or a fresh PostgreSQL database `eqp_bench_<random>` when DATABASE_URL is set) and measures
 * the p99 answer time of `GET /api2/app/portal` (one request every 50 ms from one client):
 *
 * 1. at rest;
 * 2. during 16 parallel password sign-ins with wrong passwords;
 * 3. during 16 parallel offline-report downloads (`GET /api2/Partner/jobs/offlinereport/DEMO42`);
 *
 * and then lets one access token read `GET /api2/customer/userinfo` as fast as it can (how many
 * answers, how many 429s). Last, the cost of the rate limits' counting statement itself (one
 * `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` per call, with one key and with two), on the
 * same kind of database. The floods come from many addresses, as a distributed attacker's would
 * (the server trusts 127.0.0.1 as a proxy, TRUST_PROXY, and every flood request names a new address
 * in X-Forwarded-For), so per-client budgets do not end them and what is measured is what protects
 * the instance itself. Prints figures side by side and the ratio to rest; asserts nothing.
 *
 * BENCH_SECONDS sets the length of each phase (default 12).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { openDatabase } from '../src/db/client.js';
import { countHits } from '../src/http/rate-limit-store.js';
import { type Answer, call, percentile as percentileOfSorted } from './scale-http.js';
import { startServer, stopServer } from './server-process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const FLOOD = 16;
const PROBE_EVERY_MS = 50;
const CUSTOMER = 'user@demo.test';
const PASSWORD = 'Demo1234!';

const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const floodAgent = new http.Agent({ keepAlive: true, maxSockets: FLOOD });

let addressCounter = 0;
/** A new client address from TEST-NET-2/3 and 10/8 (as a distributed flood would have). */
function newAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

const percentile = (values: number[], p: number) =>
  percentileOfSorted(
    [...values].sort((a, b) => a - b),
    p,
  );

/** A probe's status and answer time (its body is not kept). */
type Timed = Pick<Answer, 'status' | 'ms'>;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One probe every PROBE_EVERY_MS until `until`; the probe comes from one address of its own. */
async function probe(base: URL, until: number, address: string): Promise<Timed[]> {
  const answers: Timed[] = [];
  while (performance.now() < until) {
    const next = performance.now() + PROBE_EVERY_MS;
    const answer = await call(base, probeAgent, 'GET', '/api2/app/portal', { 'x-forwarded-for': address });
    answers.push({ status: answer.status, ms: answer.ms });
    const rest = next - performance.now();
    if (rest > 0) await delay(rest);
  }
  return answers;
}

/** FLOOD loops calling `request` until `until`; the statuses they got. */
async function flood(until: number, request: () => Promise<Answer>): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: FLOOD }, async () => {
      while (performance.now() < until) {
        const { status } = await request().catch(() => ({ status: 0 }));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

interface Phase {
  name: string;
  probes: Timed[];
  flood?: Map<number, number>;
}

async function phase(base: URL, name: string, request?: () => Promise<Answer>): Promise<Phase> {
  const until = performance.now() + SECONDS * 1000;
  const address = newAddress();
  const [probes, statuses] = await Promise.all([
    probe(base, until, address),
    request ? flood(until, request) : Promise.resolve(undefined),
  ]);
  return { name, probes, flood: statuses };
}

const describeStatuses = (statuses: Map<number, number> | undefined) =>
  statuses
    ? [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count}×${status === 0 ? 'closed' : status}`)
        .join(' ')
    : '';

/** Median microseconds of the rate limits' upsert with one key (an address) and two (and a session). */
async function measureCounting(databaseUrl: string | undefined): Promise<void> {
  // PGlite: an in-memory database of its own (the server holds its folder's lock).
  const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
  try {
    if (!databaseUrl) await database.migrate();
    const median = async (keys: number) => {
      const times: number[] = [];
      for (let i = 0; i < 1200; i++) {
        const started = performance.now();
        await countHits(
          database.db,
          60_000,
          [
            { bucket: 'bench-address', key: `10.9.9.${i % 50}` },
            { bucket: 'bench-session', key: `session-${i % 20}` },
          ].slice(0, keys),
          new Date(),
        );
        if (i >= 200) times.push((performance.now() - started) * 1000);
      }
      return percentile(times, 50);
    };
    const one = await median(1);
    const two = await median(2);
    console.log(
      `\nThe rate limits' counting statement (median of 1000): one key ${one.toFixed(0)} µs, two keys ${two.toFixed(0)} µs`,
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-bench-load-'));
  let databaseName: string | undefined;
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' };
  if (adminUrl) {
    databaseName = `eqp_bench_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${databaseName}"`).finally(() => admin.end());
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
  }
  const { base, child } = await startServer({ LOG_LEVEL: 'error', ...env });
  try {
    console.log(
      `\nServer on ${adminUrl ? 'PostgreSQL' : 'PGlite'} at ${base.origin}; ${SECONDS} s a phase, ` +
        `a probe every ${PROBE_EVERY_MS} ms, floods of ${FLOOD} in parallel`,
    );
    // Warm-up: the first answers compile the routes' code paths.
    for (let i = 0; i < 20; i++) await call(base, probeAgent, 'GET', '/api2/app/portal');

    const rest = await phase(base, 'at rest');
    const signIns = await phase(base, '16 parallel wrong-password sign-ins', () =>
      call(
        base,
        floodAgent,
        'POST',
        '/api2/token',
        {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': newAddress(),
          authorization: `Basic ${Buffer.from(`flood${addressCounter}@nowhere.test:wrong-password`).toString('base64')}`,
        },
        'grant_type=client_credentials&scope=ServiceProvider.Customer',
      ),
    );
    const downloads = await phase(base, '16 parallel offline-report downloads', () =>
      call(base, floodAgent, 'GET', '/api2/Partner/jobs/offlinereport/DEMO42', {
        'x-forwarded-for': newAddress(),
      }),
    );

    const restP99 = percentile(
      rest.probes.map((a) => a.ms),
      99,
    );
    console.log(
      `\n${'phase'.padEnd(40)} ${'probes'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'p99/rest'.padStart(9)}  flood answers`,
    );
    for (const p of [rest, signIns, downloads]) {
      const times = p.probes.map((a) => a.ms);
      const p99 = percentile(times, 99);
      const notOk = p.probes.filter((a) => a.status !== 200).length;
      console.log(
        `${p.name.padEnd(40)} ${String(times.length).padStart(6)} ${percentile(times, 50).toFixed(2).padStart(8)} ${p99
          .toFixed(2)
          .padStart(8)} ${Math.max(...times)
          .toFixed(2)
          .padStart(8)} ${(p99 / restP99).toFixed(2).padStart(9)}  ${describeStatuses(p.flood)}${
          notOk ? `  (probes not 200: ${notOk})` : ''
        }`,
      );
    }

    // One token reading as fast as it can (sequentially, one connection).
    const signIn = await call(
      base,
      probeAgent,
      'POST',
      '/api2/token',
      {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': newAddress(),
        authorization: `Basic ${Buffer.from(`${CUSTOMER}:${PASSWORD}`).toString('base64')}`,
      },
      'grant_type=client_credentials&scope=ServiceProvider.Customer',
    );
    if (signIn.status !== 200)
      throw new Error(`sign-in failed: ${signIn.status} ${signIn.body.toString('utf8')}`);
    const token = (JSON.parse(signIn.body.toString('utf8')) as { access_token: string }).access_token;
    const reader = newAddress();
    const statuses = new Map<number, number>();
    const started = performance.now();
    const until = started + SECONDS * 1000;
    let firstRefusal: number | undefined;
    while (performance.now() < until) {
      const { status } = await call(base, probeAgent, 'GET', '/api2/customer/userinfo', {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': reader,
      });
      if (status === 429 && firstRefusal === undefined) firstRefusal = performance.now() - started;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nOne token reading GET /api2/customer/userinfo for ${seconds.toFixed(1)} s: ${total} answers ` +
        `(${(total / seconds).toFixed(0)} per second): ${describeStatuses(statuses)}` +
        (firstRefusal === undefined
          ? ', no 429'
          : `; the first 429 after ${(firstRefusal / 1000).toFixed(1)} s`),
    );
    await measureCounting(env.DATABASE_URL);
  } finally {
    await stopServer(child);
    probeAgent.destroy();
    floodAgent.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl && databaseName) {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${databaseName}" with (force)`).finally(() => admin.end());
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
