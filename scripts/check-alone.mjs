// Runs a random sample of Vitest tests each on its own: no test before it in its file, a fresh
// database for server tests. Proves that tests do not lean on what another test left behind.
//
//   node scripts/check-alone.mjs <vitest json report> [--count N]
//
// The sample comes from the report of the full run (test-results/vitest.json): per project, a few
// tests that did not run first in their file, at most one per file. Every chosen test then runs as
// the only test of its file in one Vitest run per project. ALONE_SEED repeats a sample (the seed is
// printed); ALONE_COUNT (default 6) is the number of tests per project.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pnpm, root } from './lib.mjs';

const reportPath = process.argv[2];
if (!reportPath || !existsSync(reportPath)) {
  console.error(`No Vitest report at ${reportPath ?? '(none given)'}: run the Vitest step first.`);
  process.exit(1);
}
const perProject = Number(process.env.ALONE_COUNT ?? 6);
const seed = Number(process.env.ALONE_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so a printed seed repeats the sample. */
function random(seedValue) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ALONE_PROJECTS (comma-separated) widens the sample to other projects: server,components,portal,sdk.
const PROJECTS = (process.env.ALONE_PROJECTS ?? 'server').split(',');
const PROJECT_OF = [
  [/^packages\/server\//, 'server'],
  [/^packages\/components\//, 'components'],
  [/^packages\/portal\//, 'portal'],
  [/^packages\/sdk\//, 'sdk'],
].filter(([, project]) => PROJECTS.includes(project));
// The server gets a full sample; the browser-free front-end projects share one.
const GROUP_OF = { server: 'server', components: 'front end', portal: 'front end', sdk: 'front end' };

const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const candidates = new Map();
for (const file of report.testResults) {
  const path = relative(root, file.name);
  const project = PROJECT_OF.find(([pattern]) => pattern.test(path))?.[1];
  if (!project) continue;
  // The first test to run in a file runs alone anyway; the others are the interesting ones.
  const later = file.assertionResults.filter((a, i) => i > 0 && a.status === 'passed');
  if (later.length === 0) continue;
  const group = GROUP_OF[project];
  if (!candidates.has(group)) candidates.set(group, []);
  candidates.get(group).push({ project, path, tests: later });
}

const next = random(seed);
const pick = (list) => list.splice(Math.floor(next() * list.length), 1)[0];
const chosen = [];
for (const [, files] of [...candidates.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const pool = [...files].sort((a, b) => a.path.localeCompare(b.path));
  for (let i = 0; i < perProject && pool.length > 0; i++) {
    const file = pick(pool);
    chosen.push({ project: file.project, path: file.path, name: pick([...file.tests]).fullName });
  }
}

console.log(`seed ${seed} (ALONE_SEED=${seed} repeats this sample); ${chosen.length} tests, each alone:`);
for (const c of chosen) console.log(`  ${c.path} > ${c.name}`);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let failed = 0;
for (const project of [...new Set(chosen.map((c) => c.project))]) {
  const mine = chosen.filter((c) => c.project === project);
  const pattern = `(${mine.map((c) => `${escape(c.name)}$`).join('|')})`;
  console.log(`\n--- ${project}: ${mine.length} tests ---`);
  const out = join(root, 'test-results', `alone-${project}.json`);
  rmSync(out, { force: true });
  const r = pnpm([
    'exec',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    '-t',
    pattern,
    ...mine.map((c) => c.path),
  ]);
  // Each chosen test must really have run (a name that matched nothing would pass silently).
  const ran = existsSync(out)
    ? JSON.parse(readFileSync(out, 'utf8')).testResults.flatMap((f) =>
        f.assertionResults.filter((a) => a.status === 'passed').map((a) => a.fullName),
      )
    : [];
  const missing = mine.filter((c) => !ran.includes(c.name));
  for (const c of missing) console.error(`did not pass alone: ${c.path} > ${c.name}`);
  if (r.status !== 0 || missing.length > 0) failed++;
}
if (failed) {
  console.error(`\n${failed} project(s) had a test that fails alone (seed ${seed}).`);
  process.exit(1);
}
console.log(`\nevery sampled test passed alone (seed ${seed}).`);
