import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

// Issue 1's journey: a customer signs in, sees the machine cards with their chips, pages on scroll,
// switches to Norwegian and signs out. Runs at 1280 px (desktop project) and 390 px (phone project).
// The sign-in journeys use the login card; the others start signed in (see fixtures.ts).

const MODERATOR = { email: ACCOUNTS.moderator.email, password: DEMO_PASSWORD };

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('a wrong password shows "Invalid password" and keeps the customer on the login card', async ({
  page,
}) => {
  await page.goto('/customer');
  await logIn(page, MODERATOR.email, 'not-the-password');
  await expect(page.getByText('Invalid password')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(MODERATOR.email);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('customer signs in, browses machines page by page, switches to Norwegian and logs out', async ({
  page,
}) => {
  await page.goto('/customer');
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await logIn(page, MODERATOR.email, MODERATOR.password);

  await expect(page).toHaveURL(/\/customer\/machines\/list$/);
  await expect(page.getByRole('heading', { name: 'Equipment list' })).toBeVisible();

  const machines = page.getByRole('list', { name: 'Equipment list' }).getByRole('listitem');
  await expect(machines).toHaveCount(30);
  // Open service-order and part-order chips.
  await expect(page.getByText(/\d+ open service orders?/).first()).toBeVisible();
  await expect(page.getByText(/\d+ open part orders?/).first()).toBeVisible();
  // The moderator sees prices: lifetime Service and Parts totals link to the panels.
  const firstMachine = machines.first();
  await expect(firstMachine.getByRole('link', { name: /^Service/ })).toHaveAttribute(
    'href',
    /\/customer\/machines\/\d+\/service$/,
  );
  await expect(firstMachine.getByRole('link', { name: /^Parts/ })).toHaveAttribute(
    'href',
    /\/customer\/machines\/\d+\/parts$/,
  );
  await expect(firstMachine.getByText(/NOK|kr/).first()).toBeVisible();

  // Scrolling past 90 % loads the second (last) page: 48 machines in all. It is asked for by the
  // first page's NextCursor (keyset paging), not by a page number.
  const secondPage = page.waitForRequest(/\/api2\/customer\/machines\/filtered\?.*Cursor=/);
  await scrollToEnd(page);
  await expect(machines).toHaveCount(48);
  expect(new URL((await secondPage).url()).searchParams.get('Page')).toBeNull();

  // Norwegian from the account menu; the page reloads in Norwegian.
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitemradio', { name: 'Norsk' }).click();
  await expect(page.getByRole('heading', { name: 'Utstyrsliste' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Utstyrsliste' }).getByRole('listitem')).toHaveCount(30);

  // Log out: back on the login card, in Norwegian.
  await page.getByRole('button', { name: 'Min konto' }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page.getByLabel('E-post')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
});

test('a customer user without prices sees the machines but no amounts', async ({ userPage: page }) => {
  await page.goto('/customer');
  await expect(page.getByRole('heading', { name: 'Equipment list' })).toBeVisible();
  const machines = page.getByRole('list', { name: 'Equipment list' }).getByRole('listitem');
  await expect(machines.first()).toBeVisible();
  await expect(page.getByText('Lifetime cost')).toHaveCount(0);
  await expect(page.getByText(/NOK|kr\b/)).toHaveCount(0);
});

test('an expired access token is refreshed without the customer noticing', async ({
  moderatorPage: page,
}) => {
  await page.goto('/customer');
  await expect(page.getByRole('heading', { name: 'Equipment list' })).toBeVisible();

  // Spoil the access token (the refresh token stays valid), then reload.
  await page.evaluate(() => {
    const token = JSON.parse(window.localStorage.getItem('eqp.token') ?? '{}');
    window.localStorage.setItem('eqp.token', JSON.stringify({ ...token, access_token: 'spoiled' }));
  });
  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/api2/token/refresh') && r.status() === 200,
  );
  await page.reload();
  await refreshed;
  await expect(page.getByRole('list', { name: 'Equipment list' }).getByRole('listitem')).toHaveCount(30);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('eqp.token') ?? '{}'));
  expect(stored.access_token).not.toBe('spoiled');

  // A spoiled refresh token as well: the portal logs out to the login card.
  await page.evaluate(() => {
    window.localStorage.setItem(
      'eqp.token',
      JSON.stringify({
        access_token: 'spoiled',
        refresh_token: 'spoiled',
        token_type: 'Bearer',
        expires_in: 900,
      }),
    );
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('eqp.token'))).toBeNull();
});

test('an unknown /api2 path answers 404 JSON with a Message, not the portal', async ({ request }) => {
  const res = await request.get('/api2/no/such/call');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ Message: expect.stringContaining('/api2/no/such/call') });
});

test('the machine list filters and sorts, and a reload keeps the filters, the sort and the view', async ({
  moderatorPage: page,
}) => {
  await page.goto('/customer/machines/list');
  await expect(page.getByText('48 machines')).toBeVisible();

  // On a phone the fields sit behind the Filter button.
  const openFilters = async () => {
    const toggle = page.getByRole('button', { name: /^Filter/ });
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false')
      await toggle.click();
  };
  await openFilters();

  const type = page.getByRole('combobox', { name: 'Type' });
  await expect(type.getByRole('option')).not.toHaveCount(1); // the choices arrived
  // The demo organisation's first type (alphabetically).
  const typeName = (await type.getByRole('option').nth(1).textContent())!.trim();
  await type.selectOption({ label: typeName });
  await page.getByRole('checkbox', { name: 'Open orders only' }).check();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Serial number' });
  await page.getByRole('button', { name: 'List', exact: true }).click();

  await expect(page).toHaveURL(/[?&]type=\d+/);
  await expect(page).toHaveURL(/[?&]open=1/);
  await expect(page).toHaveURL(/[?&]sort=serial/);
  await expect(page).toHaveURL(/[?&]view=list/);
  const table = page.getByRole('table', { name: 'Equipment list' });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();
  const count = (await page.getByText(/^\d+ machines?$/).textContent())!;
  expect(Number.parseInt(count, 10)).toBeLessThan(48);
  await expect(rows).toHaveCount(Number.parseInt(count, 10));
  for (const row of await rows.all()) await expect(row).toContainText(typeName);
  const order = await rows.getByRole('link').first().textContent();
  const shown = await rows.count();

  // A reload opens the same list: filters, sort and view from the address.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Equipment list' })).toBeVisible();
  await expect(page.getByText(count, { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(shown);
  await expect(rows.getByRole('link').first()).toHaveText(order!);
  await openFilters();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue(/^\d+$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('serial');
  await expect(page.getByRole('checkbox', { name: 'Open orders only' })).toBeChecked();

  // Back steps out of the list view again; Clear filters keeps the sort.
  await page.goBack();
  await expect(page.getByRole('list', { name: 'Equipment list' })).toBeVisible();
  await expect(page).not.toHaveURL(/view=list/);
  await openFilters();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByText('48 machines')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/machines\/list\?sort=serial$/);
});
