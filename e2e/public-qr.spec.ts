import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

// Journey (c): the public QR pages (spec §1 public mode, §2 /qr/:qr, §6). An anonymous visitor
// scans a public machine's label: the limited information, the service history and the public
// resources (a manual opens without an account); a private machine shows the private message; an
// unknown code the not-found page. Then the owner (moderator@demo.test, Nordic Foods AS) logs in on
// the page and goes on to the full machine page, while a user of another organisation
// (user@demo.test, Fjord Bakery AS) stays in public mode. Runs at 1280 px and 390 px.
//
// Demo data: machines have QR codes QR00001...; a machine is public when its number % 4 is 1.
// QR00001 is Nordic Foods AS's first machine (public), QR00002 its second (private).

const PUBLIC_QR = 'QR00001';
const PRIVATE_QR = 'QR00002';
const OWNER = { email: ACCOUNTS.moderator.email, password: DEMO_PASSWORD };
const OTHER = { email: ACCOUNTS.user.email, password: DEMO_PASSWORD };

/** A field of the public machine the page shows: the demo data fills it. */
function filled(value: string | null, field: string): string {
  expect(value, `${field} of the demo machine`).toEqual(expect.any(String));
  return value!;
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an anonymous visitor sees the public page, its history and resources, and opens a manual', async ({
  page,
  api,
}) => {
  const machine = await api.anonymous.request(
    api.anonymous.api.GET('/api2/public/machine/{qr}', { params: { path: { qr: PUBLIC_QR } } }),
  );

  await page.goto(`/qr/${PUBLIC_QR}`);
  await expect(
    page.getByRole('heading', { level: 1, name: filled(machine.DisplayName, 'DisplayName') }),
  ).toBeVisible();
  const details = page.getByRole('region', { name: 'Equipment details' });
  for (const value of [
    filled(machine.MachineType, 'MachineType'),
    filled(machine.Supplier, 'Supplier'),
    filled(machine.Model, 'Model'),
    filled(machine.SerialNumber, 'SerialNumber'),
    PUBLIC_QR,
  ]) {
    await expect(details.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Is this your equipment?' })).toBeVisible();
  // Only the limited information: no full machine page, no prices.
  await expect(page.getByRole('link', { name: 'Open full machine page' })).toHaveCount(0);
  expect(await page.getByRole('main').innerText()).not.toMatch(/\bNOK\b/);

  const tabs = page.getByRole('navigation', { name: 'Equipment sections' });
  await tabs.getByRole('link', { name: 'Service history' }).click();
  await expect(page).toHaveURL(new RegExp(`/qr/${PUBLIC_QR}/history$`));
  const history = page.getByRole('list', { name: 'Service history' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText(/Ordered \d{2}\/\d{2}\/\d{4}/);

  await tabs.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(new RegExp(`/qr/${PUBLIC_QR}/resources$`));
  const folders = page.getByRole('list', { name: 'Folders' });
  await expect(folders.getByRole('button')).toHaveCount(2);
  await folders.getByRole('button').nth(1).click();
  const pdf = page.getByRole('link', { name: /\.pdf/ }).first();
  await expect(pdf).toBeVisible();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), pdf.click()]);
  // Signed without a token: a public machine's supplier and model files are public.
  await expect.poll(() => tab.url()).toMatch(/\/api2\/files\/signed\/[^/]+\/[^/]+\.pdf$/);
  await tab.close();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a private machine shows the private message, an unknown code the not-found page', async ({ page }) => {
  await page.goto(`/qr/${PRIVATE_QR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This equipment is private' })).toBeVisible();
  await expect(page.getByText(`QR code ${PRIVATE_QR}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Equipment sections' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/qr/QR99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipment not found' })).toBeVisible();
  await expect(page.getByText(/No equipment has the QR code QR99999\./).first()).toBeVisible();
});

test('the owner logs in on the page and goes on to the full machine page', async ({ page, api }) => {
  const owner = await api.signIn('moderator');
  const owned = await owner.request(
    owner.api.GET('/api2/public/machine/{qr}', { params: { path: { qr: PRIVATE_QR } } }),
  );
  expect(owned.MachineId).not.toBeNull();

  await page.goto(`/qr/${PRIVATE_QR}`);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/qr/${PRIVATE_QR}\\?login=1$`));
  await logIn(page, OWNER);
  await expect(page).toHaveURL(new RegExp(`/customer/machines/${owned.MachineId}/general$`));
  await expect(
    page.getByRole('heading', { level: 1, name: filled(owned.DisplayName, 'DisplayName') }),
  ).toBeVisible();

  // Signed in, the public page of another of its machines goes straight on too.
  await page.goto(`/qr/${PUBLIC_QR}/history`);
  await expect(page).toHaveURL(/\/customer\/machines\/\d+\/service$/);
});

test('an account of another organisation stays in public mode', async ({ page }) => {
  await page.goto(`/qr/${PUBLIC_QR}`);
  await page
    .getByRole('region', { name: 'Is this your equipment?' })
    .getByRole('link', { name: 'Log in' })
    .click();
  await logIn(page, OTHER);
  const banner = page.getByRole('region', {
    name: 'You are signed in as Ulrik User (Fjord Bakery AS), which does not own this equipment.',
  });
  await expect(banner).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/qr/${PUBLIC_QR}$`));
  await expect(page.getByRole('link', { name: 'Open full machine page' })).toHaveCount(0);

  await page.goto(`/qr/${PRIVATE_QR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This equipment is private' })).toBeVisible();
  await expect(
    page.getByText(
      /You are signed in as Ulrik User \(Fjord Bakery AS\), which does not own this equipment\./,
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});
