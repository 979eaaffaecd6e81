import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, type Schema } from './fixtures';

// The portal selection page on /: with the demo options it shows the customer, service provider and
// technician tiles (the technician with its App Store and Google Play links), the welcome and the
// privacy texts, and the customer tile leads to the customer login card; options that hide tiles
// (the answer of GET /api2/app/portal changed in the browser) show only the tiles they enable, the
// customer tile then linking to the external redirect. Norwegian chosen on the page is stored, the
// page reloads in Norwegian and the customer login card is Norwegian throughout; a browser set to
// Norwegian sees the page in Norwegian the first time. Runs at 1280 px (desktop) and 390 px (phone).

type Catalogue = Record<string, string>;
const catalogue = (locale: 'en' | 'no'): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../packages/components/src/i18n/${locale}.json`, import.meta.url), 'utf8'),
  );
const en = catalogue('en');
const no = catalogue('no');

/** The texts the login card shows or names (title fallback, subtitle, fields, buttons). */
const LOGIN_CARD_IDS = [
  'LoginCard.subtitle',
  'LoginCard.email',
  'LoginCard.password',
  'LoginCard.passwordHint',
  'LoginCard.login',
  'LoginCard.forgotPassword',
  'LoginCard.showPassword',
] as const;

type PortalOptions = Schema<'PortalOptions'>;

/** The tiles' names, in page order. */
async function tileNames(page: Page): Promise<string[]> {
  const tiles = page.getByRole('main').getByRole('article');
  return (await tiles.getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
}

/** Answers GET /api2/app/portal with the real options, changed by `override`. */
async function overrideOptions(page: Page, override: Partial<PortalOptions>) {
  await page.route('**/api2/app/portal', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as PortalOptions), ...override } });
  });
}

test.describe('with the demo options', () => {
  test('shows the three tiles with the store links, the welcome and privacy texts, and the customer tile leads to the login card', async ({
    page,
    api,
  }) => {
    const options = await api.anonymous.request(api.anonymous.api.GET('/api2/app/portal'));
    const [apple, google] = (options.TechnicianAppUrls ?? '').split('|');
    expect(apple && google, 'the demo options carry both store links').toBeTruthy();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: options.PortalName! })).toBeVisible();
    await expect(page.getByText(options.WelcomeText!)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your portal' })).toBeVisible();
    expect(await tileNames(page)).toEqual(['Customer portal', 'Service provider', 'Technician']);

    const customer = page.getByRole('article', { name: 'Customer portal' });
    const serviceProvider = page.getByRole('article', { name: 'Service provider' });
    const technician = page.getByRole('article', { name: 'Technician' });
    await expect(customer.getByRole('link', { name: 'Open the customer portal' })).toHaveAttribute(
      'href',
      '/customer',
    );
    await expect(
      serviceProvider.getByRole('link', { name: 'Open the service provider portal' }),
    ).toHaveAttribute('href', '/serviceprovider/');
    await expect(technician.getByRole('link', { name: 'Open in the browser' })).toHaveAttribute(
      'href',
      '/partner',
    );
    await expect(technician.getByRole('link', { name: /^Download on the App Store/ })).toHaveAttribute(
      'href',
      apple!,
    );
    await expect(technician.getByRole('link', { name: /^Get it on Google Play/ })).toHaveAttribute(
      'href',
      google!,
    );
    // The demo customer app is off: no store links on the customer tile.
    await expect(customer.getByText('Get the app')).toHaveCount(0);

    const privacy = page.getByRole('region', { name: 'Privacy' });
    await expect(privacy.getByText(options.PrivacyText!)).toBeVisible();
    await expect(privacy.getByRole('link', { name: /^Privacy statement/ })).toHaveAttribute(
      'href',
      options.PrivacyUrl!,
    );
    await expect(page.getByRole('radiogroup', { name: 'Language' })).toBeVisible();

    await customer.getByRole('link', { name: 'Open the customer portal' }).click();
    await expect(page).toHaveURL(/\/customer$/);
    const card = page.getByRole('region', { name: options.PortalName! });
    await expect(card.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(card.getByLabel('E-mail')).toBeVisible();
  });
});

test.describe('with options that hide tiles', () => {
  test('a customer redirect with the technician and service provider off shows only the customer tile, linking to the redirect', async ({
    page,
  }) => {
    const redirect = 'https://customers.example.com/login';
    await overrideOptions(page, {
      CustomerPortal: true,
      CustomerPortalRedirect: redirect,
      ServiceProvider: false,
      Technician: false,
    });
    await page.goto('/');
    await expect(page.getByRole('article', { name: 'Customer portal' })).toBeVisible();
    expect(await tileNames(page)).toEqual(['Customer portal']);
    await expect(
      page.getByRole('link', { name: 'Open the customer portal (opens another site)' }),
    ).toHaveAttribute('href', redirect);
    await expect(page.getByRole('link', { name: 'Open in the browser' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
  });

  test('without the customer portal, the service provider and technician tiles remain, the technician with its app link', async ({
    page,
  }) => {
    await overrideOptions(page, {
      CustomerPortal: false,
      CustomerApp: false,
      ServiceProvider: true,
      Technician: true,
      TechnicianAppLink: 'eqptech://jobs',
    });
    await page.goto('/');
    await expect(page.getByRole('article', { name: 'Technician' })).toBeVisible();
    expect(await tileNames(page)).toEqual(['Service provider', 'Technician']);
    await expect(page.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', 'eqptech://jobs');
    await expect(page.getByRole('link', { name: /Open the customer portal/ })).toHaveCount(0);
  });

  test('with every tile off, says that no portal is open here', async ({ page }) => {
    await overrideOptions(page, {
      CustomerPortal: false,
      CustomerApp: false,
      ServiceProvider: false,
      Technician: false,
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'No portal is open here' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});

test.describe('language', () => {
  test('Norwegian chosen on the selection page reloads it in Norwegian, and the customer login card is all Norwegian', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your portal' })).toBeVisible();

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Norsk' }).click(),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('eqp.locale'))).toBe('no');
    await expect(page.getByRole('heading', { level: 2, name: 'Velg portal' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Norsk' })).toBeChecked();
    expect(await tileNames(page)).toEqual(['Kundeportal', 'Tjenesteleverandør', 'Tekniker']);

    await page.getByRole('link', { name: 'Åpne kundeportalen' }).click();
    await expect(page).toHaveURL(/\/customer$/);
    const portalName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    const card = page.getByRole('region', { name: portalName });
    await expect(card.getByRole('button', { name: no['LoginCard.login'] })).toBeVisible();

    await expect(card.getByText(no['LoginCard.subtitle']!, { exact: true })).toBeVisible();
    await expect(card.getByLabel(no['LoginCard.email']!, { exact: true })).toBeVisible();
    await expect(card.getByLabel(no['LoginCard.password']!, { exact: true })).toBeVisible();
    await expect(card.getByText(no['LoginCard.passwordHint']!, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: no['LoginCard.forgotPassword'] })).toBeVisible();
    await expect(card.getByRole('button', { name: no['LoginCard.showPassword'] })).toBeVisible();

    // None of the card's English texts is shown.
    for (const id of LOGIN_CARD_IDS) {
      expect(en[id], id).not.toBe(no[id]);
      await expect(card.getByText(en[id]!, { exact: true }), id).toHaveCount(0);
      await expect(card.getByRole('button', { name: en[id]!, exact: true }), id).toHaveCount(0);
      await expect(card.getByLabel(en[id]!, { exact: true }), id).toHaveCount(0);
    }
    // Every line of text on the card is the portal name or a Norwegian text of the catalogue.
    const norwegian = new Set([...Object.values(no), portalName]);
    const lines = (await card.innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(norwegian.has(line), `"${line}" is Norwegian`).toBe(true);
  });

  test.describe('in a browser set to Norwegian', () => {
    test.use({ locale: 'nb-NO' });

    test('the selection page opens in Norwegian the first time', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: 'Velg portal' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Norsk' })).toBeChecked();
      expect(await tileNames(page)).toEqual(['Kundeportal', 'Tjenesteleverandør', 'Tekniker']);
      await expect(page.getByRole('link', { name: 'Åpne i nettleseren' })).toHaveAttribute(
        'href',
        '/partner',
      );
      expect(await page.evaluate(() => localStorage.getItem('eqp.locale'))).toBeNull();
    });
  });
});
