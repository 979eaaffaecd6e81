/**
 * `pnpm --filter @eqp/server bench:no-enumeration`: do the answers take as long for an address
 * that has an account as for one that has none? Median time of
 *
 * - POST /api2/token with a wrong password, for an existing account and for an unknown e-mail;
 * - POST /api2/Accounts/RecoverPassword for an existing account and for an unknown e-mail (the
 *   e-mail goes out after the answer: the time is the answer's);
 *
 * with the two cases interleaved (so drift hits both alike) and the ratio, on PGlite and, with
 * DATABASE_URL, on PostgreSQL. The target is a ratio within 0.90-1.10. The failure budgets are
 * raised for the run (every request here is a "failure"), and each RecoverPassword runs an hour
 * after the one before, so no quota answers instead. Prints figures; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { DEFAULT_THROTTLE_LIMITS } from '../src/auth/throttle.js';
import { type BenchDatabase, JWT_SECRET, median, onEachDatabase } from './database.js';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const EXISTING = 'recover.desktop@demo.test';
const UNKNOWN = 'nobody-here@demo.test';
const HOUR = 60 * 60 * 1000;

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/** Median milliseconds of `request(existing)` and `request(unknown)`, interleaved. */
async function compare(
  app: FastifyInstance,
  request: (email: string, i: number) => InjectOptions,
  expectStatus: number,
  before: () => void = () => {},
): Promise<{ existing: number; unknown: number }> {
  const times: Record<'existing' | 'unknown', number[]> = { existing: [], unknown: [] };
  for (let i = -3; i < SAMPLES; i++) {
    // Alternate which case goes first, so neither always follows the other.
    const order = i % 2 === 0 ? (['existing', 'unknown'] as const) : (['unknown', 'existing'] as const);
    for (const which of order) {
      before();
      const started = performance.now();
      const res = await app.inject(request(which === 'existing' ? EXISTING : UNKNOWN, i));
      const elapsed = performance.now() - started;
      if (res.statusCode !== expectStatus) throw new Error(`${which}: ${res.statusCode} ${res.body}`);
      // The work after the answer (the recovery e-mail) is not timed and must not slow the next one.
      await app.background.idle();
      if (i >= 0) times[which].push(elapsed);
    }
  }
  return { existing: median(times.existing), unknown: median(times.unknown) };
}

function print(label: string, { existing, unknown }: { existing: number; unknown: number }): void {
  const ratio = existing / unknown;
  const verdict = Math.abs(ratio - 1) <= 0.1 ? 'within ±10 %' : 'OUTSIDE ±10 %';
  console.log(
    `  ${label.padEnd(44)} existing ${existing.toFixed(2).padStart(7)} ms  unknown ${unknown
      .toFixed(2)
      .padStart(7)} ms  ratio ${ratio.toFixed(3)} (${verdict})`,
  );
}

async function bench({ name, database }: BenchDatabase): Promise<void> {
  let clock = Date.now();
  const app = await buildApp({
    db: database.db,
    jwtSecret: JWT_SECRET,
    portalDist: '/nonexistent-portal-dist',
    now: () => new Date(clock),
    throttle: {
      loginAccount: { ...DEFAULT_THROTTLE_LIMITS.loginAccount, freeFailures: 1_000_000 },
      loginClient: { ...DEFAULT_THROTTLE_LIMITS.loginClient, limit: 1_000_000 },
    },
  });
  try {
    console.log(`\n${name}: median of ${SAMPLES} answers each`);
    const signIn = await compare(
      app,
      (email) => ({
        method: 'POST',
        url: '/api2/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: basic(email, 'Wrong-password-1'),
        },
        payload: 'grant_type=client_credentials&scope=ServiceProvider.Customer',
      }),
      401,
    );
    print('POST /api2/token (wrong password)', signIn);
    const recover = await compare(
      app,
      (email) => ({ method: 'POST', url: '/api2/Accounts/RecoverPassword', payload: { username: email } }),
      200,
      () => {
        clock += HOUR;
      },
    );
    print('POST /api2/Accounts/RecoverPassword', recover);
  } finally {
    await app.close();
  }
}

await onEachDatabase(bench);
