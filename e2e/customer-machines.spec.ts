import { expect, test, type Page } from '@playwright/test';

// Issue 1's journey: a customer signs in, sees the machine cards with their chips, pages on scroll,
// switches to Norwegian and signs out. Runs at 1280 px (desktop project) and 390 px (phone project).

const MODERATOR = { email: 'moderator@demo.test', password: 'Demo1234!' };

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

  // Scrolling past 90 % loads the second (last) page: 48 machines in all.
  await scrollToEnd(page);
  await expect(machines).toHaveCount(48);

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
