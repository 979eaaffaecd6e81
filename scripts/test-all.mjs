// `npm test`: every check of the project. Two steps run at a time (TEST_JOBS, default 2), each
// taking the first step of the list that is ready (what it needs has passed); no new step starts
// after a failure. Every step keeps both cores of this 2-core machine busy by itself (Vitest and
// the journeys run several workers, the stories and journeys each drive Chromium), so more at once
// only slows each down: measured on 2 cores, three test runners at once took 17 minutes and two at
// a time 10. The second place fills what one step leaves idle (its start, its slow last files).
// A step's output is shown in one piece when it ends (and kept in test-results/steps/<id>.log). At
// the end: each step's result, time and CPU seconds, the tests counted per runner, the ten slowest
// tests, and a summary line. TEST_STEPS=a,b runs only those steps.
import { mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpmCommand, root, runCaptured } from './lib.mjs';
import { slowestTests, testCounts } from './test-report.mjs';

ensureInstalled();

const RESULTS = join(root, 'test-results');
const reportFile = (name) => join(RESULTS, `${name}.json`);

/**
 * The steps, in the order they start when ready: the long ones first, so that the last to end are
 * short. `needs`: steps that must have passed first.
 */
const steps = [
  {
    id: 'build-portal',
    name: 'build the portal',
    pnpm: ['--filter', '@eqp/portal', 'build'],
  },
  {
    id: 'build-embed',
    name: 'build the embed bundle',
    pnpm: ['--filter', '@eqp/embed', 'build'],
  },
  {
    id: 'packages',
    name: 'build and check the packages (tsup, attw; the embed bundle of build-embed)',
    // The embed bundle is packed from build-embed's dist/ (building it here too would write the
    // same folder at the same time).
    pnpm: ['run', 'packages:check', '--prebuilt=@eqp/embed'],
    needs: ['build-embed'],
  },
  {
    id: 'e2e',
    name: 'end-to-end journeys (Playwright, Chromium)',
    pnpm: ['exec', 'playwright', 'test', '--project=desktop', '--project=phone', '--reporter=list,json'],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile('playwright'),
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile('playwright'),
    },
    needs: ['build-portal', 'build-embed'],
  },
  {
    id: 'vitest',
    name: 'unit, component and server tests (Vitest)',
    pnpm: [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile('vitest')}`,
    ],
  },
  {
    id: 'storybook',
    name: 'every story in Chromium: render, play, no console.error, axe serious/critical (Storybook Vitest addon)',
    pnpm: [
      '--filter',
      '@eqp/components',
      'exec',
      'vitest',
      'run',
      '--config',
      'vitest.storybook.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile('storybook')}`,
    ],
  },
  {
    // The packed packages in an outside app: after the packages step, whose dist/ it packs (building
    // dist/ itself beside that step would write the same folders). Its own ports (E2E_PORT).
    id: 'packed',
    name: 'the packed packages in an outside app (Playwright, Chromium)',
    pnpm: ['exec', 'playwright', 'test', '--project=packed', '--reporter=list,json'],
    env: {
      E2E_PORT: '8381',
      PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile('playwright-packed'),
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile('playwright-packed'),
    },
    needs: ['build-portal', 'build-embed', 'packages'],
  },
  {
    // The stories' test build (no docs, no docgen: 20 s instead of 80) for the screenshot comparison.
    id: 'build-storybook-visual',
    name: 'build the Storybook for the screenshots (storybook build --test)',
    pnpm: ['run', 'build-storybook:visual'],
  },
  {
    id: 'visual',
    name: 'screenshot comparison of the stories with their baselines (Playwright, Chromium)',
    pnpm: ['exec', 'playwright', 'test', '-c', 'playwright.visual.config.ts', '--reporter=dot,json'],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile('playwright-visual'),
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile('playwright-visual'),
    },
    needs: ['build-storybook-visual'],
  },
  { id: 'typecheck', name: 'typecheck', pnpm: ['typecheck'] },
  { id: 'lint', name: 'lint (ESLint + Prettier)', pnpm: ['lint'] },
  {
    id: 'alone',
    name: 'a sample of tests, each run alone',
    node: ['scripts/check-alone.mjs', reportFile('vitest')],
    needs: ['vitest'],
  },
  {
    id: 'scripts',
    name: 'root scripts on a PATH without pnpm (node:test)',
    node: ['--test', 'scripts/pnpm.test.mjs'],
  },
  {
    id: 'contract-lint',
    name: 'contract lint (Redocly, Spectral: any warning fails)',
    pnpm: ['--filter', '@eqp/contract', 'lint'],
  },
  {
    id: 'contract-fresh',
    name: 'contract generated types fresh',
    pnpm: ['--filter', '@eqp/contract', 'check'],
  },
  {
    id: 'size',
    name: 'size budgets (size-limit)',
    pnpm: ['run', 'size', '--no-build'],
    needs: ['build-portal', 'build-embed', 'packages'],
  },
];

if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error(
    'Chromium is missing at /usr/bin/chromium. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH; .ci/run does this for you.',
  );
  process.exit(1);
}

const capacity = Math.max(1, Number(process.env.TEST_JOBS ?? 2));
const only = process.env.TEST_STEPS?.split(',').filter(Boolean);
const selected = only ? steps.filter((s) => only.includes(s.id)) : steps;
const stepDir = join(RESULTS, 'steps');
for (const name of ['vitest', 'storybook', 'playwright', 'playwright-packed', 'playwright-visual'])
  rmSync(reportFile(name), { force: true });
mkdirSync(stepDir, { recursive: true });

const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const state = new Map(selected.map((s) => [s.id, 'waiting']));
const results = new Map();
let stopping = false;

function ready(step) {
  return (step.needs ?? []).every((id) => !state.has(id) || state.get(id) === 'passed');
}

function blocked(step) {
  return (step.needs ?? []).some((id) => ['FAILED', 'not run'].includes(state.get(id)));
}

async function runStep(step) {
  state.set(step.id, 'running');
  console.log(`[${clock()}] start  ${step.name}`);
  const [cmd, ...pre] = step.node ? [process.execPath] : pnpmCommand();
  const args = step.node ?? [...pre, ...step.pnpm];
  const r = await runCaptured(cmd, args, { env: { ...process.env, ...step.env } });
  const status = r.status === 0 ? 'passed' : 'FAILED';
  state.set(step.id, status);
  results.set(step.id, { status, seconds: r.seconds, cpuSeconds: r.cpuSeconds });
  writeFileSync(join(stepDir, `${step.id}.log`), r.output);
  const cpu = r.cpuSeconds === undefined ? '' : `, CPU ${r.cpuSeconds.toFixed(0)} s`;
  console.log(`\n=== ${step.name} (${status}, ${r.seconds.toFixed(1)} s${cpu}) ===`);
  process.stdout.write(r.output.endsWith('\n') ? r.output : `${r.output}\n`);
  console.log(`[${clock()}] ${status === 'passed' ? 'done  ' : 'FAILED'} ${step.name}`);
  if (status !== 'passed') stopping = true;
}

await new Promise((resolve) => {
  const running = new Set();
  const schedule = () => {
    for (const step of selected) {
      if (state.get(step.id) !== 'waiting') continue;
      if (stopping || blocked(step)) state.set(step.id, 'not run');
    }
    for (const step of selected) {
      if (stopping || running.size >= capacity) break;
      if (state.get(step.id) !== 'waiting' || !ready(step)) continue;
      const promise = runStep(step).then(() => {
        running.delete(promise);
        schedule();
      });
      running.add(promise);
    }
    if (running.size === 0) resolve();
  };
  schedule();
});

console.log('\n=== summary ===');
for (const step of selected) {
  const r = results.get(step.id);
  const status = r?.status ?? state.get(step.id);
  const cpu = r?.cpuSeconds === undefined ? '-' : r.cpuSeconds.toFixed(0);
  console.log(
    `${status.padEnd(7)} ${(r ? r.seconds.toFixed(1) : '-').padStart(6)} s  CPU ${cpu.padStart(5)} s  ${step.name}`,
  );
}
const counts = testCounts({
  Vitest: reportFile('vitest'),
  'Storybook (stories)': reportFile('storybook'),
  Playwright: reportFile('playwright'),
  'Playwright (packed)': reportFile('playwright-packed'),
  'Playwright (screenshots)': reportFile('playwright-visual'),
});
if (counts.length) {
  console.log('\ntests counted:');
  for (const line of counts) console.log(`  ${line}`);
}
const slowest = slowestTests(
  {
    vitest: reportFile('vitest'),
    storybook: reportFile('storybook'),
    playwright: reportFile('playwright'),
    'playwright (packed)': reportFile('playwright-packed'),
    'playwright (screenshots)': reportFile('playwright-visual'),
  },
  10,
);
if (slowest.length) {
  console.log('\nthe ten slowest tests:');
  for (const t of slowest) console.log(`  ${t.seconds.toFixed(1).padStart(6)} s  [${t.runner}] ${t.name}`);
}
const passed = [...results.values()].filter((r) => r.status === 'passed').length;
const failed = [...results.values()].filter((r) => r.status !== 'passed').length;
const notRun = selected.length - results.size;
console.log(
  `\nsteps: ${passed} passed, ${failed} failed${notRun ? `, ${notRun} not run` : ''}; ${((Date.now() - started) / 1000).toFixed(0)} s in all (TEST_JOBS=${capacity})`,
);
process.exit(failed || notRun ? 1 : 0);
