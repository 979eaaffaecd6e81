import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { partnerOpensDirectly } from '@eqp/sdk';
import { expect, test, type ApiClient, type Role } from './fixtures';

// The partner job report journeys (issue (a), (b), (c)). They write: a started job stays started, a
// completed job stays completed, and the demo data has four jobs not started yet. So each journey
// that starts a job first asks its worker's server, through the API, for one nobody started yet:
// - (a) opens a job by its code link: the demo link /c/DEMO42 (job of Tore Technician's company,
//   planned) at 1280 px, the code link of the company's other planned job (Siri Service's
//   appointment, same company; its code is random, so it is read through the API) at 390 px; when a
//   journey before it on the same server started that one, the other.
// - (c) opens a not-started job by id: the first upcoming job of tech@demo.test other than those two
//   (the new repair job); when none is left, the upcoming job of tech2@otherpartner.test (their own
//   company's planned job).
// - (b) only reads: tech2 of another company opens the DEMO42 job by id, whatever its status.
// (b) and (c) start signed in (see fixtures.ts); (a) signs in with the code link.

/** The colleague whose planned job (a) opens at phone width. */
const COLLEAGUE = 'Siri Service';

/** The codes (a) uses, the project's own first; (c) leaves their jobs alone. */
async function codeLinks(tech: ApiClient, project: string): Promise<string[]> {
  const view = await tech.request(tech.api.GET('/api2/partner/jobs/view'));
  const colleagues = [...view.Upcoming, ...view.Open, ...view.Finished].find(
    (job) =>
      job.Appointments.length > 0 &&
      job.Appointments.every((a) => a.Participants.every((p) => p.User.Name === COLLEAGUE)),
  );
  expect(colleagues?.Code, `the planned job of ${COLLEAGUE} has a code`).toBeTruthy();
  const links = ['DEMO42', colleagues!.Code!];
  return project === 'phone' ? links.reverse() : links;
}

const jobByCode = (partner: ApiClient, code: string) =>
  partner.request(partner.api.GET('/api2/partner/jobs/code', { params: { query: { code } } }));

const upcomingJobs = async (partner: ApiClient) =>
  (await partner.request(partner.api.GET('/api2/partner/jobs/view'))).Upcoming;

/** The section of one machine of the report. */
const machineSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function confirmIn(page: Page, dialogName: RegExp, button: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Leaves the focused field (blur) by clicking on the page's heading. */
async function leaveField(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
}

test('(a) a technician opens a job by its code link, starts it, fills in the report and completes it', async ({
  page,
  api,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const tech = await api.signIn('tech');
  let code: string | undefined;
  for (const candidate of await codeLinks(tech, testInfo.project.name)) {
    const job = await jobByCode(tech, candidate);
    if (!partnerOpensDirectly(job.JobStatus.Id)) {
      code = candidate;
      break;
    }
  }
  expect(code, 'a code link job not started yet is left on this server').toBeDefined();

  // The code link logs in with the code and shows the job preview with Start.
  await page.goto(`/c/${code}`);
  await expect(page).toHaveURL(new RegExp(`/partner/job/view/${code}$`, 'i'));
  const start = page.getByRole('button', { name: 'Start job' });
  await expect(start).toBeVisible();
  await start.click();
  await confirmIn(page, /^Start job\?$/, 'Start job');
  await expect(page).toHaveURL(/\/partner\/job\/\d+$/);
  const jobUrl = page.url();

  // The report: header with Mark as completed, customer, appointments, machines.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as completed' })).toBeVisible();
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer.getByRole('link', { name: /Show on map/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(
    page.getByRole('region', { name: 'Appointments' }).getByRole('listitem').first(),
  ).toBeVisible();
  const machines = page.getByRole('list', { name: 'Equipment' }).getByRole('region');
  const machine = machines.first();
  const machineName = (await machine.getByRole('heading', { level: 2 }).first().textContent()) ?? '';

  // A technician comment, saved when the field is left; a reload shows it.
  const comment = `Replaced the door gasket (${stamp}).`;
  const technician = machine.getByRole('textbox', { name: 'Technician comment' });
  await technician.fill(comment);
  await leaveField(page);
  await expect(machine.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    machineSection(page, machineName).getByRole('textbox', { name: 'Technician comment' }),
  ).toHaveValue(comment);

  // Today's value of the first counter: above the previous value, saved on leaving the field.
  const section = machineSection(page, machineName);
  const counters = section.getByRole('table', { name: 'Counters' });
  const firstCounter = counters.getByRole('row').nth(1);
  const previous = Number(
    ((await firstCounter.getByRole('cell').first().textContent()) ?? '0').replace(/\D/g, ''),
  );
  // Typed with a decimal comma (as Norwegians write it): saved as that number, not without the comma.
  const today = firstCounter.getByRole('textbox', { name: /^Today’s value, / });
  await today.fill('12,345');
  await leaveField(page);
  await expect(today).toHaveAccessibleDescription(
    'Enter a number of 0 or more, with at most 2 decimals (for example 12.5).',
  );
  await today.fill('');
  await today.pressSequentially(`${previous + 25},5`);
  await leaveField(page);
  await expect(firstCounter.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    machineSection(page, machineName)
      .getByRole('table', { name: 'Counters' })
      .getByRole('row')
      .nth(1)
      .getByRole('textbox', { name: /^Today’s value, / }),
  ).toHaveValue(`${previous + 25}.5`);

  // Order lines: an article from the warehouse, then a custom line.
  const lines = section.getByRole('region', { name: 'Order lines' });
  await lines.getByRole('button', { name: 'Add a line' }).click();
  await lines.getByLabel('Search articles').fill('gasket');
  const articles = lines.getByRole('radiogroup', { name: 'Articles' });
  // The search runs 700 ms after the last key (spec §9); the list is busy until then.
  await expect(articles).not.toHaveAttribute('aria-busy', 'true');
  const article = articles.getByRole('radio', { name: /gasket/i }).first();
  await expect(article).toBeVisible();
  const articleName = (await article.getAttribute('aria-label')) ?? '';
  await article.check();
  await lines.getByRole('button', { name: 'Add article' }).click();
  const lineTable = lines.getByRole('table');
  await expect(lineTable.getByRole('row', { name: new RegExp(articleName.split(' ')[0]!) })).toBeVisible();
  await lines
    .getByRole('group', { name: 'Kind of line' })
    .getByRole('button', { name: 'Custom line' })
    .click();
  const customText = `Travel ${testInfo.project.name}`;
  await lines.getByLabel('Text').fill(customText);
  await lines.getByRole('button', { name: 'Add line' }).click();
  await expect(lineTable.getByText(customText)).toBeVisible();

  // Two attachments, each with its progress; both end up in the list.
  const attachments = page.getByRole('region', { name: 'Attachments' });
  // The server's answer is held back a little so the progress bars can be seen.
  await page.route('**/api2/partner/jobs/*/Attachments', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const files = [
    {
      name: `gasket-${testInfo.project.name}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('Old gasket, torn.'),
    },
    {
      name: `meter-${testInfo.project.name}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`Meter reading ${previous + 25}.`),
    },
  ];
  await attachments.getByLabel('Choose files').setInputFiles(files);
  await expect(attachments.getByRole('progressbar', { name: `Uploading ${files[0]!.name}` })).toBeVisible();
  await expect(attachments.getByRole('progressbar', { name: `Uploading ${files[1]!.name}` })).toBeVisible();
  const fileList = attachments.getByRole('list', { name: 'Files of the job' });
  await expect(fileList.getByText(files[0]!.name)).toBeVisible();
  await expect(fileList.getByText(files[1]!.name)).toBeVisible();
  await page.unroute('**/api2/partner/jobs/*/Attachments');

  // A photo over 20 MB is refused in the browser: its message, and no request leaves the page.
  let uploadsSent = 0;
  const countUploads = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && /\/Attachments$/i.test(request.url())) uploadsSent += 1;
  };
  page.on('request', countUploads);
  await attachments.getByLabel('Choose files').setInputFiles({
    name: 'walkaround.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
  });
  await expect(attachments.getByRole('alert')).toHaveText(
    'Not uploaded: “walkaround.jpg” is larger than 20 MB, so it was not sent.',
  );
  await attachments.getByRole('button', { name: 'Dismiss walkaround.jpg' }).click();
  page.off('request', countUploads);
  expect(uploadsSent).toBe(0);

  // The offline report PDF.
  const offline = page.getByRole('region', { name: 'Offline report' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    offline.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Offline report .+\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Mark as completed, confirmed: the job reloads, read-only.
  await page.getByRole('button', { name: 'Mark as completed' }).click();
  await confirmIn(page, /^Mark the job as completed\?$/, 'Mark as completed');
  await expect(page.getByText('This job is finalized. The job report is read-only.')).toBeVisible();

  // After a reload everything is read-only: text instead of fields, no buttons to change anything.
  await page.goto(jobUrl);
  await expect(page.getByText('This job is finalized. The job report is read-only.')).toBeVisible();
  const done = machineSection(page, machineName);
  await expect(done.getByText(comment)).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('spinbutton')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as completed' })).toHaveCount(0);
  await expect(done.getByRole('button', { name: 'Add article' })).toHaveCount(0);
  await expect(attachments.getByLabel('Choose files')).toHaveCount(0);
  await expect(done.getByRole('table', { name: 'Counters' })).toContainText(
    new Intl.NumberFormat('en-US').format(previous + 25.5),
  );
});

test('(b) a technician of another partner company gets the unauthorized page', async ({
  signedInPage,
  api,
}) => {
  const job = await jobByCode(await api.signIn('tech'), 'DEMO42');
  const page = await signedInPage('tech2');
  await page.goto(`/partner/job/${job.Id}`);
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/partner/job/list');
});

test('(c) a job not started yet, opened by id, shows the job-not-started page and starts from there', async ({
  signedInPage,
  api,
}) => {
  const tech = await api.signIn('tech');
  const reserved = new Set(await codeLinks(tech, 'desktop'));
  let role: Role = 'tech';
  let job = (await upcomingJobs(tech)).find((candidate) => !reserved.has(candidate.Code ?? ''));
  if (!job) {
    role = 'tech2';
    job = (await upcomingJobs(await api.signIn('tech2')))[0];
  }
  expect(job, 'a job not started yet is left in the demo data').toBeDefined();

  const page = await signedInPage(role);
  await page.goto(`/partner/job/${job!.Id}`);
  await expect(page.getByRole('heading', { name: 'This job has not been started' })).toBeVisible();
  await page.getByRole('button', { name: 'Start job' }).click();
  await confirmIn(page, /^Start job\?$/, 'Start job');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job!.DisplayName ?? `Job ${job!.Id}`);
  await expect(page.getByLabel('Job details')).toContainText('in progress');
  await expect(page.getByRole('button', { name: 'Mark as completed' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/partner/job/${job!.Id}$`));
});
