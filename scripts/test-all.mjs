// `npm test`: every check of the project, in order, stopping at the first failure.
// Prints each step's result and time, and a closing summary line.
import { existsSync } from 'node:fs';
import { ensureInstalled, pnpm } from './lib.mjs';

ensureInstalled();

const steps = [
  ['lint (ESLint + Prettier)', ['lint']],
  ['contract lint (Redocly)', ['--filter', '@eqp/contract', 'lint']],
  ['contract generated types fresh', ['--filter', '@eqp/contract', 'check']],
  ['typecheck', ['typecheck']],
  ['unit, component and server tests (Vitest)', ['exec', 'vitest', 'run']],
  [
    'every story in Chromium: render, play, no console.error, axe serious/critical (Storybook Vitest addon)',
    ['--filter', '@eqp/components', 'test:storybook'],
  ],
  ['build the portal', ['--filter', '@eqp/portal', 'build']],
  ['build the embed bundle', ['--filter', '@eqp/embed', 'build']],
  ['build and check the packages (tsup, attw)', ['run', 'packages:check']],
  ['end-to-end journeys (Playwright, Chromium)', ['exec', 'playwright', 'test']],
  ['size budgets (size-limit)', ['run', 'size', '--no-build']],
];

if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error(
    'Chromium is missing at /usr/bin/chromium. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH; .ci/run does this for you.',
  );
  process.exit(1);
}

const results = [];
let failed = 0;
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const r = pnpm(args);
  results.push([name, r.status === 0 ? 'passed' : 'FAILED', r.seconds]);
  if (r.status !== 0) {
    failed = 1;
    break;
  }
}

console.log('\n=== summary ===');
for (const [name, state, seconds] of results)
  console.log(`${state.padEnd(7)} ${seconds.toFixed(1).padStart(6)} s  ${name}`);
const passedCount = results.filter(([, s]) => s === 'passed').length;
console.log(`steps: ${passedCount} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
