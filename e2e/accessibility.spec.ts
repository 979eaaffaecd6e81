import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, type Role } from './fixtures';

// axe on the portal's pages, as a user reaches them (Storybook checks every component on its own;
// there the addon leaves out the `region` rule, since a component alone sits in no landmark). Here
// the whole page is checked with axe's defaults, `region` included: no violation of impact serious
// or critical, and none of the page-structure rules whatever their impact: every piece of content
// in a landmark (`region`), landmarks of one kind told apart by their labels (`landmark-unique`),
// exactly one h1 (`page-has-heading-one`, and `page-has-heading-one` counts only visible ones).
// Runs at 1280 px (desktop project) and 390 px (phone project), where the navigation differs.

const axeSource = createRequire(
  fileURLToPath(new URL('../packages/components/package.json', import.meta.url)),
).resolve('axe-core/axe.min.js');

/** The page-structure rules, checked whatever their impact. */
const STRUCTURE_RULES = ['region', 'landmark-unique', 'page-has-heading-one'];

interface Finding {
  id: string;
  impact: string | null;
  /** Each node: its selector, the start of its markup and its label (aria-label or aria-labelledby). */
  nodes: { node: string; label: string }[];
}

async function axeFindings(page: Page): Promise<Finding[]> {
  // Evaluated rather than added as a script tag: the portal's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(axeSource, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown[]; html: string }[] }[];
          }>;
        };
      }
    ).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => {
        const element = document.querySelector(String(node.target[0]));
        const labelledBy = element?.getAttribute('aria-labelledby');
        const label =
          element?.getAttribute('aria-label') ??
          (labelledBy ? (document.getElementById(labelledBy)?.textContent ?? '') : '');
        return { node: `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`, label: label.trim() };
      }),
    }));
  });
}

async function expectAccessible(page: Page) {
  // Let the page settle (data loaded, animations done) before checking it.
  // eslint-disable-next-line playwright/no-networkidle -- what the page loads differs per page
  await page.waitForLoadState('networkidle');
  // eslint-disable-next-line playwright/no-wait-for-timeout -- transitions have no event to wait for
  await page.waitForTimeout(300);
  const findings = await axeFindings(page);
  const failing = findings.filter(
    (finding) =>
      finding.impact === 'serious' || finding.impact === 'critical' || STRUCTURE_RULES.includes(finding.id),
  );
  expect(failing, `axe on ${page.url()}`).toEqual([]);
}

const PUBLIC_PAGES = ['/', '/customer', '/partner', '/about', '/qr/QR00005', '/no/such/page', '/c/NOSUCH'];

for (const path of PUBLIC_PAGES) {
  test(`signed out, ${path} passes axe with the landmark and heading rules`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').first()).toBeVisible();
    await expectAccessible(page);
  });
}

const SIGNED_IN_PAGES: { role: Role; path: string }[] = [
  { role: 'moderator', path: '/customer/machines/list' },
  // One organisation: the top bar shows its name as plain text.
  { role: 'user', path: '/customer/machines/list' },
  { role: 'moderator', path: '/customer/machines/5/general' },
  { role: 'moderator', path: '/customer/machines/5/parts' },
  { role: 'moderator', path: '/customer/shop/cart' },
  { role: 'moderator', path: '/customer/jobs' },
  { role: 'moderator', path: '/customer/organization' },
  { role: 'moderator', path: '/customer/account' },
  { role: 'tech', path: '/partner/job/list' },
  { role: 'tech', path: '/partner/company' },
  { role: 'tech', path: '/partner/job/93' },
  // A job of another company: the Unauthorized page stands in for the report.
  { role: 'tech2', path: '/partner/job/93' },
  { role: 'tech', path: '/partner/account' },
  { role: 'nocompany', path: '/partner/job/list' },
];

for (const { role, path } of SIGNED_IN_PAGES) {
  test(`as ${role}, ${path} passes axe with the landmark and heading rules`, async ({ signedInPage }) => {
    const page = await signedInPage(role);
    await page.goto(path);
    await expect(page.getByRole('main').first()).toBeVisible();
    await expectAccessible(page);
  });
}
