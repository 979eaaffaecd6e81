/**
 * `pnpm --filter @eqp/server bench:token-check`: the per-call cost of the access-token check of
 * every authenticated call (app.authenticate: JWT verification, then the session check), with the
 * session cache warm (the usual case: at most one database read per session per TTL) and with the
 * cache missing (TTL 0: a database round trip every call), on PGlite and, with DATABASE_URL, on
 * PostgreSQL. Prints figures; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/seed/index.js';
import { type BenchDatabase, JWT_SECRET, median, onEachDatabase } from './database.js';

const ROUNDS = 5;

async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api2/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`moderator@demo.test:${DEMO_PASSWORD}`).toString('base64')}`,
    },
    payload: 'grant_type=client_credentials&scope=ServiceProvider.Customer',
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

/** Microseconds per call of `call`: the median of ROUNDS rounds of `calls` calls each. */
async function perCall(calls: number, call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(200, calls); i++) await call(); // warm-up (JIT, connections)
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    for (let i = 0; i < calls; i++) await call();
    rounds.push(((performance.now() - started) * 1000) / calls);
  }
  return median(rounds);
}

async function bench({ name, database }: BenchDatabase): Promise<void> {
  const options = { db: database.db, jwtSecret: JWT_SECRET, portalDist: '/nonexistent-portal-dist' };
  const warm = await buildApp(options);
  const cold = await buildApp({ ...options, sessions: { cacheTtlMs: 0 } });
  try {
    const token = await signIn(warm);
    const verifyOnly = await perCall(5000, () => warm.tokens.verifyAccessToken(token));
    const warmCheck = await perCall(5000, async () =>
      warm.tokens.checkSession(await warm.tokens.verifyAccessToken(token)),
    );
    const coldCheck = await perCall(500, async () =>
      cold.tokens.checkSession(await cold.tokens.verifyAccessToken(token)),
    );
    // The whole call, for scale: a small authenticated GET through Fastify (inject, no network).
    const request = { url: '/api2/customer/jobs/openCount', headers: { authorization: `Bearer ${token}` } };
    const warmRequest = await perCall(500, () => warm.inject(request));
    const coldRequest = await perCall(500, () => cold.inject(request));
    const us = (n: number) => `${n.toFixed(1).padStart(8)} µs`;
    console.log(`\n${name}: the access-token check (median of ${ROUNDS} rounds)`);
    console.log(`  JWT verification only                     ${us(verifyOnly)}`);
    console.log(`  JWT + session check, cache warm           ${us(warmCheck)}`);
    console.log(`  JWT + session check, cache missing (read) ${us(coldCheck)}`);
    console.log(`  GET /api2/customer/jobs/openCount, warm   ${us(warmRequest)}`);
    console.log(`  GET /api2/customer/jobs/openCount, missing ${us(coldRequest).trimStart().padStart(11)}`);
  } finally {
    await warm.close();
    await cold.close();
  }
}

await onEachDatabase(bench);
