import type { Page } from '@playwright/test';
import { basicAuthorization, DEFAULT_TOKEN_KEY, type Token } from '@eqp/sdk';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

// Sign-in that holds against guessing, and sessions that end (issue 14), as a visitor sees them:
// - wrong passwords for one e-mail address: after 10 failures in a row the server refuses the
//   address for a while (429 with Retry-After) and the login card says how long to wait. The
//   address is made up and new on every run (the server counts unknown addresses as it counts
//   real ones), so no account is locked and a run never meets an earlier run's failures;
// - Log out ends the session on the server too: the refresh token the page held is refused at
//   once, and its access token within seconds (the server caches a session check for a few).
// Runs at 1280 px (desktop project) and 390 px (phone project).

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('after 10 wrong passwords for an address, the login card says how long to wait', async ({
  page,
  request,
}, testInfo) => {
  const email = `throttle-${testInfo.project.name}-${Date.now()}@demo.test`;

  // Nine wrong passwords straight to the API, to keep the journey short...
  for (let attempt = 1; attempt <= 9; attempt += 1) {
    const answer = await request.post('/api2/token', {
      headers: {
        Authorization: basicAuthorization(email, `wrong-password-${attempt}`),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      data: 'grant_type=client_credentials&scope=ServiceProvider.Customer',
    });
    expect(answer.status(), `attempt ${attempt}`).toBe(401);
  }

  // ...the tenth in the card: still an ordinary wrong password...
  await page.goto('/customer');
  await logIn(page, email, 'wrong-password-10');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid password' })).toBeVisible();

  // ...and the eleventh is refused before the password is even looked at: the wait, in words.
  const refused = page.waitForResponse((response) => response.url().endsWith('/api2/token'));
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-11');
  await page.getByRole('button', { name: 'Login' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(429);
  const retryAfter = Number(answer.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);

  const alert = page.getByRole('alert').filter({ hasText: 'Too many attempts' });
  await expect(alert).toHaveText(/^Too many attempts\. Try again in \d+ (second|seconds|minute|minutes)\.$/);
  await expect(page.getByText('Invalid password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.screenshot({ path: testInfo.outputPath('login-card-too-many-attempts.png') });

  // The right password would not help now either: the address waits, whatever is typed.
  const again = await request.post('/api2/token', {
    headers: {
      Authorization: basicAuthorization(email, DEMO_PASSWORD),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    data: 'grant_type=client_credentials&scope=ServiceProvider.Customer',
  });
  expect(again.status()).toBe(429);
  expect(Number(again.headers()['retry-after'])).toBeGreaterThan(0);
});

test('Log out ends the session on the server: the old refresh and access tokens are refused', async ({
  page,
  request,
}) => {
  const { email } = ACCOUNTS.user;
  await page.goto('/customer');
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Equipment list' })).toBeVisible();

  const stored = await page.evaluate((key) => localStorage.getItem(key), DEFAULT_TOKEN_KEY);
  expect(stored).not.toBeNull();
  const token = JSON.parse(stored ?? 'null') as Token;
  const bearer = (value: string) => ({ headers: { Authorization: `Bearer ${value}` } });
  // The page's access token works before the logout.
  expect((await request.get('/api2/customer/userinfo', bearer(token.access_token))).status()).toBe(200);

  const revoked = page.waitForResponse((response) => response.url().endsWith('/api2/token/revoke'));
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), DEFAULT_TOKEN_KEY)).toBeNull();
  const revoke = await revoked;
  expect(revoke.request().method()).toBe('POST');
  expect(await revoke.request().headerValue('Authorization')).toBe(`Bearer ${token.refresh_token}`);
  expect(revoke.status()).toBe(200);

  // The refresh token of the ended session gets no new tokens...
  await expect
    .poll(async () => (await request.post('/api2/token/refresh', bearer(token.refresh_token))).status(), {
      timeout: 10_000,
    })
    .toBe(401);
  // ...and its access token stops working within seconds.
  await expect
    .poll(async () => (await request.get('/api2/customer/userinfo', bearer(token.access_token))).status(), {
      timeout: 10_000,
    })
    .toBe(401);
});
