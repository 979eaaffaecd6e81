import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The exploded view journey: a moderator opens a combi oven that has a part drawing, opens the
// Exploded view tab and the drawing, reaches a hotspot with Tab, opens its part with Enter and
// adds it to the cart; the cart badge counts it. Runs at 1280 px (desktop project) and 390 px
// (phone project). The cart line the journey adds is put back as it was through the API, so
// the second run (and the other journeys) start from the same cart.

const MODERATOR = { email: 'moderator@demo.test', password: 'Demo1234!' };

// The demo data (packages/server/src/seed): "Combi oven E" (id 5) of Nordic Foods AS is a
// CK 6-1/1, whose exploded view marks its parts; position 2 is the convection fan motor CO-1003.
const MACHINE = { id: 5, name: 'Combi oven E' };
const DRAWING = 'CK 6-1/1 exploded view';
const PART = { articleNumber: 'CO-1003', description: 'Convection fan motor', position: '2' };

interface Token {
  access_token: string;
}
interface Cart {
  Groups: {
    Machine: { Id: number };
    Items: { Id: number; ArticleCount: number; Article: { ArticleNumber: string } }[];
  }[];
}

async function apiToken(request: APIRequestContext): Promise<Token> {
  const res = await request.post('/api2/token', {
    headers: {
      Authorization: `Basic ${Buffer.from(`${MODERATOR.email}:${MODERATOR.password}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    data: 'grant_type=client_credentials&scope=ServiceProvider.Customer',
  });
  expect(res.ok()).toBe(true);
  return res.json();
}

async function api<T>(
  request: APIRequestContext,
  token: Token,
  method: 'GET' | 'PATCH' | 'DELETE',
  path: string,
) {
  const res = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token.access_token}` },
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The cart line of the journey's part on the journey's machine, if there is one. */
function journeyLine(cart: Cart) {
  return cart.Groups.find((group) => group.Machine.Id === MACHINE.id)?.Items.find(
    (item) => item.Article.ArticleNumber === PART.articleNumber,
  );
}

async function logIn(page: Page) {
  await page.getByLabel('E-mail').fill(MODERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(MODERATOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Cart/ });

/** The articles in the cart, from the cart link's spoken text "Cart, N items in cart" (0 without a badge). */
async function cartBadge(page: Page): Promise<number> {
  const match = /(\d+) items? in cart/.exec((await cartLink(page).textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}

test('customer tabs to a hotspot of an exploded view, opens the part with Enter and adds it to the cart', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const before = journeyLine(await api<Cart>(request, token, 'GET', '/api2/customer/shoppingcart'));

  try {
    await page.goto('/customer');
    await logIn(page);
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

    const after = journeyLine(await api<Cart>(request, token, 'GET', '/api2/customer/shoppingcart'));
    expect(after?.ArticleCount).toBe((before?.ArticleCount ?? 0) + 1);
  } finally {
    // Put the cart back as it was.
    const line = journeyLine(await api<Cart>(request, token, 'GET', '/api2/customer/shoppingcart'));
    if (line && !before) await api(request, token, 'DELETE', `/api2/customer/shoppingcart/detail/${line.Id}`);
    else if (line && before && line.ArticleCount !== before.ArticleCount) {
      await api(
        request,
        token,
        'PATCH',
        `/api2/customer/shoppingcart/detail/${line.Id}/count/${before.ArticleCount}`,
      );
    }
  }
});
