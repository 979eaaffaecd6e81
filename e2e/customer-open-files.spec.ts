import { expect, test } from './fixtures';

// Stored files open under their real name: a customer opens a machine's manual in a new tab. The
// tab's address is a short-lived signed link named after the file (never a blob: address), which
// works without the session's token (a middle click, "Open in new tab", a copied address) and
// names the file in Content-Disposition; a tampered link is refused with a readable page. Signed in
// as the moderator; desktop 1280 px and phone 390 px.

/** The demo data's "Combi oven E" (id 5) of Nordic Foods AS, a CK 6-1/1. */
const MACHINE_ID = 5;
const FILE_NAME = 'CK 6-1-1 operating manual.pdf';
const SIGNED = new RegExp(
  `/api2/files/signed/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+/${encodeURIComponent(FILE_NAME)}$`,
);

test('customer opens a manual in a new tab under its real name through a signed link', async ({
  moderatorPage: page,
}) => {
  await page.goto(`/customer/machines/${MACHINE_ID}/manuals`);
  const manual = page
    .getByRole('list', { name: 'Manuals' })
    .getByRole('link', { name: /CK 6-1\/1 operating manual/ });
  await expect(manual).toBeVisible();

  // Resting the pointer on the link gives it its signed address: the browser's own "Open in new
  // tab", a middle click and "Copy link" use it.
  await manual.hover();
  await expect(manual).toHaveAttribute('href', SIGNED);
  await expect(manual).toHaveAttribute('target', '_blank');
  const href = (await manual.getAttribute('href'))!;

  // The address alone opens the file: no bearer token, the real name, not cached, not sniffed.
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  const headers = file.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toBe(
    `inline; filename="${FILE_NAME}"; filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`,
  );
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A click opens it in a new tab at that address.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), manual.click()]);
  await expect.poll(() => tab.url()).toMatch(SIGNED);
  expect(tab.url()).not.toMatch(/^blob:/);

  // A link changed by hand is refused, with a page a person can read.
  const [payload, signature] = href.split('/').at(-2)!.split('.');
  const tampered = href.replace(
    `${payload}.${signature}`,
    `${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`,
  );
  const refused = await tab.goto(tampered);
  expect(refused?.status()).toBe(403);
  await expect(tab.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
  await expect(
    tab.getByText('This file link is not valid. Open the file again from the portal.'),
  ).toBeVisible();
  await tab.close();
});
