import type { AxeResults } from 'axe-core';
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * Setup of the `storybook` Vitest project (every story in Chromium):
 * - a story must not log a console.error while it renders, runs its play function and settles
 *   (React warnings, unhandled requests, act() warnings);
 * - axe (run by the a11y addon after the story, `parameters.a11y`) must find no violation of
 *   impact serious or critical. The addon itself fails on any impact or none (`a11y.test`
 *   `error` | `todo`) and axe has no impact threshold, so the preview sets `todo` (every violation
 *   shows as a warning in Storybook's Accessibility panel) and the impact filter is here. A
 *   `region` violation fails too (see ALWAYS_FAILING_RULES).
 */
// A play function's findBy… and waitFor give up after 10 s here rather than 1 s: with the other
// test steps beside it, a story's first render can take seconds. They return as soon as what they
// wait for is there.
configure({ asyncUtilTimeout: 10_000 });

const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
/**
 * `region` (content outside every landmark) fails whatever its impact. The a11y addon leaves it
 * out of every story (a component alone sits in no landmark); the stories of whole page frames
 * (CustomerShell, PartnerShell: `PAGE_A11Y` in their meta) turn it back on, so there it is checked.
 * The portal's pages are checked with it, `landmark-unique` and `page-has-heading-one` by
 * e2e/accessibility.spec.ts.
 */
const ALWAYS_FAILING_RULES = new Set(['region']);

interface A11yReport {
  type: string;
  status: string;
  result?: Partial<AxeResults> & { error?: unknown };
}

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(async (context) => {
  // Let effects, SWR fetches and the mock fetch settle.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  consoleError.mockRestore();
  expect(calls, 'console.error while rendering the story').toEqual([]);

  const reports = ((context.task.meta as { reports?: A11yReport[] }).reports ?? []).filter(
    (report) => report.type === 'a11y',
  );
  for (const report of reports) {
    if (report.result?.error) throw report.result.error;
    const failing = (report.result?.violations ?? []).filter(
      (v) => FAILING_IMPACTS.has(v.impact ?? '') || ALWAYS_FAILING_RULES.has(v.id),
    );
    const described = failing.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .map((node) => {
            const why = node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
            return `    ${node.target.join(' ')}  ${node.html.slice(0, 160)}${why ? `\n      ${why}` : ''}`;
          })
          .join('\n'),
    );
    expect(described, 'serious or critical accessibility violations (axe)').toEqual([]);
  }
});
