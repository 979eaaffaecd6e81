import type { Locator, Page } from '@playwright/test';
import { emptyCart, expect, test } from './fixtures';

// Journey (f): a customer whose user info says ShowPrices false (user@demo.test, Fjord Bakery AS)
// goes through every customer screen that shows amounts to others (machine list, Service and
// Parts tabs, the part dialog, the cart, the job list with its cost graph) and sees no amount
// anywhere. Runs at 1280 px (desktop project) and 390 px (phone project), signed in (see
// fixtures.ts); the user's cart is emptied through the API first, so each run starts the same.

/** An amount as the portal writes it in English: "NOK 1,234.50" (or "kr" in other locales). */
const AMOUNT = /\bNOK\b|\bkr\b|\d+[.,]\d{2}\b/;

/** The page's content (not the menu) has loaded and holds no amount. */
async function expectNoAmounts(content: Locator) {
  await expect(content).toBeVisible();
  expect(await content.innerText()).not.toMatch(AMOUNT);
}

const main = (page: Page) => page.getByRole('main');

test('a customer without prices sees no amount on any screen', async ({ userPage: page, api }) => {
  const user = await api.signIn('user');
  await emptyCart(user);
  const machines = await user.request(user.api.GET('/api2/customer/machines'));
  const machine = machines.find((m) => m.MachineModelId != null);
  expect(machine, 'a Fjord Bakery machine with a model').toBeDefined();
  expect(machine!.DisplayName, 'its name').toBeTruthy();

  await page.goto('/customer');

  // Machine list: chips, no lifetime totals.
  const list = page.getByRole('list', { name: 'Equipment list' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('link', { name: /^Service/ })).toHaveCount(0);
  await expectNoAmounts(main(page));

  // Machine -> Service tab: history without part prices.
  await list.getByRole('link', { name: machine!.DisplayName!, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/machines/${machine!.Id}/general$`));
  await page.getByRole('link', { name: /^Service/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/machines/${machine!.Id}/service$`));
  await expect(page.getByRole('heading', { name: /^Service history/ })).toBeVisible();
  await expectNoAmounts(main(page));

  // Parts tab and a part's dialog: no list price, no customer price.
  await page.getByRole('link', { name: /^Parts/ }).click();
  const parts = page.getByRole('list', { name: 'All parts of this model' });
  await expect(parts.getByRole('listitem').first()).toBeVisible();
  await expectNoAmounts(main(page));
  await parts.getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(dialog.getByText(/Your price|List price/)).toHaveCount(0);
  await expectNoAmounts(dialog);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  // Cart: lines and summary without line prices, totals or a grand total.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await expect(page.getByText('1 article', { exact: true }).first()).toBeVisible();
  await expectNoAmounts(main(page));

  // Job list: no cost graph.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Orders/ })
    .click();
  await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cost last 12 months' })).toHaveCount(0);
  await expectNoAmounts(main(page));
});
