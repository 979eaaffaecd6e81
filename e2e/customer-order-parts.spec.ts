import type { Page } from '@playwright/test';
import { emptyCart, expect, test, type Schema } from './fixtures';

// The parts order journey: from the equipment list to a machine's Parts tab, a search, the part
// dialog, two of that part into the cart (the badge counts them), the cart, Send order with a
// comment, and the new order in the job list. Runs at 1280 px (desktop project) and 390 px (phone
// project), signed in (see fixtures.ts). The moderator's cart is emptied through the API first, so
// each run starts the same.

// The demo data (packages/server/src/seed): "Combi oven E" (id 5) of Nordic Foods AS is a
// CK 6-1/1 whose parts list has the convection fan motor CO-1003.
const MACHINE = { id: 5, name: 'Combi oven E' };
const PART = { articleNumber: 'CO-1003', description: 'Convection fan motor' };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const cartLink = (page: Page) => nav(page).getByRole('link', { name: /^Cart/ });

test('customer finds a part, puts two in the cart and sends the order; it is in the job list', async ({
  moderatorPage: page,
  api,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const comment = `Parts for the combi oven, ${testInfo.project.name} run ${Date.now()}`;
  await emptyCart(await api.signIn('moderator'));

  await page.goto('/customer');
  await expect(page).toHaveURL(/\/customer\/machines\/list$/);

  // Machine list -> machine.
  await page
    .getByRole('list', { name: 'Equipment list' })
    .getByRole('link', { name: MACHINE.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/customer/machines/${MACHINE.id}/general$`));
  await expect(page.getByRole('heading', { level: 1, name: MACHINE.name })).toBeVisible();

  // Parts tab -> search: one character is not enough, two are.
  await page.getByRole('link', { name: /^Parts/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/machines/${MACHINE.id}/parts$`));
  const search = page.getByRole('searchbox', { name: 'Search parts' });
  await search.fill('f');
  await expect(page.getByRole('main').getByText('Type at least 2 characters')).toBeVisible();
  await search.fill('fan motor');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').first()).toContainText(PART.articleNumber);

  // Part dialog (a child route) -> quantity 2 -> Add to cart.
  await results
    .getByRole('link', { name: new RegExp(PART.articleNumber) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/customer/machines/${MACHINE.id}/parts/${PART.articleNumber}$`));
  const dialog = page.getByRole('dialog', { name: PART.description });
  const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await quantity.fill('2');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The cart badge counts the two articles.
  await expect(cartLink(page)).toHaveAccessibleName(/2 items in cart/);

  // Cart: the line under its machine; Send order with a comment.
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/customer\/shop\/cart$/);
  const group = page.getByRole('region', { name: MACHINE.name });
  await expect(group.getByText(PART.articleNumber, { exact: true })).toBeVisible();
  await expect(page.getByText('2 articles', { exact: true }).first()).toBeVisible();
  if (phone) await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await summary.getByLabel('Comment (optional)').fill(comment);
  const checkout = page.waitForResponse(
    (r) => r.url().endsWith('/api2/customer/shoppingcart/checkout') && r.request().method() === 'POST',
  );
  await summary.getByRole('button', { name: 'Send order' }).click();
  const { Id: jobId } = (await (await checkout).json()) as Schema<'CreatedId'>;

  // The job list opens; the new order is the newest row, "S" + its id (spec §4, job type 3).
  await expect(page).toHaveURL(/\/customer\/jobs$/);
  await expect(cartLink(page)).not.toContainText(/\d/);
  const top = page.getByRole('table', { name: 'Jobs' }).getByRole('row').nth(1);
  await expect(top).toContainText(`S${jobId}`);
  await expect(top).toContainText(MACHINE.name);

  // Opening it shows the comment the customer wrote.
  await top.getByRole('link', { name: `S${jobId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/jobs/${jobId}$`));
  const job = page.getByRole('dialog', { name: `Order S${jobId}` });
  await expect(job).toContainText(comment);
});
