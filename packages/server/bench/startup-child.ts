/**
 * One start-up, measured in-process (run by bench/startup.ts in a fresh process): a migrated
 * in-memory PGlite, then the time `buildApp` takes and the time to its first answer (the portal
 * options, whose serialiser is compiled on that call), in wall-clock time and in this process's
 * CPU time (user + system; steadier on a busy machine). Prints one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';

const database = await openDatabase({});
await database.migrate();
const cpu = process.cpuUsage();
const started = performance.now();
const app = await buildApp({
  db: database.db,
  jwtSecret: 'a-benchmark-secret-that-is-long-enough-for-hs256',
  portalDist: '/nonexistent-portal-dist',
});
const built = performance.now();
const res = await app.inject({ method: 'GET', url: '/api2/app/portal' });
const answered = performance.now();
const used = process.cpuUsage(cpu);
if (res.statusCode !== 200) throw new Error(`the portal options answered ${res.statusCode}`);
console.log(
  JSON.stringify({
    buildMs: built - started,
    firstAnswerMs: answered - started,
    cpuMs: (used.user + used.system) / 1000,
  }),
);
await app.close();
await database.close();
