/**
 * `pnpm --filter @eqp/server bench:schemas`: what the response schemas (src/contract/serialization.ts)
 * change in req/s and p99, on the demo data.
 *
 * Starts the server twice as `pnpm start` does (child processes; rate limits and load shedding
 * raised): once as it runs, its answers written by their contract response schemas, and once with
 * RESPONSE_SCHEMAS=off (answers by JSON.stringify). Each has PGlite in a temporary folder of its
 * own, or, with DATABASE_URL, both share a fresh PostgreSQL database `eqp_bench_<random>` (dropped
 * afterwards). Signs in the demo moderator, puts a line in the cart, and checks that both servers
 * answer the same bytes, and times the serialisation alone in this process (the answer parsed
 * back, written by its compiled response schema and by JSON.stringify: microseconds a call,
 * steady on a busy machine). Then, BENCH_ROUNDS times (default 3), loads each call on the two servers
 * one after the other (which goes first alternates by round), for BENCH_SECONDS (default 5) at
 * BENCH_CONNECTIONS (default 10), and prints req/s, p99 and the server's CPU time per call of each
 * round, and a summary with ranges and the ratios (schemas / JSON.stringify) of the means.
 * BENCH_ROUNDS=0 stops after the serialisation alone.
 */
import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import fastJsonStringify from 'fast-json-stringify';
import postgres from 'postgres';
import { loadContract } from '../src/contract/contract.js';
import { responseSchemas } from '../src/contract/serialization.js';
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

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MODES = ['schemas', 'JSON.stringify'] as const;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
type Mode = (typeof MODES)[number];

interface Server {
  mode: Mode;
  base: URL;
  child: ChildProcess;
  headers: Record<string, string>;
}

interface Round {
  figures: Figures;
  cpuPerCall: number;
}

async function get(server: Server, pathname: string): Promise<Buffer> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const answer = await call(server.base, agent, 'GET', pathname, server.headers);
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status} (${server.mode})`);
    return answer.body;
  } finally {
    agent.destroy();
  }
}

/** Signs in the demo moderator and, with `fillCart`, puts one line in the cart. */
async function prepare(server: Server, fillCart: boolean): Promise<number> {
  const moderator = DEMO_ACCOUNTS.find((a) => a.email === 'moderator@demo.test')!;
  const token = await signIn(server.base, moderator.email, moderator.password, moderator.scope);
  server.headers = { authorization: `Bearer ${token}` };
  const list = JSON.parse(
    (await get(server, '/api2/customer/machines/filtered?ItemsPerPage=30&Page=1')).toString('utf8'),
  ) as { Items: { Id: number }[] };
  const machineId = list.Items[0]!.Id;
  if (fillCart) {
    const parts = JSON.parse(
      (await get(server, `/api2/customer/machines/overview/${machineId}`)).toString('utf8'),
    ) as { Machine: { MachineModel: { Id: number } | null } };
    const modelId = parts.Machine.MachineModel?.Id;
    const modelParts = modelId
      ? (JSON.parse((await get(server, `/api2/customer/parts/${modelId}`)).toString('utf8')) as {
          ArticleNumber: string;
        }[])
      : [];
    if (modelParts.length === 0) throw new Error('the first machine has no parts to put in the cart');
    const agent = new http.Agent({ keepAlive: false });
    const added = await call(
      server.base,
      agent,
      'POST',
      '/api2/customer/shoppingcart',
      { ...server.headers, 'content-type': 'application/json' },
      JSON.stringify({ ArticleNumber: modelParts[0]!.ArticleNumber, MachineId: machineId, Quantity: 2 }),
    );
    agent.destroy();
    if (added.status !== 200) throw new Error(`adding to the cart answered ${added.status}`);
  }
  return machineId;
}

/** Microseconds a call of `serialize` on `value`: the median of 7 rounds of 10,000 calls, after a warm-up. */
function microseconds(serialize: (value: unknown) => string, value: unknown): number {
  for (let i = 0; i < 2000; i++) serialize(value);
  const rounds: number[] = [];
  for (let round = 0; round < 7; round++) {
    const started = performance.now();
    for (let i = 0; i < 10000; i++) serialize(value);
    rounds.push(((performance.now() - started) * 1000) / 10000);
  }
  return median(rounds);
}

/** The serialisation alone of each answer: its response schema against JSON.stringify. */
function serialisationCost(answers: [string, string, Buffer][]): void {
  const contract = loadContract();
  const rows = answers.map(([name, operationId, body]) => {
    const op = contract.operations.find((o) => o.operationId === operationId)!;
    const serialize = fastJsonStringify(responseSchemas(op, contract.document)!['200']!);
    const value: unknown = JSON.parse(body.toString('utf8'));
    const bySchema = microseconds(serialize, value);
    const byJson = microseconds(JSON.stringify, value);
    return [name, fixed(bySchema, 2), fixed(byJson, 2), fixed(bySchema / byJson, 2)];
  });
  console.log(
    `\nSerialisation alone (microseconds a call, medians):\n${table(
      ['call', 'schema', 'JSON.stringify', 'ratio'],
      rows,
    )}\n`,
  );
}

async function compare(database: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined): Promise<void> {
  const dirs: string[] = [];
  const servers: Server[] = [];
  try {
    for (const mode of MODES) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-bench-schemas-'));
      dirs.push(dataDir);
      const env: NodeJS.ProcessEnv = {
        DATA_DIR: dataDir,
        RESPONSE_SCHEMAS: mode === 'schemas' ? 'on' : 'off',
      };
      if (databaseUrl) env.DATABASE_URL = databaseUrl;
      // One after the other: on a shared PostgreSQL database the first one seeds it.
      const { base, child } = await startServer(env);
      servers.push({ mode, base, child, headers: {} });
    }
    let machineId = 0;
    for (const [i, server] of servers.entries()) {
      // On a shared database one line in the moderator's cart serves both servers.
      machineId = await prepare(server, databaseUrl === undefined || i === 0);
    }
    const calls: [string, string, string][] = [
      [
        'machine list page 1',
        'getMachinesFiltered',
        '/api2/customer/machines/filtered?ItemsPerPage=30&Page=1',
      ],
      ['machine detail', 'getMachineOverview', `/api2/customer/machines/overview/${machineId}`],
      ['shopping cart', 'getShoppingCart', '/api2/customer/shoppingcart'],
    ];
    const bytes = new Map<string, number>();
    const answers: [string, string, Buffer][] = [];
    for (const [name, operationId, pathname] of calls) {
      const [a, b] = await Promise.all(servers.map((server) => get(server, pathname)));
      if (!a!.equals(b!)) throw new Error(`${name}: the two servers answer different bytes`);
      bytes.set(name, a!.length);
      answers.push([name, operationId, a!]);
    }
    if (database === 'PGlite') serialisationCost(answers);
    if (ROUNDS === 0) return;
    const rounds = new Map<string, Round[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 === 1 ? servers : [...servers].reverse();
      for (const [name, , pathname] of calls) {
        for (const server of order) {
          const cpuBefore = cpuMsOf(server.child.pid);
          const figures = await measure(server.base, pathname, server.headers, CONNECTIONS);
          // The warm-up's calls (one per connection) are in the CPU time too.
          const cpuPerCall = (cpuMsOf(server.child.pid) - cpuBefore) / (figures.requests + CONNECTIONS);
          const key = `${name}|${server.mode}`;
          rounds.set(key, [...(rounds.get(key) ?? []), { figures, cpuPerCall }]);
          console.log(
            `${database} round ${round}, ${name}, ${server.mode}: ${fixed(figures.perSecond)} req/s, ` +
              `p99 ${fixed(figures.p99)} ms, ${fixed(cpuPerCall, 2)} ms CPU a call` +
              (figures.failures ? ` (${figures.failures})` : ''),
          );
        }
      }
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const range = (values: number[], digits = 1) =>
      `${fixed(Math.min(...values), digits)}-${fixed(Math.max(...values), digits)}`;
    const rows = calls.map(([name]) => {
      const on = rounds.get(`${name}|schemas`)!;
      const off = rounds.get(`${name}|JSON.stringify`)!;
      const rate = (r: Round[]) => r.map((x) => x.figures.perSecond);
      const p99 = (r: Round[]) => r.map((x) => x.figures.p99);
      const cpu = (r: Round[]) => r.map((x) => x.cpuPerCall);
      return [
        name,
        String(bytes.get(name)),
        range(rate(on)),
        range(rate(off)),
        fixed(mean(rate(on)) / mean(rate(off)), 2),
        range(p99(on)),
        range(p99(off)),
        fixed(mean(p99(on)) / mean(p99(off)), 2),
        fixed(mean(cpu(on)) / mean(cpu(off)), 2),
      ];
    });
    console.log(
      `\n${database}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${process.env.BENCH_SECONDS ?? 5} s:\n${table(
        [
          'call',
          'bytes',
          'schemas req/s',
          'JSON req/s',
          'req/s ratio',
          'schemas p99 ms',
          'JSON p99 ms',
          'p99 ratio',
          'CPU/call ratio',
        ],
        rows,
      )}\n(ranges over the rounds; ratios of the means, schemas / JSON.stringify)\n`,
    );
  } finally {
    for (const server of servers) await stopChild(server.child);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  await compare('PGlite', undefined);
  if (!adminUrl) {
    console.log('(DATABASE_URL is not set: PGlite only)');
    return;
  }
  const name = `eqp_bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await compare('PostgreSQL', url.toString());
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
