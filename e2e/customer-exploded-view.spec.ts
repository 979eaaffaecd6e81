import type { Page } from '@playwright/test';
import { emptyCart, expect, test, type Schema } from './fixtures';

// The exploded view journey: a moderator opens a combi oven that has a part drawing, opens the
// Exploded view tab and the drawing, reaches a hotspot with Tab, opens its part with Enter and
// adds it to the cart; the cart badge counts it. Runs at 1280 px (desktop project) and 390 px
// (phone project). The moderator's cart is emptied through the API first, so each run starts the same.

// The demo data (packages/server/src/seed): "Combi oven E" (id 5) of Nordic Foods AS is a
// CK 6-1/1, whose exploded view marks its parts; position 2 is the convection fan motor CO-1003.
const MACHINE = { id: 5, name: 'Combi oven E' };
const DRAWING = 'CK 6-1/1 exploded view';
const PART = { articleNumber: 'CO-1003', description: 'Convection fan motor', position: '2' };

/** The cart line of the journey's part on the journey's machine, if there is one. */
function journeyLine(cart: Schema<'ShoppingCart'>) {
  return cart.Groups.find((group) => group.Machine.Id === MACHINE.id)?.Items.find(
    (item) => item.Article.ArticleNumber === PART.articleNumber,
  );
}

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Cart/ });

/** The articles in the cart, from the cart link's spoken text "Cart, N items in cart" (0 without a badge). */
async function cartBadge(page: Page): Promise<number> {
  const match = /(\d+) items? in cart/.exec((await cartLink(page).textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}

test('customer tabs to a hotspot of an exploded view, opens the part with Enter and adds it to the cart', async ({
  moderatorPage: page,
  api,
}) => {
  const moderator = await api.signIn('moderator');
  await emptyCart(moderator);
  const cart = () => moderator.request(moderator.api.GET('/api2/customer/shoppingcart'));
  const before = journeyLine(await cart());

  await page.goto('/customer');
  await expect(page).toHaveURL(/\/customer\/machines\/list$/);

  // Open the machine from the equipment list.
  await page
    .getByRole('list', { name: 'Equipment list' })
    .getByRole('link', { name: MACHINE.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/customer/machines/${MACHINE.id}/general$`));
  const badgeBefore = await cartBadge(page);

  // The Exploded view tab lists the drawing; open it.
  await page.getByRole('link', { name: /^Exploded view/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/machines/${MACHINE.id}/partsdocuments$`));
  await page
    .getByRole('list', { name: 'Exploded views' })
    .getByRole('link', { name: new RegExp(DRAWING) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/customer/machines/${MACHINE.id}/partsdocuments/\\d+/\\d+$`));
  const drawing = page.getByRole('dialog', { name: DRAWING });
  await expect(drawing.getByRole('img', { name: `Exploded view: ${DRAWING}` })).toBeVisible();

  // Tab to the hotspot of position 2 (one stop per position, in position order).
  const hotspot = drawing
    .getByRole('group', { name: 'Parts in the drawing' })
    .getByRole('button', { name: `Position ${PART.position}: ${PART.description}, ${PART.articleNumber}` });
  await expect(hotspot).toBeVisible();
  for (let i = 0; i < 20; i += 1) {
    if (await hotspot.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(hotspot).toBeFocused();
  await page.keyboard.press('Enter');

  // The part opens over the drawing; add one to the cart.
  const part = page.getByRole('dialog', { name: PART.description });
  await expect(part.getByText(`Article number ${PART.articleNumber}`)).toBeVisible();
  await expect(part.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(part.getByText('Your price')).toBeVisible();
  await part.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(part).toBeHidden();

  // Back on the drawing, whose close returns to the tab; the badge counts the new article.
  await expect(drawing).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/customer/machines/${MACHINE.id}/partsdocuments$`));
  await expect.poll(() => cartBadge(page)).toBe(badgeBefore + 1);

  const after = journeyLine(await cart());
  expect(after?.ArticleCount).toBe((before?.ArticleCount ?? 0) + 1);
});
