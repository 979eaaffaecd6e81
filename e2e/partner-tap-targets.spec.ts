import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Tap targets of the partner area on a phone (390 px): technicians work with gloves and on ladders,
// so every control they can tap is at least 44 × 44 px (WCAG 2.5.5's size; an input's label counts
// with it, as a tap on the label works the input). One journey goes through the partner area (the
// code login page, the job list and its three lists, a job's preview, a started job's report with
// its counters, comments, order lines and attachments, a confirmation dialog, the Company page) and
// lists every control smaller than that on each screen. Phone project only.

/** Every control on the page smaller than 44 × 44 px (with its label), described for a failure message. */
async function smallTargets(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="radio"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(', ');
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[inert], [aria-hidden="true"]') && element.tabIndex < 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rect = element.getBoundingClientRect();
      let width = rect.width;
      let height = rect.height;
      const labels = (element as HTMLInputElement).labels;
      for (const label of labels ?? []) {
        const box = label.getBoundingClientRect();
        width = Math.max(width, box.width);
        height = Math.max(height, box.height);
      }
      // Not laid out, or visually hidden with no label to tap (a skip link shown on focus).
      if (width <= 1 || height <= 1) continue;
      if (width >= 43.5 && height >= 43.5) continue;
      const name =
        element.getAttribute('aria-label') ||
        element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
        (element as HTMLInputElement).name ||
        element.getAttribute('type') ||
        '';
      const kind = element.getAttribute('role') ?? element.tagName.toLowerCase();
      small.push(`${kind} "${name}" ${Math.round(width)} × ${Math.round(height)}`);
    }
    return small;
  });
  return found.map((entry) => `${where}: ${entry}`);
}

test('every control of the partner area is at least 44 × 44 px on a phone', async ({
  page,
  signedInPage,
  api,
}) => {
  test.skip(!(page.viewportSize()!.width < 600), 'a phone journey');
  test.setTimeout(240_000);
  const small: string[] = [];

  // The code login of an unknown code: its message and the link to the partner portal.
  await page.goto('/c/NOSUCHCODE');
  await expect(page.getByRole('link', { name: /partner portal/i })).toBeVisible();
  small.push(...(await smallTargets(page, 'code login')));

  const tech = await signedInPage('tech');
  const client = await api.signIn('tech');
  const view = await client.request(client.api.GET('/api2/partner/jobs/view'));

  // The job list, each of its three lists.
  await tech.goto('/partner/job/list');
  await expect(tech.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  for (const list of ['Upcoming', 'Open', 'Completed']) {
    await tech.getByRole('tab', { name: new RegExp(`^${list}`) }).click();
    await expect(tech.getByRole('tabpanel')).toBeVisible();
    await expect(tech.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    small.push(...(await smallTargets(tech, `job list, ${list}`)));
  }

  // A job's preview by its code.
  const previewJob = [...view.Upcoming, ...view.Open].find((job) => job.Code);
  expect(previewJob, 'a job with a code').toBeDefined();
  await tech.goto(`/partner/job/view/${previewJob!.Code}`);
  await expect(tech.getByRole('heading', { level: 1 })).toBeVisible();
  small.push(...(await smallTargets(tech, 'job preview')));

  // A started job's report, with at least one order line and one attachment.
  const started = view.Open.find((job) => job.JobStatus.Id === 30) ?? view.Open[0];
  expect(started, 'a started job').toBeDefined();
  await tech.goto(`/partner/job/${started!.Id}`);
  await expect(tech.getByRole('button', { name: 'Mark as completed' })).toBeVisible();
  const machine = tech.getByRole('list', { name: 'Equipment' }).getByRole('region').first();
  await expect(machine.getByRole('table', { name: 'Counters' })).toBeVisible();
  const lines = machine.getByRole('region', { name: 'Order lines' });
  if ((await lines.getByRole('table').count()) === 0) {
    await lines.getByRole('button', { name: 'Add a line' }).click();
    await lines
      .getByRole('group', { name: 'Kind of line' })
      .getByRole('button', { name: 'Custom line' })
      .click();
    await lines.getByLabel('Text').fill('Travel');
    await lines.getByRole('button', { name: 'Add line' }).click();
  }
  await expect(lines.getByRole('table')).toBeVisible();
  const attachments = tech.getByRole('region', { name: 'Attachments' });
  const files = attachments.getByRole('list', { name: 'Files of the job' });
  if ((await files.getByRole('listitem').count()) === 0) {
    await attachments
      .getByLabel('Choose files')
      .setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('A note.') });
  }
  await expect(files.getByRole('listitem').first()).toBeVisible();
  small.push(...(await smallTargets(tech, 'job report')));
  // A confirmation (deleting an attachment), then Cancel.
  await files
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  const confirm = tech.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  small.push(...(await smallTargets(tech, 'delete confirmation')));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  // The order-line form open (kind of line, article search, its buttons).
  await lines.getByRole('button', { name: 'Add a line' }).click();
  await expect(lines.getByRole('group', { name: 'Kind of line' })).toBeVisible();
  small.push(...(await smallTargets(tech, 'job report, new order line')));

  // The Company page.
  await tech.goto('/partner/company');
  await expect(tech.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  small.push(...(await smallTargets(tech, 'company')));

  expect(small, 'controls smaller than 44 × 44 px').toEqual([]);
});
