/**
 * `pnpm --filter @eqp/server bench:startup`: how long the server takes to start, in-process:
 * `buildApp` (every route with its request and response schemas) and the time to its first answer,
 * in wall-clock and CPU time, each start in a fresh process (bench/startup-child.ts; the database is migrated before the clock
 * starts). BENCH_ROUNDS starts (default 5). With BENCH_BASELINE=<the packages/server folder of
 * another checkout, holding a copy of startup-child.ts in its bench/>, the two alternate, start
 * by start, and the medians and their ratio are printed: a before/after of a change side by side.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { median } from './database.js';
import { fixed, table } from './scale-http.js';
import { SERVER_DIR } from './server-process.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BASELINE = process.env.BENCH_BASELINE;

interface Start {
  buildMs: number;
  firstAnswerMs: number;
  /** CPU time of the process from buildApp to the first answer. */
  cpuMs: number;
}

function start(serverDir: string): Start {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', 'startup-child.ts')], {
    cwd: serverDir,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
  });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{'))
    throw new Error(`the start in ${serverDir} failed (${run.status}): ${run.stderr}`);
  return JSON.parse(line) as Start;
}

const sides: [string, string][] = BASELINE
  ? [
      ['baseline', BASELINE],
      ['this checkout', SERVER_DIR],
    ]
  : [['this checkout', SERVER_DIR]];
const starts = new Map<string, Start[]>(sides.map(([name]) => [name, []]));
for (let round = 1; round <= ROUNDS; round++) {
  // Alternating which side starts first, so a drift of the machine's load falls on both.
  const order = round % 2 === 1 ? sides : [...sides].reverse();
  for (const [name, dir] of order) {
    const s = start(dir);
    starts.get(name)!.push(s);
    console.log(
      `round ${round}, ${name}: buildApp ${fixed(s.buildMs)} ms, first answer ${fixed(s.firstAnswerMs)} ms, ` +
        `${fixed(s.cpuMs)} ms CPU`,
    );
  }
}
const rows = sides.map(([name]) => {
  const list = starts.get(name)!;
  const build = list.map((s) => s.buildMs);
  const first = list.map((s) => s.firstAnswerMs);
  const cpu = list.map((s) => s.cpuMs);
  return [
    name,
    `${fixed(Math.min(...build))}-${fixed(Math.max(...build))}`,
    fixed(median(build)),
    `${fixed(Math.min(...first))}-${fixed(Math.max(...first))}`,
    fixed(median(first)),
    `${fixed(Math.min(...cpu))}-${fixed(Math.max(...cpu))}`,
    fixed(median(cpu)),
  ];
});
console.log(
  `\n${table(['', 'buildApp ms (range)', 'median', 'first answer ms (range)', 'median', 'CPU ms (range)', 'median'], rows)}`,
);
if (BASELINE) {
  const med = (name: string, key: keyof Start) => median(starts.get(name)!.map((s) => s[key]));
  console.log(
    `this checkout / baseline (medians): buildApp ${fixed(med('this checkout', 'buildMs') / med('baseline', 'buildMs'), 2)}, ` +
      `first answer ${fixed(med('this checkout', 'firstAnswerMs') / med('baseline', 'firstAnswerMs'), 2)}, ` +
      `CPU ${fixed(med('this checkout', 'cpuMs') / med('baseline', 'cpuMs'), 2)}`,
  );
}
