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

/** Opens the journey's drawing from the machine's Exploded view tab; answers the dialog. */
async function openDrawing(page: Page) {
  await page.goto(`/customer/machines/${MACHINE.id}/partsdocuments`);
  await page
    .getByRole('list', { name: 'Exploded views' })
    .getByRole('link', { name: new RegExp(DRAWING) })
    .click();
  const drawing = page.getByRole('dialog', { name: DRAWING });
  await expect(drawing.getByRole('img', { name: `Exploded view: ${DRAWING}` })).toBeVisible();
  return drawing;
}

test('every hotspot is a target of at least 24 × 24 px at every zoom, and the list and the drawing highlight each other', async ({
  moderatorPage: page,
}) => {
  const drawing = await openDrawing(page);
  const layer = drawing.getByRole('group', { name: 'Parts in the drawing' });
  const hotspots = layer.getByRole('button');
  await expect(hotspots.first()).toBeVisible();
  const zoomIn = drawing.getByRole('button', { name: 'Zoom in' });
  for (const percent of [100, 150, 200, 300]) {
    await expect(drawing.getByText(`${percent} %`)).toBeVisible();
    // Wait for the zoom's transition to end.
    await expect
      .poll(async () => {
        const a = await hotspots.first().boundingBox();
        // eslint-disable-next-line playwright/no-wait-for-timeout -- two samples 100 ms apart
        await page.waitForTimeout(100);
        const b = await hotspots.first().boundingBox();
        return a?.width === b?.width;
      })
      .toBe(true);
    const sizes = await hotspots.evaluateAll((buttons) =>
      buttons.map((button) => {
        const rect = button.getBoundingClientRect();
        return { name: button.getAttribute('aria-label'), width: rect.width, height: rect.height };
      }),
    );
    expect(sizes.length).toBeGreaterThan(3);
    for (const size of sizes) {
      expect(size.width, `${size.name} at ${percent} %`).toBeGreaterThanOrEqual(24);
      expect(size.height, `${size.name} at ${percent} %`).toBeGreaterThanOrEqual(24);
    }
    if (percent < 300) await zoomIn.click();
  }
  await drawing.getByRole('button', { name: 'Fit to width' }).click();

  // A row of the list lights up its hotspot, and a hotspot its row.
  const name = `Position ${PART.position}: ${PART.description}, ${PART.articleNumber}`;
  const row = drawing.getByRole('region', { name: 'Parts in this drawing' }).getByRole('button', { name });
  const spot = layer.getByRole('button', { name });
  await row.focus();
  await expect(spot).toHaveAttribute('data-active', 'true');
  await row.blur();
  await expect(spot).not.toHaveAttribute('data-active');
  await spot.focus();
  await expect(row).toHaveAttribute('data-active', 'true');
});

test('on a touch screen two fingers pinch the drawing larger and smaller', async ({
  moderatorPage: page,
}) => {
  test.skip(!(page.viewportSize()!.width < 600), 'a phone journey');
  const drawing = await openDrawing(page);
  await expect(drawing.getByText('100 %')).toBeVisible();
  const image = drawing.getByRole('img', { name: `Exploded view: ${DRAWING}` });
  const box = (await image.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: x - spread, y, id: 1 },
              { x: x + spread, y, id: 2 },
            ],
    });
  // Fingers 40 px apart moving to 100 px apart: two and a half times as large, up to 250 %.
  await touch('touchStart', 20);
  for (const spread of [25, 30, 35, 40, 45, 50]) await touch('touchMove', spread);
  await touch('touchEnd', 50);
  await expect(drawing.getByText('250 %')).toBeVisible();
  const wider = (await image.boundingBox())!;
  expect(wider.width).toBeGreaterThan(box.width * 2);
  // The buttons go on from there; Fit to width returns to 100 %.
  await drawing.getByRole('button', { name: 'Zoom in' }).click();
  await expect(drawing.getByText('300 %')).toBeVisible();
  await drawing.getByRole('button', { name: 'Zoom out' }).click();
  await expect(drawing.getByText('200 %')).toBeVisible();
  // Pinching in goes back down, not below 100 %.
  await touch('touchStart', 100);
  for (const spread of [80, 60, 40, 20]) await touch('touchMove', spread);
  await touch('touchEnd', 20);
  await expect(drawing.getByText('100 %')).toBeVisible();
});
