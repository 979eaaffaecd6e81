/**
 * The request helpers of the benchmarks (`call`, `percentile`; also bench/load.ts) and the load loop
 * of the list benchmarks (bench/scale-lists.ts, bench/scale-bare.ts): C keep-alive
 * connections, each sending the next request as soon as the previous answer has arrived, for a fixed
 * time; the answer times, statuses and body sizes. Plus starting the server as `pnpm start` does
 * (a child process) with its rate limits raised so they never answer.
 */
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { startServer as startServerProcess, stopServer } from './server-process.js';

/** Seconds of each measured phase (BENCH_SECONDS, default 5). */
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
if (!(BENCH_SECONDS > 0)) throw new Error('BENCH_SECONDS must be a positive number of seconds');

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

export function call(
  base: URL,
  agent: http.Agent,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(new URL(pathname, base), { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Body bytes of the last answer. */
  bytes: number;
  /** Answers other than 200, as "count×status". */
  failures: string;
}

/** `connections` loops calling GET `pathname` for `seconds`, after a short warm-up. */
export async function measure(
  base: URL,
  pathname: string,
  headers: Record<string, string>,
  connections: number,
  seconds = BENCH_SECONDS,
): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    // Warm-up: every connection opened, the code paths compiled, the caches filled.
    await Promise.all(Array.from({ length: connections }, () => call(base, agent, 'GET', pathname, headers)));
    const times: number[] = [];
    const statuses = new Map<number, number>();
    let bytes = 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const answer = await call(base, agent, 'GET', pathname, headers).catch(() => undefined);
          const status = answer?.status ?? 0;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (answer) {
            times.push(answer.ms);
            bytes = answer.body.length;
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return {
      requests: times.length,
      perSecond: times.length / elapsed,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      bytes,
      failures: [...statuses.entries()]
        .filter(([status]) => status !== 200)
        .map(([status, count]) => `${count}×${status === 0 ? 'error' : status}`)
        .join(' '),
    };
  } finally {
    agent.destroy();
  }
}

/** The environment that lifts the rate limits and load shedding of the server under test. */
export const UNLIMITED_ENV: NodeJS.ProcessEnv = {
  RATE_LIMIT_PER_TOKEN: '100000000',
  RATE_LIMIT_PER_ADDRESS: '100000000',
  SIGN_INS_PER_ADDRESS: '100000000',
  LOAD_SHEDDING_LAG_MS: '0',
  LOG_LEVEL: 'error',
};

/** Starts the server (server-process.ts) with the rate limits and load shedding lifted. */
export const startServer = (env: NodeJS.ProcessEnv) => startServerProcess({ ...UNLIMITED_ENV, ...env });

/** Stops a child process (the server or the bare server) and waits for it. */
export const stopChild = stopServer;

/** Signs in with a password (POST /api2/token); the access token. */
export async function signIn(base: URL, email: string, password: string, scope: string): Promise<string> {
  const agent = new http.Agent({ keepAlive: false });
  const answer = await call(
    base,
    agent,
    'POST',
    '/api2/token',
    {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
    },
    `grant_type=client_credentials&scope=${encodeURIComponent(scope)}`,
  );
  agent.destroy();
  if (answer.status !== 200) {
    throw new Error(`signing in ${email} failed: ${answer.status} ${answer.body.toString('utf8')}`);
  }
  return (JSON.parse(answer.body.toString('utf8')) as { access_token: string }).access_token;
}

/** A fixed-width table: the first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const fixed = (value: number, digits = 1): string =>
  Number.isFinite(value) ? value.toFixed(digits) : '-';

/** A process's CPU time (user + system) in milliseconds, from /proc (NaN elsewhere). */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100;
  } catch {
    return NaN;
  }
}
