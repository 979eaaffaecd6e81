import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue (b)'s journey: a customer orders service on two machines from the job list, sees
// "Job created" and the open-jobs badge go up, finds the new job at the top of the list and opens
// it. Runs at 1280 px (desktop project) and 390 px (phone project). Jobs made by the journeys
// before it on the same server stay, so every check looks for this run's own descriptions.

/** Opens the customer portal, signed in (see fixtures.ts): the machine list. */
async function openPortal(page: Page) {
  await page.goto('/customer');
  await expect(page).toHaveURL(/\/customer\/machines\/list$/);
}

/** The Orders menu entry (side bar on desktop, bottom bar on phones); its name carries the badge. */
const ordersLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Orders/ });

/** The count the badge announces ("Orders, 15 open jobs"); 0 without a badge. */
async function openJobsCount(link: Locator): Promise<number> {
  const match = /(\d+) open jobs?/.exec((await link.textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}

test('customer orders service on two machines, sees the badge go up and opens the new job from the list', async ({
  moderatorPage: page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await openPortal(page);

  // The job list: title, cost graph (the moderator sees prices) and the table of jobs.
  const orders = ordersLink(page);
  await orders.click();
  await expect(page).toHaveURL(/\/customer\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const cost = page.getByRole('region', { name: 'Cost last 12 months' });
  await expect(cost).toBeVisible();
  // The graph is drawn by a chunk of its own, loaded after the page: its legend names the
  // machines; "Show as table" shows the 12 months' numbers instead, and back.
  const legend = cost.getByRole('list', { name: 'Equipment in the graph' });
  await expect(legend.getByRole('listitem').first()).toBeVisible();
  const asTable = cost.getByRole('button', { name: 'Show as table' });
  await asTable.click();
  await expect(cost.getByRole('table', { name: 'Cost per month in the last 12 months' })).toBeVisible();
  await expect(legend).toHaveCount(0);
  await asTable.click();
  await expect(legend).toBeVisible();
  const table = page.getByRole('table', { name: 'Jobs' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const before = await openJobsCount(orders);

  // Order service on two machines, a description each.
  await page.getByRole('main').getByRole('button', { name: 'Order service' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Order service' });
  const submit = dialog.getByRole('button', { name: 'Order service' });
  await expect(submit).toBeDisabled();
  const boxes = dialog.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(dialog.getByText('2 chosen')).toBeVisible();
  const fields = dialog.getByRole('textbox');
  await expect(fields).toHaveCount(2);
  const machines = [
    (await fields.nth(0).getAttribute('id')) ?? '',
    (await fields.nth(1).getAttribute('id')) ?? '',
  ];
  // The description fields are named by their machine.
  const names = await Promise.all(machines.map((id) => dialog.locator(`label[for="${id}"]`).innerText()));
  const texts = [`Stops with error E21 (${stamp})`, `Leaks water at the door (${stamp})`];
  await fields.nth(0).fill(texts[0]!);
  await expect(submit).toBeDisabled();
  await fields.nth(1).fill(texts[1]!);
  await expect(submit).toBeEnabled();
  // The journey runs at two widths at once against one server: the id of this job, not "the newest".
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api2\/customer\/jobs$/.test(response.url()),
  );
  await submit.click();
  const { Id: jobId } = (await (await created).json()) as { Id: number };

  await expect(page.getByText('Job created')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The open-jobs badge follows (at least this job more: the other width's journey may add one too).
  await expect.poll(() => openJobsCount(orders)).toBeGreaterThan(before);
  await expect(orders).toHaveAccessibleName(/^Orders ?, \d+ open jobs?$/);

  // The new job is in the list (newest first, so on its first page), with both machines.
  const top = rows.filter({ has: page.locator(`a[href$="/customer/jobs/${jobId}"]`) });
  for (const name of names) await expect(top).toContainText(name.trim());
  // Open it with a click on the row (not on its link).
  await top.getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/customer/jobs/${jobId}$`));
  // A new job has no order number yet: "Job 123" (otherwise "Order 40230").
  const job = page.getByRole('dialog', { name: /^(Order \S+|Job \d+)$/ });
  await expect(job).toBeVisible();
  await expect(job.getByRole('heading', { name: /^Equipment \(2\)$/ })).toBeVisible();
  const cards = job.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4 }) });
  await expect(cards).toHaveCount(2);
  for (const [index, name] of names.entries()) {
    const card = cards.filter({ has: page.getByRole('heading', { level: 4, name: name.trim() }) });
    await expect(card).toContainText(texts[index]!);
  }

  // Closing goes back to the list.
  await job.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).toHaveURL(/\/customer\/jobs$/);
  await expect(job).toBeHidden();
});

test('a machine link with ?order= opens the new-job dialog with that machine chosen', async ({
  moderatorPage: page,
  api,
}) => {
  await openPortal(page);
  const moderator = await api.signIn('moderator');
  const [machine] = await moderator.request(moderator.api.GET('/api2/customer/machines'));
  expect(machine?.DisplayName, 'the first machine has a name').toBeTruthy();
  await page.goto(`/customer/jobs?order=${machine!.Id}`);
  const dialog = page.getByRole('dialog', { name: 'Order service' });
  await expect(dialog.getByRole('textbox', { name: machine!.DisplayName! })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/customer\/jobs$/);
});

test('a customer user without prices sees the jobs but no cost graph and no amounts', async ({
  userPage: page,
}) => {
  await openPortal(page);
  await ordersLink(page).click();
  await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cost last 12 months' })).toHaveCount(0);
  await expect(page.getByText(/NOK|kr\b/)).toHaveCount(0);
});

test('the cost graph’s legend shows every machine’s whole name, at 390 px too', async ({
  moderatorPage: page,
}) => {
  await page.goto('/customer/jobs');
  const legend = page
    .getByRole('region', { name: 'Cost last 12 months' })
    .getByRole('list', { name: 'Equipment in the graph' });
  await expect(legend.getByRole('listitem').first()).toBeVisible();
  // The demo data has one long name, "Dough mixer E2 (SN-DIS-353408)".
  await expect(legend.getByRole('listitem').filter({ hasText: /\(SN-/ })).toHaveCount(1);
  const names = await legend.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const name = item.querySelector<HTMLElement>('[data-part="name"]')!;
      return {
        text: name.textContent,
        title: name.title,
        cut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
      };
    }),
  );
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) {
    expect(name.cut, `${name.text} is cut`).toBe(false);
    expect(name.title).toBe(name.text);
  }
});
