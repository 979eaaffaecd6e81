import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The equipment resource browser: a customer opens a machine's Resources tab, walks into a folder
// and back by the breadcrumbs (and the browser's back and forward), searches every folder with the
// search kept in the address, narrows the results with a file type chip, clears the filter and
// opens a file. Read-only, so it passes on every run (desktop 1280 px and phone 390 px), signed in
// as the moderator (see fixtures.ts).

/** The seed's showcase machine: folders from its supplier, its model, its own history and a job. */
const MACHINE = 'Dishwasher X';

const folderTile = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Folder path' }).getByRole('button');
const query = (page: Page) => new URL(page.url()).searchParams;

test('customer browses, searches and filters the resources of a machine and opens a file', async ({
  moderatorPage: page,
  api,
}) => {
  await page.goto('/customer');
  await expect(page).toHaveURL(/\/customer\/machines\/list$/);
  await page
    .getByRole('list', { name: 'Equipment list' })
    .getByRole('link', { name: MACHINE })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: MACHINE })).toBeVisible();
  await page.getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/machines\/\d+\/resources/);

  // The root: a tile per folder with its file count and where it comes from.
  const documentation = folderTile(page, 'Documentation');
  await expect(documentation).toContainText('5 files');
  await expect(documentation).toContainText('From model DL 90 Undercounter');
  await expect(folderTile(page, 'Product information')).toContainText('From supplier Dishline Nordic');
  await expect(folderTile(page, 'Installation')).toContainText('From the machine history');
  await expect(folderTile(page, 'Job photos')).toContainText('From job');
  await expect(crumbs(page)).toHaveText(['Resources']);

  // Into a folder, and back by the breadcrumb.
  await documentation.click();
  await expect(crumbs(page)).toHaveText(['Resources', 'Documentation']);
  expect(query(page).getAll('resource_folder')).toEqual(['Documentation']);
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(5);
  await crumbs(page).filter({ hasText: 'Resources' }).click();
  await expect(crumbs(page)).toHaveText(['Resources']);
  expect(query(page).has('resource_folder')).toBe(false);
  // The browser's back and forward walk the same way.
  await page.goBack();
  await expect(crumbs(page)).toHaveText(['Resources', 'Documentation']);
  await page.goForward();
  await expect(crumbs(page)).toHaveText(['Resources']);

  // Search every folder: the text goes into the address (after the 700 ms pause).
  const searchBox = page.getByRole('searchbox', { name: 'Search in resources' });
  await searchBox.fill('PDF');
  await expect(page).toHaveURL(/resource_search=PDF/);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText('5 files match “PDF” in all folders')).toBeVisible();
  await expect(
    results.getByRole('button', { name: 'Open folder Resources › Product information › Certificates' }),
  ).toBeVisible();

  // Narrow by a chip: the notice counts what it hides; Clear filter brings them back.
  await page
    .getByRole('group', { name: 'Filter by file type' })
    .getByRole('button', { name: /^Forms/ })
    .click();
  await expect(page).toHaveURL(/resource_type=form/);
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByRole('link', { name: /Daily cleaning checklist\.pdf/ })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: '4 files are hidden by the filter' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Clear filter' }).click();
  await expect(notice).toHaveCount(0);
  await expect(results.getByRole('listitem')).toHaveCount(5);
  expect(query(page).has('resource_type')).toBe(false);

  // A result's folder opens that folder and ends the search.
  await results
    .getByRole('listitem')
    .filter({ hasText: 'Quick reference guide.pdf' })
    .getByRole('button', { name: 'Open folder Resources › Documentation' })
    .click();
  await expect(crumbs(page)).toHaveText(['Resources', 'Documentation']);
  await expect(searchBox).toHaveValue('');
  expect(query(page).has('resource_search')).toBe(false);

  // A file link points at the stored file, which answers for the signed-in customer.
  const guide = page.getByRole('link', { name: /^Quick reference guide\.pdf/ });
  await expect(guide).toHaveAttribute('target', '_blank');
  const href = await guide.getAttribute('href');
  // The file's address, or its signed link once the pointer has rested on it.
  expect(href).toMatch(/\/api2\/(resource\/\?relativePath=|files\/signed\/)/);
  const moderator = await api.signIn('moderator');
  const file = await moderator.fetch(href!);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toContain('application/pdf');

  // Clicking it opens the file in a new tab at its signed link, under its real name.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), guide.click()]);
  await expect.poll(() => tab.url()).toMatch(/\/api2\/files\/signed\/[^/]+\/Quick%20reference%20guide\.pdf$/);
  await tab.close();
});
