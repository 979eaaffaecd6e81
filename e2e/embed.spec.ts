import type { Page } from '@playwright/test';
import { accessToken, ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

// The embeddable custom elements (packages/embed): the example host page is served from another
// origin than the API (the worker's `embedHost`, on its server's CORS_ORIGINS allow-list; see
// fixtures.ts) and loads the bundle with one script tag. The machine list signs in
// inside its shadow root and shows the demo customer's machines with images from the API's origin;
// the job report opens DEMO42 by its code (its Start confirmation opens inside the shadow root and
// is cancelled, so the data stays); and the same page from an origin not on the list gets no
// answer from the API (CORS refused), so the element shows its error state and no machine.
// Playwright's locators pierce the open shadow roots. Runs at 1280 px and 390 px.

/** Fails the test on an error the page throws (a broken bundle, a failed registration). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('given a host page on an allowed origin, the machine list signs in inside its shadow root and shows the demo machines', async ({
  page,
  server,
  embedHost,
}) => {
  const API = server.origin;
  const errors = watchErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api2/')) apiCalls.push(new URL(request.url()).origin);
  });
  await page.goto(`${embedHost.allowed}/examples/?api=${encodeURIComponent(API)}`);
  const list = page.locator('eqp-machine-list');
  await expect(list).toBeVisible();
  // The element's own sign-in (the library's login card, in the shadow root).
  await expect(list.getByRole('heading', { name: 'Demo Service Portal' })).toBeVisible();
  const logo = list.getByRole('img', { name: 'Service provider logo' });
  await expect(logo).toHaveAttribute('src', `${API}/api2/Report/logo`);
  await list.getByLabel('E-mail').fill(ACCOUNTS.moderator.email);
  await list.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await list.getByRole('button', { name: 'Login' }).click();

  await expect(list.getByRole('heading', { name: 'Equipment list' })).toBeVisible();
  const machine = list.getByRole('article', { name: 'Combi oven C2' });
  await expect(machine).toBeVisible();
  await expect(list.getByRole('article')).not.toHaveCount(0);
  // Images come from the API's origin, not the host page's.
  const image = machine.locator('img').first();
  await expect(image).toHaveAttribute('src', new RegExp(`^${API}/api2/resource/\\?relativePath=`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The host's CSS variable on the element (--eqp-color-primary: #24463a) reaches the shadow root.
  await expect(list.getByRole('button', { name: 'Cards' })).toBeVisible();
  expect(
    await list.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--eqp-color-primary').trim(),
    ),
  ).toBe('#24463a');
  // Styles live in the shadow root, none leak into the host page.
  expect(await page.evaluate(() => document.head.querySelectorAll('style[data-styled]').length)).toBe(0);
  expect(
    await list.evaluate((element) => element.shadowRoot?.querySelectorAll('style[data-styled]').length ?? 0),
  ).toBeGreaterThan(0);

  // A machine's link asks the host first: the example page cancels it and notes the id.
  await machine.getByRole('link', { name: 'Combi oven C2' }).click();
  await expect(list).toHaveAttribute('data-selected', /^\d+$/);
  expect(new URL(page.url()).origin).toBe(embedHost.allowed);

  // Attribute changes re-render: Norwegian texts and the list view.
  await list.evaluate((element) => {
    element.setAttribute('lang', 'no');
    element.setAttribute('view', 'list');
  });
  await expect(list.getByRole('heading', { name: 'Utstyrsliste' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');

  expect(apiCalls.length).toBeGreaterThan(0);
  expect(new Set(apiCalls)).toEqual(new Set([API]));
  expect(errors).toEqual([]);
});

test('given the job code, the job report element signs in with the code and shows the demo job', async ({
  page,
  server,
  embedHost,
}) => {
  const errors = watchErrors(page);
  await page.goto(
    `${embedHost.allowed}/examples/job-report.html?api=${encodeURIComponent(server.origin)}&code=DEMO42`,
  );
  const report = page.locator('eqp-job-report');
  // Not started yet (a confirmation to start), or already started by another journey (the report).
  const start = report.getByRole('button', { name: 'Start job' });
  const started = report.getByRole('heading', { name: /DEMO42|Combi oven/ }).first();
  await expect(start.or(started)).toBeVisible();
  if (await start.isVisible()) {
    await start.click();
    // The confirmation is mounted inside the element's shadow root, styled and focused there.
    const dialog = report.getByRole('dialog', { name: 'Start job?' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.querySelector('[role="dialog"]'))).toBeNull();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(start).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('given a host page on an origin not on the allow-list, the API refuses it and the element shows its error state', async ({
  page,
  server,
  embedHost,
  api,
}) => {
  const errors = watchErrors(page);
  // A valid token obtained outside the browser: the only thing missing is the CORS permission.
  const token = accessToken(await api.signIn('moderator'));

  await page.goto(`${embedHost.refused}/examples/?api=${encodeURIComponent(server.origin)}`);
  const list = page.locator('eqp-machine-list');
  await list.evaluate((element, accessToken) => {
    (element as HTMLElement & { tokenProvider: () => Promise<string> }).tokenProvider = async () =>
      accessToken;
  }, token);
  await expect(list.getByRole('heading', { name: 'Equipment list' })).toBeVisible();
  await expect(list.locator('[data-state="error"]')).toBeVisible();
  await expect(list.getByText('The equipment list could not be loaded.')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('given a host page on an origin not on the allow-list and no token, the sign-in card says the service cannot be reached and the console names CORS_ORIGINS', async ({
  page,
  server,
  embedHost,
}) => {
  const errors = watchErrors(page);
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') console.push(message.text());
  });
  await page.goto(`${embedHost.refused}/examples/?api=${encodeURIComponent(server.origin)}`);
  const list = page.locator('eqp-machine-list');
  await expect(list.getByText(/The service could not be reached/)).toBeVisible();
  await expect(list.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(list.getByLabel('E-mail')).toHaveCount(0);
  await expect
    .poll(() => console.find((text) => text.startsWith('eqp-embed:')))
    .toContain(`CORS_ORIGINS=${embedHost.refused}`);
  expect(errors).toEqual([]);
});

test('given the own sign-in card, Forgot password runs the recovery inside the element', async ({
  page,
  server,
  embedHost,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${embedHost.allowed}/examples/?api=${encodeURIComponent(server.origin)}`);
  const list = page.locator('eqp-machine-list');
  await list.getByLabel('E-mail').fill(ACCOUNTS.user.email);
  await list.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(list.getByText('Reset your password')).toBeVisible();
  await expect(list.getByLabel('E-mail')).toHaveValue(ACCOUNTS.user.email);
  await list.getByRole('button', { name: 'Send' }).click();
  // The code step, still inside the element and on the host page.
  await expect(list.getByLabel('One-time code')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(embedHost.allowed);
  await list.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByLabel('Password', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
