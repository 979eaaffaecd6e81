import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { oneTimeCode, outboxStamp } from './outbox';

// Password recovery from the login card: Forgot password -> Send -> the one-time code (read from
// the server's outbox folder, as on a machine without SMTP) -> Code validated on the sixth digit
// -> a new password -> signed in automatically. After Log out the old password is refused and the
// new one works. Runs at 1280 px (desktop project) and 390 px (phone project), each with an
// account of its own that no other journey signs in with. The journey needs no particular starting
// password (recovery asks for none, and the demo password is refused afterwards either way), so it
// passes again on a server where it ran before.

const OLD_PASSWORD = DEMO_PASSWORD;
const NEW_PASSWORD = 'Nytt-Passord7';

const query = (page: Page) => new URL(page.url()).searchParams;

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a customer who forgot the password sets a new one with the e-mailed code and is signed in', async ({
  page,
  server,
}, testInfo) => {
  const email = testInfo.project.name === 'phone' ? 'recover.phone@demo.test' : 'recover.desktop@demo.test';

  await page.goto('/customer');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Reset your password')).toBeVisible();
  expect(query(page).get('mode')).toBe('send');
  expect(query(page).get('email')).toBe(email);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  const since = outboxStamp();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`A one-time code was sent to ${email}.`)).toBeVisible();
  await expect(page).toHaveURL(/mode=otp/);
  const code = await oneTimeCode(server.outboxDir, email, since);

  const field = page.getByLabel('One-time code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.pressSequentially(code);
  await expect(page.getByText('Code validated')).toBeVisible();
  expect(query(page).get('otp')).toBe(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/mode=set/);

  // A weak password first: every rule is listed at once, ticked as it is met; Confirm refuses
  // and the field names every unmet rule.
  const rules = page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
  await expect(rules).toHaveText([
    'Minimum 8 characters, not met',
    'At least one capital letter, not met',
    'At least one digit, not met',
    'At least one special character, not met',
  ]);
  await page.getByLabel('New password').fill('nytt-passord');
  await page.getByLabel('Confirm password').fill('nytt-passord');
  await expect(rules).toHaveText([
    'Minimum 8 characters, met',
    'At least one capital letter, not met',
    'At least one digit, not met',
    'At least one special character, met',
  ]);
  await expect(page.getByText('2 of 4 password rules met')).toBeAttached();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/mode=set/);
  await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
    /The password does not meet every rule\..*At least one capital letter ?, not met.*At least one digit ?, not met/,
  );
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Signed in with the new password: the portal, without the recovery parameters.
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Equipment list' })).toBeVisible();
  expect(query(page).has('mode')).toBe(false);
  expect(query(page).has('otp')).toBe(false);

  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await logIn(page, email, OLD_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid password' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Equipment list' })).toBeVisible();
});

test('the partner portal has the same recovery screens; Cancel and Back lead to the login', async ({
  page,
}) => {
  await page.goto('/partner?mode=otp&email=tech%40demo.test&otp=12');
  await expect(page.getByText('A one-time code was sent to tech@demo.test.')).toBeVisible();
  await expect(page.getByLabel('One-time code')).toHaveValue('12');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(query(page).has('otp')).toBe(false);
  expect(query(page).get('email')).toBe('tech@demo.test');

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Reset your password')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('tech@demo.test');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(query(page).has('mode')).toBe(false);
});
