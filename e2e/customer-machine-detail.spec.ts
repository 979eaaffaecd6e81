import type { Page } from '@playwright/test';
import { expect, test, type ApiClient } from './fixtures';

// The machine detail journey: a customer opens a machine from the list, sees its header and QR
// code, goes through the tabs (opening a manual as a PDF in a new tab and a job from the Service
// tab), edits the general tab and finds the change after a reload (then puts it back), and meets
// the pages for a machine that does not exist or belongs to another organisation. Runs at 1280 px
// and 390 px, signed in as the moderator (see fixtures.ts).

/** The demo data's "Combi oven E" (id 5) of Nordic Foods AS and its location. */
const MACHINE = { id: 5, location: 'Bakery' };

/** Puts the machine's location back to the demo data's through the API, if it was left changed. */
async function resetLocation(moderator: ApiClient) {
  const id = MACHINE.id;
  const { Machine: machine } = await moderator.request(
    moderator.api.GET('/api2/customer/machines/overview/{id}', { params: { path: { id } } }),
  );
  if (machine.Name === MACHINE.location) return;
  await moderator.request(
    moderator.api.PUT('/api2/customer/machines/{id}', {
      params: { path: { id } },
      body: {
        DisplayName: machine.DisplayName,
        Name: MACHINE.location,
        Facility: machine.Facility,
        SerialNumber: machine.SerialNumber,
        CustomerText: machine.CustomerText,
        BoughtDate: machine.BoughtDate,
        InstallationDate: machine.InstallationDate,
        WarrantyExpiresDate: machine.WarrantyExpiresDate,
        RetiredDate: machine.RetiredDate,
      },
    }),
  );
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Machine sections' });
const tab = (page: Page, name: string) => tabs(page).getByRole('link', { name, exact: true });

test('a customer opens a machine, goes through its tabs, edits it and the change stays', async ({
  moderatorPage: page,
  api,
}) => {
  await resetLocation(await api.signIn('moderator'));
  await page.goto('/customer');
  await expect(page).toHaveURL(/\/customer\/machines\/list$/);

  // Open a machine from the list.
  const list = page.getByRole('list', { name: 'Equipment list' });
  await list.getByRole('link', { name: 'Combi oven E', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/machines\/5\/general$/);

  // Header: name, type, supplier, model, location, serial number and the QR code.
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(page.getByRole('heading', { level: 1, name: 'Combi oven E' })).toBeVisible();
  await expect(header.getByText(/^Type: Combi oven$/)).toBeVisible();
  await expect(header.getByText('Combi Kitchen GmbH')).toBeVisible();
  await expect(header.getByText('CK 6-1/1')).toBeVisible();
  await expect(header.getByText('Bakery', { exact: false }).first()).toBeVisible();
  await expect(header.getByText('SN-COM-139595')).toBeVisible();
  await expect(header.getByRole('img', { name: 'QR code of the machine: QR00005' })).toBeVisible();
  await expect(header.getByText('QR00005')).toBeVisible();

  // General is the current tab; every tab of this machine is available.
  await expect(tab(page, 'General')).toHaveAttribute('aria-current', 'page');
  await expect(tabs(page).locator('[aria-disabled="true"]')).toHaveCount(0);

  // Service: open jobs and history with a service report; a job opens in its dialog.
  await tab(page, 'Service').click();
  await expect(page).toHaveURL(/\/customer\/machines\/5\/service$/);
  const openJobs = page.getByRole('list', { name: 'Open jobs' });
  await expect(openJobs.getByRole('article')).not.toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Service history' }).getByRole('link', { name: /Service report \(PDF\)/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order service' })).toHaveAttribute(
    'href',
    '/customer/jobs?order=5',
  );
  await openJobs
    .getByRole('link', { name: /^Order / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/customer\/machines\/5\/service\/\d+$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/customer\/machines\/5\/service$/);

  // Manuals: each opens its PDF in a new tab through a short-lived signed link under its real name
  // (customer-open-files.spec.ts looks at the link itself).
  await tab(page, 'Manuals').click();
  await expect(page).toHaveURL(/\/customer\/machines\/5\/manuals$/);
  const manuals = page.getByRole('list', { name: 'Manuals' });
  const manual = manuals.getByRole('link', { name: /CK 6-1\/1 operating manual/ });
  await expect(manual).toBeVisible();
  const [pdfTab] = await Promise.all([page.waitForEvent('popup'), manual.click()]);
  await expect
    .poll(() => pdfTab.url())
    .toMatch(/\/api2\/files\/signed\/[^/]+\/CK%206-1-1%20operating%20manual\.pdf$/);
  await pdfTab.close();

  // Forms, Exploded view, Parts, Resources: each tab shows its route.
  await tab(page, 'Forms').click();
  await expect(
    page.getByRole('list', { name: 'Forms' }).getByRole('link', { name: /service request form/i }),
  ).toBeVisible();
  await tab(page, 'Exploded view').click();
  await expect(page).toHaveURL(/\/customer\/machines\/5\/partsdocuments$/);
  await expect(tab(page, 'Exploded view')).toHaveAttribute('aria-current', 'page');
  await tab(page, 'Parts').click();
  await expect(page).toHaveURL(/\/customer\/machines\/5\/parts$/);
  await tab(page, 'Resources').click();
  await expect(page).toHaveURL(/\/customer\/machines\/5\/resources$/);
  await expect(tab(page, 'Resources')).toHaveAttribute('aria-current', 'page');

  // General: edit the location and save.
  await tab(page, 'General').click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const location = page.getByRole('textbox', { name: 'Location' });
  const original = await location.inputValue();
  const changed = original === 'Bakery, by the window' ? 'Bakery' : 'Bakery, by the window';
  await location.fill(changed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Machine details saved')).toBeVisible();
  const shownLocation = page.locator('[data-field="location"] dd');
  await expect(shownLocation).toHaveText(changed);

  // The change is on the server: it is still there after a reload (header and general tab).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Combi oven E' })).toBeVisible();
  await expect(shownLocation).toHaveText(changed);
  await expect(header.getByText(changed)).toBeVisible();

  // Cancel restores what was typed; then put the original back for the next run.
  await page.getByRole('button', { name: 'Edit' }).click();
  await location.fill('Not saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(shownLocation).toHaveText(changed);
  await page.getByRole('button', { name: 'Edit' }).click();
  await location.fill(original);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shownLocation).toHaveText(original);
});

test('a refused save shows the server message in the form and changes nothing', async ({
  moderatorPage: page,
}) => {
  await page.goto('/customer/machines/5/general');
  await expect(page.getByRole('heading', { level: 1, name: 'Combi oven E' })).toBeVisible();
  // The demo dates are seeded relative to the day the data was made: read, do not assume.
  const warranty = page.locator('[data-field="warranty"] dd');
  await expect(warranty).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  const before = await warranty.textContent();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Warranty expiry date').fill('2001-01-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('WarrantyExpiresDate must not be before BoughtDate')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(warranty).toHaveText(before!);
});

test('a machine without a model has Parts, Manuals, Exploded view and Forms disabled', async ({
  moderatorPage: page,
}) => {
  await page.goto('/customer/machines/48');
  // The machine's address goes to its General tab.
  await expect(page).toHaveURL(/\/customer\/machines\/48\/general$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dishwasher U2' })).toBeVisible();
  for (const name of ['Parts', 'Manuals', 'Exploded view', 'Forms']) {
    await expect(tab(page, name)).toHaveAttribute('aria-disabled', 'true');
    await expect(tab(page, name)).toHaveAccessibleDescription('None available');
  }
  await expect(tab(page, 'Resources')).toHaveAttribute('href', '/customer/machines/48/resources');
});

test('an unknown machine shows the not-found page, another organisation’s machine the private page', async ({
  moderatorPage: page,
}) => {
  await page.goto('/customer/machines/999999');
  await expect(page.getByRole('heading', { name: 'Machine not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Machine sections' })).toHaveCount(0);

  // A mistyped address: not found too, without asking the server.
  await page.goto('/customer/machines/abc/general');
  await expect(page.getByRole('heading', { name: 'Machine not found' })).toBeVisible();

  // Machine 49 belongs to Nordic Foods Bergen AS, not the moderator's current organisation.
  await page.goto('/customer/machines/49');
  await expect(page.getByRole('heading', { name: 'This machine is private' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the equipment list' }).click();
  await expect(page).toHaveURL(/\/customer\/machines\/list$/);
});

test('on a phone the tab row shows that more tabs are there, scrolls to them with its arrow, and shows the active tab', async ({
  moderatorPage: page,
}) => {
  test.skip(!(page.viewportSize()!.width < 600), 'a phone journey: on a desktop every tab fits');
  const strip = tabs(page);
  /** Whether `name`'s tab lies wholly in the visible part of the row (not under an arrow). */
  const shown = async (name: string) => {
    const row = (await strip.getByRole('list').boundingBox())!;
    const link = (await tab(page, name).boundingBox())!;
    const arrows = await strip
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getBoundingClientRect()).filter((rect) => rect.width > 0),
      );
    const inRow = link.x >= row.x - 1 && link.x + link.width <= row.x + row.width + 1;
    const covered = arrows.some((arrow) => link.x < arrow.right && arrow.left < link.x + link.width);
    return inRow && !covered;
  };

  await page.goto(`/customer/machines/${MACHINE.id}/general`);
  await expect(tab(page, 'General')).toHaveAttribute('aria-current', 'page');
  // The row is wider than the phone: an arrow says so, and brings the hidden tabs in.
  const more = strip.getByRole('button', { name: 'More tabs' });
  await expect(more).toBeVisible();
  const moreBox = (await more.boundingBox())!;
  expect(moreBox.width).toBeGreaterThanOrEqual(24);
  expect(moreBox.height).toBeGreaterThanOrEqual(44);
  expect(await shown('Resources')).toBe(false);
  // Each press scrolls the row by part of its width: press until the last tab is in. (Pressing a
  // fixed number of times raced the smooth scroll on a busy machine: the arrow had gone by then.)
  await more.click();
  await expect
    .poll(
      async () => {
        if (await shown('Resources')) return true;
        if (await more.isVisible()) await more.click({ timeout: 2_000 }).catch(() => undefined);
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(more).toBeHidden();
  await expect(strip.getByRole('button', { name: 'Earlier tabs' })).toBeVisible();

  // Opened on the last tab, the row starts scrolled to it.
  await page.goto(`/customer/machines/${MACHINE.id}/resources`);
  await expect(tab(page, 'Resources')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => shown('Resources')).toBe(true);
  await expect(strip.getByRole('button', { name: 'Earlier tabs' })).toBeVisible();
});
