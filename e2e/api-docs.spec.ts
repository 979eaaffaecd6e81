import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

// Journey: an integrator opens the API reference from the About page (/about -> /api2/docs), sees
// the operations of the contract, signs in through "Authorize" (the oauth2 scheme's client
// credentials on /api2/token: the demo customer's e-mail and password as client_id and
// client_secret, sent as `Authorization: Basic`; a refused sign-in shows the server's Message),
// and tries "One page of the machine list" (GET /api2/customer/machines/filtered), whose answer
// names a demo machine. The page loads nothing from another host and breaks no rule of its
// Content-Security-Policy. Runs at 1280 and 390 px.

const OPERATION = 'One page of the machine list';

test('the API reference renders the contract, signs in through try-it and lists the machines', async ({
  page,
  api,
  baseURL,
}, testInfo) => {
  // The first machine of the moderator's list, read through the sdk.
  const moderator = await api.signIn('moderator');
  const machines = await moderator.request(moderator.api.GET('/api2/customer/machines/filtered'));
  const firstMachine = machines.Items[0]!.DisplayName;
  expect(firstMachine).toEqual(expect.any(String));

  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.log(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  await page.goto('/about');
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api2\/docs$/);
  await expect(page).toHaveTitle('EQP Service Portal API reference');
  await expect(
    page.getByRole('heading', { level: 1, name: 'EQP Service Portal API reference' }),
  ).toBeVisible();

  // The operations of the contract, by tag.
  const listMachines = page.locator('#operations-Customer-getMachinesFiltered');
  await expect(listMachines).toContainText(OPERATION);
  await expect(listMachines).toContainText('/api2/customer/machines/filtered');
  await expect(page.locator('#operations-Docs-getOpenApiYaml')).toContainText('This contract as YAML');

  // Sign in: client credentials with the customer scope, ticked to begin with.
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  const oauth2 = page.locator('.auth-container').filter({ hasText: 'clientCredentials' });
  // Swagger UI draws its own box over each (hidden) checkbox.
  const scope = (name: string) => oauth2.getByRole('checkbox', { name, includeHidden: true });
  await expect(scope('ServiceProvider.Customer')).toBeChecked();
  await expect(scope('ServiceProvider.Partner')).not.toBeChecked();
  // A refused sign-in shows the server's Message. The address is made up and new on every run, so
  // no account's failure budget is touched.
  await oauth2.getByLabel('client_id').fill(`api-docs-${testInfo.project.name}-${Date.now()}@demo.test`);
  await oauth2.getByLabel('client_secret').fill('not-the-password');
  await oauth2.getByRole('button', { name: 'Apply given OAuth2 credentials' }).click();
  await expect(oauth2).toContainText('Unauthorized, description: Invalid username or password');

  await oauth2.getByLabel('client_id').fill(ACCOUNTS.moderator.email);
  await oauth2.getByLabel('client_secret').fill(DEMO_PASSWORD);
  const tokenRequest = page.waitForRequest((request) => request.url().endsWith('/api2/token'));
  await oauth2.getByRole('button', { name: 'Apply given OAuth2 credentials' }).click();
  const signIn = await tokenRequest;
  expect(signIn.headers().authorization).toBe(
    `Basic ${Buffer.from(`${ACCOUNTS.moderator.email}:${DEMO_PASSWORD}`).toString('base64')}`,
  );
  expect(new URLSearchParams(signIn.postData() ?? '')).toEqual(
    new URLSearchParams({ grant_type: 'client_credentials', scope: 'ServiceProvider.Customer' }),
  );
  expect((await signIn.response())?.status()).toBe(200);
  await expect(oauth2.getByText('Authorized')).toBeVisible();
  await oauth2.getByRole('button', { name: 'Close' }).click();

  // Try "One page of the machine list": the answer names the demo machine.
  await listMachines.getByText(OPERATION).click();
  await listMachines.getByRole('button', { name: 'Try it out' }).click();
  const call = page.waitForRequest((request) => request.url().includes('/api2/customer/machines/filtered'));
  await listMachines.getByRole('button', { name: 'Execute' }).click();
  expect((await call).headers().authorization).toMatch(/^Bearer \S+$/);
  const answer = listMachines.locator('.live-responses-table tr.response');
  await expect(answer.locator('.response-col_status')).toHaveText('200');
  await expect(answer.locator('.response-col_description')).toContainText(
    `"DisplayName": ${JSON.stringify(firstMachine)}`,
  );

  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});

test('the contract downloads from the server as YAML and JSON', async ({ request }) => {
  const yaml = await request.get('/api2/openapi.yaml');
  expect(yaml.status()).toBe(200);
  expect(yaml.headers()['content-type']).toBe('application/yaml; charset=utf-8');
  expect(await yaml.text()).toMatch(/^openapi: 3\.1\.0$/m);
  const json = await request.get('/api2/openapi.json');
  expect(json.status()).toBe(200);
  expect(((await json.json()) as { paths: Record<string, unknown> }).paths).toHaveProperty([
    '/api2/customer/machines/filtered',
  ]);
});
