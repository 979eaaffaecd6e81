import type { Page } from '@playwright/test';
import { emptyCart, expect, test, type ApiClient, type Schema } from './fixtures';

// The shopping cart journey: a moderator has parts of two machines in the cart (put there through
// the API), changes a quantity, deletes a line, sends the order with a comment and lands on the
// job list with an empty cart. Runs at 1280 px (desktop project) and 390 px (phone project: Next
// and the back arrow between the list and the order details). Each run starts by emptying the cart,
// so it does not depend on what ran before it on the same server.

/**
 * Empties the moderator's cart, then puts the first two parts of each of two machines with a model
 * into it (quantity 1 each). Answers the machines and their parts, in cart order.
 */
async function fillCart(moderator: ApiClient) {
  await emptyCart(moderator);
  const machines = await moderator.request(moderator.api.GET('/api2/customer/machines'));
  const chosen: { machine: Schema<'MachineListItem'>; parts: Schema<'Part'>[] }[] = [];
  for (const machine of machines) {
    if (chosen.length === 2) break;
    if (!machine.MachineModelId || !machine.DisplayName) continue;
    // Two machines of different models, so their articles differ.
    if (chosen.some((c) => c.machine.MachineModelId === machine.MachineModelId)) continue;
    const parts = await moderator.request(
      moderator.api.GET('/api2/customer/parts/{machineModelId}', {
        params: { path: { machineModelId: machine.MachineModelId } },
      }),
    );
    if (parts.length < 2) continue;
    chosen.push({ machine, parts: parts.slice(0, 2) });
  }
  expect(chosen).toHaveLength(2);
  for (const { machine, parts } of chosen) {
    for (const part of parts) {
      await moderator.request(
        moderator.api.POST('/api2/customer/shoppingcart', {
          body: { ...part, MachineId: machine.Id, Quantity: 1 },
        }),
      );
    }
  }
  return chosen;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const cartLink = (page: Page) => nav(page).getByRole('link', { name: /^Cart/ });
const ordersLink = (page: Page) => nav(page).getByRole('link', { name: /^Orders/ });

/** The open jobs count on the Orders badge (0 without a badge), from its spoken text "N open jobs". */
async function openJobsBadge(page: Page): Promise<number> {
  const match = /(\d+) open jobs?/.exec((await ordersLink(page).textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}

test('customer changes quantities, deletes a line and sends the cart as an order', async ({
  moderatorPage: page,
  api,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const moderator = await api.signIn('moderator');
  const [first, second] = await fillCart(moderator);
  const firstArticle = first!.parts[0]!.ArticleNumber;
  const deletedArticle = second!.parts[1]!.ArticleNumber;

  await page.goto('/customer');
  await expect(page).toHaveURL(/\/customer\/machines\/list$/);
  // The badge counts the 4 articles added through the API.
  await expect(cartLink(page)).toContainText('4');

  // /customer/shop redirects to the cart.
  await page.goto('/customer/shop');
  await expect(page).toHaveURL(/\/customer\/shop\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await expect(cartLink(page)).toHaveAttribute('aria-current', 'page');

  // Lines grouped by machine, the machine name linking to it.
  for (const { machine, parts } of [first!, second!]) {
    const group = page.getByRole('region', { name: machine.DisplayName! });
    await expect(group.getByRole('link', { name: machine.DisplayName! })).toHaveAttribute(
      'href',
      `/customer/machines/${machine.Id}/general`,
    );
    for (const part of parts) {
      await expect(group.getByText(part.ArticleNumber, { exact: true })).toBeVisible();
    }
  }
  await expect(page.getByText('4 articles', { exact: true }).first()).toBeVisible();

  // Quantity: minus disabled at 1; plus to 2, minus back to 1. The badge follows.
  const minus = page.getByRole('button', { name: `Decrease quantity of ${firstArticle}` });
  const plus = page.getByRole('button', { name: `Increase quantity of ${firstArticle}` });
  const quantity = page.getByRole('textbox', { name: `Quantity of ${firstArticle}` });
  await expect(minus).toBeDisabled();
  await plus.click();
  await expect(quantity).toHaveValue('2');
  await expect(minus).toBeEnabled();
  await expect(cartLink(page)).toContainText('5');
  await expect(page.getByText('5 articles', { exact: true }).first()).toBeVisible();
  await minus.click();
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await expect(cartLink(page)).toContainText('4');

  // Keyboard: focus stays on plus from one press to the next (it never falls to the page).
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveValue('2');
  await expect(plus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveValue('3');
  await expect(plus).toBeFocused();

  // A typed quantity: over the limit says so and sends nothing; a valid one is saved.
  await quantity.fill('10000');
  await quantity.press('Enter');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a whole number from 1 to 9,999')).toBeVisible();
  await quantity.fill('1');
  await quantity.press('Enter');
  await expect(quantity).not.toHaveAttribute('aria-invalid');
  await expect(cartLink(page)).toContainText('4');

  // Delete a line: it goes at once, the badge follows.
  await page.getByRole('button', { name: `Remove ${deletedArticle} from the cart` }).click();
  await expect(page.getByText(`${deletedArticle} removed from the cart`)).toBeVisible();
  await expect(page.getByText(deletedArticle, { exact: true })).toHaveCount(0);
  await expect(cartLink(page)).toContainText('3');
  await expect(page.getByText('3 articles', { exact: true }).first()).toBeVisible();

  // The moderator sees prices: on each line.
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: plus })
      .getByText(/NOK|kr/),
  ).toBeVisible();

  const summary = page.getByRole('complementary', { name: 'Order summary' });
  if (phone) {
    // Phone: the list, then Next to the order details, the back arrow returns.
    await expect(summary).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(summary).toBeVisible();
    await expect(page.getByRole('button', { name: `Increase quantity of ${firstArticle}` })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to cart' }).click();
    await expect(summary).toHaveCount(0);
    await expect(plus).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(summary).toBeVisible();
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  await expect(summary.getByRole('region', { name: 'Delivery address' })).toBeVisible();

  const jobsBefore = await openJobsBadge(page);
  await summary.getByLabel('Comment (optional)').fill('Please deliver to the loading dock, gate 3.');
  const checkout = page.waitForResponse(
    (r) => r.url().endsWith('/api2/customer/shoppingcart/checkout') && r.request().method() === 'POST',
  );
  await summary.getByRole('button', { name: 'Send order' }).click();
  const answer = await checkout;
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const { Id: jobId } = (await answer.json()) as Schema<'CreatedId'>;

  // The job list opens; the order counts as an open job; the cart is empty.
  await expect(page).toHaveURL(/\/customer\/jobs$/);
  await expect(page.getByText('Order sent')).toBeVisible();
  await expect(ordersLink(page)).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => openJobsBadge(page)).toBeGreaterThan(jobsBefore);
  await expect(cartLink(page)).not.toContainText(/\d/);

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/customer\/shop\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse equipment' })).toHaveAttribute(
    'href',
    '/customer/machines/list',
  );

  // The order reached the server with its comment.
  const cart = await moderator.request(moderator.api.GET('/api2/customer/shoppingcart'));
  expect(cart.Groups).toEqual([]);
  const job = await moderator.request(
    moderator.api.GET('/api2/customer/jobs/{jobId}', { params: { path: { jobId } } }),
  );
  expect(job.CustomerComment).toBe('Please deliver to the loading dock, gate 3.');
});
