import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

// Journey (d): the general routes. An unknown address (also one under /customer after signing in)
// gets the 404 page naming it; /about loads; /component/1 shows the shop landing page; the
// service-provider placeholder shows only ServiceProvider (and a job dialog); a page whose code
// fails to load shows an error with Retry, and Retry loads it once the network is back. Runs at
// 1280 px (desktop project) and 390 px (phone project); it only reads data.

const NOT_FOUND_REASON =
  'The address may be misspelt, or this site may be behind or ahead of the version you expect after an update. Contact support if the problem continues.';

/** The text of the page outside any dialog, without leading or trailing white space. */
async function pageText(page: Page) {
  return (await page.locator('#root').innerText()).trim();
}

/** The text a sighted user sees in an element: text nodes whose box is larger than 1 px. */
async function visibleText(locator: Locator) {
  return locator.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect();
      if (box && box.width > 1 && box.height > 1 && node.textContent?.trim())
        parts.push(node.textContent.trim());
    }
    return parts.join(' ');
  });
}

test('an unknown address shows the 404 page naming it, also under /customer after signing in', async ({
  page,
}) => {
  await page.goto('/no/such/page?x=1');
  const notFound = page.getByRole('region', { name: 'Page not found' });
  await expect(notFound).toContainText(`We could not find /no/such/page?x=1. ${NOT_FOUND_REASON}`);
  await expect(notFound.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  await expect(notFound.getByRole('link', { name: 'Open the customer portal' })).toHaveAttribute(
    'href',
    '/customer',
  );

  await page.goto('/customer/no/such/page');
  await page.getByLabel('E-mail').fill(ACCOUNTS.moderator.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const inShell = page.getByRole('region', { name: 'Page not found' });
  await expect(inShell).toContainText('We could not find /customer/no/such/page.');
  // The signed-in customer's service provider is the contact; the way back is the machine list.
  await expect(inShell.getByRole('link', { name: 'service@demo.test' })).toBeVisible();
  await inShell.getByRole('link', { name: 'Open the customer portal' }).click();
  await expect(page).toHaveURL(/\/customer\/machines\/list$/);
});

test('/about shows the product, the provider, the version and the links', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Service Portal' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What it offers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Version' })).toContainText(
    /EQP Service Portal \d+\.\d+\.\d+/,
  );
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api2/docs');
  await page.getByRole('link', { name: 'Choose a portal' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/component/1 shows the hero banner and the product cards', async ({ page }) => {
  await page.goto('/component/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Keep your equipment running' })).toBeVisible();
  const products = page.getByRole('region', { name: 'Popular products' });
  await expect(products.getByRole('listitem')).toHaveCount(6);
  await expect(products.getByText('Price on request')).toHaveCount(6);
  // The gallery's navigation reaches the other pages.
  await page
    .getByRole('navigation', { name: 'Gallery pages' })
    .getByRole('link', { name: /Building blocks/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Building blocks' })).toBeVisible();
});

test('/serviceprovider shows only the word ServiceProvider; job/{id} opens a dialog', async ({ page }) => {
  for (const path of ['/serviceprovider', '/serviceprovider/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'ServiceProvider' })).toBeVisible();
    expect(await pageText(page)).toBe('ServiceProvider');
  }
  await page.goto('/serviceprovider/job/7');
  const dialog = page.getByRole('dialog', { name: 'Job 7' });
  await expect(dialog).toBeVisible();
  // The dialog's name is for assistive technology; what it shows is the one word.
  expect(await visibleText(dialog)).toBe('ServiceProvider');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/serviceprovider$/);
});

test('a page whose code fails to load shows an error with Retry, and Retry loads it', async ({ page }) => {
  const aboutChunk = '**/assets/AboutPage-*.js';
  await page.route(aboutChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/about');
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toContainText(
    'Part of the portal could not be downloaded. Check your connection, then retry.',
  );
  await expect(page.getByRole('heading', { name: 'Demo Service Portal' })).toHaveCount(0);

  await page.unroute(aboutChunk);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Service Portal' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toHaveCount(0);
});
