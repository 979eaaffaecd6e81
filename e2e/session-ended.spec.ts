import { expect, test, type Schema } from './fixtures';

// A session that ends while a dialog is open (spec §8: a failed refresh logs out): the customer
// has the part dialog open when the session is signed out elsewhere (POST /api2/token/revoke with
// the page's own refresh token, as a logout in another tab does). Add to cart then cannot succeed:
// the user is told the session ended and signs in again over the page, and the action goes
// through afterwards. Runs at 1280 px (desktop project) and 390 px (phone project).

const MACHINE = { id: 5, name: 'Combi oven E' };
const PART = { articleNumber: 'CO-1003', description: 'Convection fan motor' };

test('given the part dialog open, when the session is revoked and Add to cart is pressed, the user is told and signs in again', async ({
  moderatorPage: page,
  api,
  server,
}) => {
  const customer = await api.signIn('moderator');
  const cart = await customer.request(customer.api.GET('/api2/customer/shoppingcart'));
  for (const item of cart.Groups.flatMap((group) => group.Items)) {
    await customer.request(
      customer.api.DELETE('/api2/customer/shoppingcart/detail/{id}', { params: { path: { id: item.Id } } }),
    );
  }

  await page.goto(`/customer/machines/${MACHINE.id}/parts/${PART.articleNumber}`);
  const dialog = page.getByRole('dialog', { name: PART.description });
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('3');

  // Signed out elsewhere: the page's session ends on the server.
  const stored = await page.evaluate(() => window.localStorage.getItem('eqp.token'));
  const token = JSON.parse(stored ?? 'null') as Schema<'Token'>;
  const revoked = await fetch(`${server.origin}/api2/token/revoke`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.refresh_token}` },
  });
  expect(revoked.status).toBe(200);

  await dialog.getByRole('button', { name: 'Add to cart' }).click();

  // Told, never silence: a sign-in over the page that says why.
  const signIn = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(signIn).toBeVisible();
  await expect(signIn.getByText('Sign in again to carry on', { exact: false })).toBeVisible();
  await expect(page.getByText('Added to cart')).toBeHidden();

  await expect(signIn.getByRole('textbox', { name: 'E-mail' })).toHaveValue('moderator@demo.test');
  await signIn.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await signIn.getByRole('button', { name: 'Login' }).click();

  // Signed in again: the dialog kept its quantity and the action went through.
  await expect(signIn).toBeHidden();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(dialog).toBeHidden();
  const after = await customer.request(customer.api.GET('/api2/customer/shoppingcart'));
  const lines = after.Groups.flatMap((group) => group.Items);
  expect(lines.map((item) => [item.Article.ArticleNumber, item.ArticleCount])).toEqual([
    [PART.articleNumber, 3],
  ]);
});
