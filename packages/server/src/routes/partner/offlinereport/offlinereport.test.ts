import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@eqp/contract';
import { attachments, counters, jobs, offlineReports, orderLines, settings } from '../../../db/schema.js';
import { DEMO_JOB_CODE } from '../../../seed/index.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { multipart, SAMPLE_FILES, type TestFilePart } from '../../../test/multipart.js';
import { pdfText } from '../../../test/pdf-text.js';
import { jobIdByCode, makeJob } from '../../../test/partner-jobs.js';
import { OFFLINE_MESSAGES } from './index.js';
import { OFFLINE_REPORT_SETTING } from './settings.js';

type AttachmentList = components['schemas']['AttachmentList'];

const report = (filename = 'filled-in.pdf'): TestFilePart => ({
  filename,
  contentType: 'application/pdf',
  bytes: SAMPLE_FILES.pdf,
});

describe.each(testDatabases())('offline report ($name)', (kind) => {
  let t: TestContext;
  let tech: string;
  let otherTech: string;
  let customer: string;

  const upload = (jobId: number, token: string, files: TestFilePart[]) => {
    const body = multipart(files);
    return t.request({
      method: 'POST',
      url: `/api2/partner/jobs/${jobId}/offlinereport`,
      token,
      headers: body.headers,
      payload: body.payload,
    });
  };
  const setSetting = (value: unknown) =>
    t.db
      .insert(settings)
      .values({ key: OFFLINE_REPORT_SETTING, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });

  beforeAll(async () => {
    t = await createTestContext(kind);
    tech = (await t.login('tech@demo.test')).access_token;
    otherTech = (await t.login('tech2@otherpartner.test')).access_token;
    customer = (await t.login('moderator@demo.test')).access_token;
  });
  afterAll(async () => t?.close());

  it('says offline reports are enabled (the demo setting), to partners only', async () => {
    const res = await t.request({ url: '/api2/partner/jobs/offlinereport-enabled', token: tech });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
    expect(
      (await t.request({ url: '/api2/partner/jobs/offlinereport-enabled', token: customer })).statusCode,
    ).toBe(403);
    expect((await t.request({ url: '/api2/partner/jobs/offlinereport-enabled' })).statusCode).toBe(401);
  });

  it('downloads the PDF of the demo job by its code, without a token', async () => {
    const res = await t.request({ url: `/api2/Partner/jobs/offlinereport/${DEMO_JOB_CODE.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, await jobIdByCode(t.db, DEMO_JOB_CODE)));
    const order = String(job!.orderId);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Offline report ${order}.pdf"; filename*=UTF-8''Offline%20report%20${order}.pdf`,
    );
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pdfText(res.rawPayload).join('\n');
    expect(text).toContain(`Order ${order}`);
    expect(text).toContain('Nordic Foods AS');
    expect(text).toContain('Technician comment'.toUpperCase());
  });

  it('prints the counters with their last value and the order lines of each machine', async () => {
    const job = await makeJob(t.db, 30);
    await t.db
      .insert(counters)
      .values({ machineId: job.machineIds[0]!, name: 'Operating hours', value: 4321, lastValue: 4000 });
    await t.db.insert(orderLines).values({
      machineJobId: job.machineJobIds[0]!,
      articleDescription: 'Thermostat 230 V',
      articleCount: 2,
    });
    const res = await t.request({ url: `/api2/Partner/jobs/offlinereport/${job.code}`, token: tech });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload).join('\n');
    expect(text).toContain('Operating hours');
    expect(text).toContain('4321');
    expect(text).toContain('Thermostat 230 V');
    expect(text).toContain('(custom)');
  });

  it('answers 404 for an unknown code or a deleted job, and 403 when offline reports are disabled', async () => {
    expect((await t.request({ url: '/api2/Partner/jobs/offlinereport/NOPE42' })).statusCode).toBe(404);
    const deleted = await makeJob(t.db, 110);
    const gone = await t.request({ url: `/api2/Partner/jobs/offlinereport/${deleted.code}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ Message: OFFLINE_MESSAGES.unknownCode });
    try {
      await setSetting({ enabled: false });
      expect((await t.request({ url: '/api2/partner/jobs/offlinereport-enabled', token: tech })).json()).toBe(
        false,
      );
      const res = await t.request({ url: `/api2/Partner/jobs/offlinereport/${DEMO_JOB_CODE}` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: OFFLINE_MESSAGES.disabled });
    } finally {
      await setSetting({ enabled: true, timeZone: 'Europe/Oslo' });
    }
  });

  it('stores an uploaded report as an attachment of the job and replaces the earlier one', async () => {
    const job = await makeJob(t.db, 30);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.jobId));
    const first = await upload(job.jobId, tech, [report()]);
    expect(first.statusCode).toBe(201);
    const firstFiles = first.json<AttachmentList>().Files;
    expect(firstFiles).toHaveLength(1);
    expect(firstFiles[0]).toMatchObject({
      Name: `Offline report ${row!.orderId}.pdf`,
      IsMedia: false,
      TypeId: 1,
    });

    const second = await upload(job.jobId, tech, [report('again.pdf')]);
    expect(second.statusCode).toBe(201);
    const files = second.json<AttachmentList>().Files;
    expect(files).toHaveLength(1);
    expect(files[0]!.Id).not.toBe(firstFiles[0]!.Id);
    expect(await t.blobStore.get(firstFiles[0]!.Link)).toBeNull();
    const reports = await t.db.select().from(offlineReports).where(eq(offlineReports.jobId, job.jobId));
    expect(reports).toEqual([
      expect.objectContaining({ attachmentId: files[0]!.Id, blobKey: files[0]!.Link }),
    ]);
    // Listed with the job's other attachments.
    const listed = await t.request({ url: `/api2/partner/jobs/${job.jobId}/Attachments`, token: tech });
    expect(listed.json()).toEqual({ Files: files });
  });

  it.each([
    ['two files', [report('a.pdf'), report('b.pdf')], 400, OFFLINE_MESSAGES.oneFile],
    [
      'a PNG',
      [{ filename: 'photo.png', contentType: 'image/png', bytes: SAMPLE_FILES.png }],
      415,
      OFFLINE_MESSAGES.pdfOnly,
    ],
    [
      'a PNG declared as PDF',
      [{ filename: 'x.pdf', contentType: 'application/pdf', bytes: SAMPLE_FILES.png }],
      415,
      'is not application/pdf',
    ],
    ['no file', [], 400, 'No file was sent'],
  ] as [string, TestFilePart[], number, string][])(
    'refuses %s and stores nothing',
    async (_name, files, status, message) => {
      const job = await makeJob(t.db, 30);
      const res = await upload(job.jobId, tech, files);
      expect(res.statusCode).toBe(status);
      expect(res.json().Message).toContain(message);
      expect(await t.db.select().from(attachments).where(eq(attachments.jobId, job.jobId))).toEqual([]);
      expect(await t.db.select().from(offlineReports).where(eq(offlineReports.jobId, job.jobId))).toEqual([]);
    },
  );

  it('refuses another company (403), a customer (403) and a finalized job (409)', async () => {
    const job = await makeJob(t.db, 30);
    for (const token of [otherTech, customer]) {
      const res = await upload(job.jobId, token, [report()]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
    }
    const finalized = await makeJob(t.db, 50);
    const res = await upload(finalized.jobId, tech, [report()]);
    expect(res.statusCode).toBe(409);
    for (const id of [job.jobId, finalized.jobId]) {
      expect(await t.db.select().from(attachments).where(eq(attachments.jobId, id))).toEqual([]);
    }
  });
});
