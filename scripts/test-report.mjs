// Reads the JSON reports the test runners write (Vitest's json reporter, Playwright's json
// reporter) for the closing lines of `npm test`: how many tests each runner ran, and the slowest.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { root } from './lib.mjs';

function read(file) {
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Every test of a Vitest json report: { name, seconds, status }. */
function vitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((a) => ({
      name: `${relative(root, file.name)} > ${a.fullName}`,
      seconds: (a.duration ?? 0) / 1000,
      status: a.status,
    })),
  );
}

/** Every test run of a Playwright json report: { name, seconds, status }. */
function playwrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          out.push({
            name: `${[...titles, spec.title].filter(Boolean).join(' > ')} [${test.projectName}]`,
            seconds: (result.duration ?? 0) / 1000,
            status: result.status,
          });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return out;
}

function testsOf(kind, file) {
  const report = read(file);
  if (!report) return null;
  return kind.startsWith('playwright') ? playwrightTests(report) : vitestTests(report);
}

/** One line per runner: "Vitest: 2267 passed, 0 failed, 0 skipped". */
export function testCounts(files) {
  const lines = [];
  for (const [label, file] of Object.entries(files)) {
    const tests = testsOf(/playwright/i.test(label) ? 'playwright' : 'vitest', file);
    if (!tests) continue;
    const by = (statuses) => tests.filter((t) => statuses.includes(t.status)).length;
    lines.push(
      `${label}: ${by(['passed', 'expected'])} passed, ${by(['failed', 'timedOut', 'interrupted'])} failed, ${by(['skipped', 'pending', 'todo'])} skipped`,
    );
  }
  return lines;
}

/** The `count` slowest tests over every report: { runner, name, seconds }. */
export function slowestTests(files, count) {
  const all = Object.entries(files).flatMap(([runner, file]) =>
    (testsOf(runner, file) ?? []).map((t) => ({ ...t, runner })),
  );
  return all.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
