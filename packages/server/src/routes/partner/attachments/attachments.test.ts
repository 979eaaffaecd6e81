import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@eqp/contract';
import { attachments } from '../../../db/schema.js';
import { LocalFolderBlobStore } from '../../../files/local-folder.js';
import { UPLOAD_MESSAGES } from '../../../files/uploads.js';
import { DEMO_JOB_CODE } from '../../../seed/index.js';
import { createTestContext, type TestContext, type Token } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { multipart, SAMPLE_FILES, type TestFilePart } from '../../../test/multipart.js';
import { makeJob } from '../../../test/partner-jobs.js';
import { FILE_MESSAGES } from './queries.js';
import { storedAttachmentFiles } from '../../../test/stored-files.js';

type AttachmentList = components['schemas']['AttachmentList'];

const png = (filename = 'photo.png'): TestFilePart => ({
  filename,
  contentType: 'image/png',
  bytes: SAMPLE_FILES.png,
});
const pdf = (filename = 'report.pdf'): TestFilePart => ({
  filename,
  contentType: 'application/pdf',
  bytes: SAMPLE_FILES.pdf,
});
const resource = (link: string) => `/api2/resource/?relativePath=${encodeURIComponent(link)}`;

describe.each(testDatabases())('partner job attachments ($name)', (kind) => {
  let t: TestContext;
  let filesDir: string;
  let tech: string;
  let otherTech: string;
  let customer: string;
  let otherCustomer: string;

  const upload = (jobId: number, token: string, files: TestFilePart[]) => {
    const body = multipart(files);
    return t.request({
      method: 'POST',
      url: `/api2/partner/jobs/${jobId}/Attachments`,
      token,
      headers: body.headers,
      payload: body.payload,
    });
  };
  const list = (jobId: number, token: string) =>
    t.request({ url: `/api2/partner/jobs/${jobId}/Attachments`, token });
  const remove = (jobId: number, fileId: number, token: string) =>
    t.request({ method: 'DELETE', url: `/api2/partner/jobs/${jobId}/Attachment/${fileId}`, token });

  /** Asserts that a refused call stored nothing: no rows for the job, no new files. */
  async function expectNothingStored(jobId: number, filesBefore: string[]) {
    expect(await t.db.select().from(attachments).where(eq(attachments.jobId, jobId))).toEqual([]);
    expect(storedAttachmentFiles(filesDir)).toEqual(filesBefore);
  }

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-attachments-'));
    t = await createTestContext(kind, {
      blobStore: new LocalFolderBlobStore(filesDir),
      // A small file limit, so the test of it sends little (the default is 20 MB).
      uploads: { maxFileBytes: 64 * 1024 },
    });
    tech = (await t.login('tech@demo.test')).access_token;
    otherTech = (await t.login('tech2@otherpartner.test')).access_token;
    customer = (await t.login('moderator@demo.test')).access_token;
    otherCustomer = (await t.login('user@demo.test')).access_token;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('given an open job, uploads several files, lists them and serves them to the partner and the customer', async () => {
    const job = await makeJob(t.db, 30);
    const res = await upload(job.jobId, tech, [png('Dør før.png'), pdf('../../etc/Report (final).pdf')]);
    expect(res.statusCode).toBe(201);
    const files = res.json<AttachmentList>().Files;
    expect(files.map((f) => [f.Name, f.IsMedia, f.TypeId])).toEqual([
      ['Dør før.png', true, 1],
      ['Report (final).pdf', false, 1],
    ]);
    for (const f of files) expect(f.Link).toMatch(new RegExp(`^attachments/${job.jobId}/[0-9a-f]{32}$`));
    expect((await list(job.jobId, tech)).json()).toEqual({ Files: files });

    const download = await t.request({ url: resource(files[1]!.Link), token: tech });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Report (final).pdf"; filename*=UTF-8''Report%20%28final%29.pdf`,
    );
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.rawPayload).toEqual(SAMPLE_FILES.pdf);
    const image = await t.request({ url: resource(files[0]!.Link), token: customer });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(SAMPLE_FILES.png);
  });

  it("serves attachments only to the job's partners and customer organisation", async () => {
    const job = await makeJob(t.db, 30);
    const link = (await upload(job.jobId, tech, [png()])).json<AttachmentList>().Files[0]!.Link;
    const anonymous = await t.request({ url: resource(link) });
    expect(anonymous.statusCode).toBe(401);
    for (const token of [otherTech, otherCustomer]) {
      const res = await t.request({ url: resource(link), token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
    }
    const missing = await t.request({
      url: resource(`attachments/${job.jobId}/${'0'.repeat(32)}`),
      token: tech,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses another company's technician (403) and a customer token (403), storing nothing", async () => {
    const job = await makeJob(t.db, 30);
    const before = storedAttachmentFiles(filesDir);
    for (const token of [otherTech, customer]) {
      const res = await upload(job.jobId, token, [png()]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Unauthorized' });
      expect((await list(job.jobId, token)).statusCode).toBe(403);
    }
    await expectNothingStored(job.jobId, before);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await list(999999, tech)).statusCode).toBe(404);
    expect((await upload(999999, tech, [png()])).statusCode).toBe(404);
  });

  it.each([
    [
      'a PNG declared as PDF',
      [{ filename: 'scan.pdf', contentType: 'application/pdf', bytes: SAMPLE_FILES.png }],
      415,
      'The content of "scan.pdf" is not application/pdf',
    ],
    [
      'an executable renamed .png',
      [{ filename: 'cat.png', contentType: 'image/png', bytes: SAMPLE_FILES.exe }],
      415,
      'The content of "cat.png" is not image/png',
    ],
    [
      'an HTML file',
      [{ filename: 'x.html', contentType: 'text/html', bytes: '<script>alert(1)</script>' }],
      415,
      'has the type text/html, which is not accepted',
    ],
    [
      'a good file followed by a bad one',
      [png(), { filename: 'evil.png', contentType: 'image/png', bytes: SAMPLE_FILES.exe }],
      415,
      '"evil.png"',
    ],
    ['a file in another field', [{ ...png(), field: 'Other' }], 400, 'Unexpected file field Other'],
    ['an empty file', [{ filename: 'e.txt', contentType: 'text/plain', bytes: '' }], 400, 'is empty'],
    ['no file', [], 400, UPLOAD_MESSAGES.noFile],
    ['11 files', Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)), 413, UPLOAD_MESSAGES.tooMany(10)],
  ] as [string, TestFilePart[], number, string][])(
    'refuses %s with %s and stores nothing',
    async (_name, files, status, message) => {
      const job = await makeJob(t.db, 30);
      const before = storedAttachmentFiles(filesDir);
      const res = await upload(job.jobId, tech, files);
      expect(res.statusCode).toBe(status);
      expect(res.json().Message).toContain(message);
      await expectNothingStored(job.jobId, before);
    },
  );

  it('refuses a file over the file limit (64 KB here) with 413 and stores nothing', async () => {
    const job = await makeJob(t.db, 30);
    const before = storedAttachmentFiles(filesDir);
    const big = Buffer.alloc(64 * 1024 + 1, 0x20);
    SAMPLE_FILES.pdf.copy(big);
    const res = await upload(job.jobId, tech, [
      png(),
      { filename: 'huge.pdf', contentType: 'application/pdf', bytes: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Message: 'The file "huge.pdf" is larger than 64 KB' });
    await expectNothingStored(job.jobId, before);
  });

  it('refuses a body that is not multipart (415)', async () => {
    const job = await makeJob(t.db, 30);
    const res = await t.request({
      method: 'POST',
      url: `/api2/partner/jobs/${job.jobId}/Attachments`,
      token: tech,
      payload: { Files: ['x'] },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ Message: UPLOAD_MESSAGES.notMultipart });
  });

  it.each([
    [50, FILE_MESSAGES.finalized],
    [70, FILE_MESSAGES.finalized],
    [110, FILE_MESSAGES.deleted],
  ])('refuses every write on a job with status %i (409), but still lists', async (status, message) => {
    const open = await makeJob(t.db, 30);
    const job = await makeJob(t.db, status);
    const uploaded = (await upload(open.jobId, tech, [png()])).json<AttachmentList>().Files[0]!;
    // Put an attachment on the finalized job directly, as if it was uploaded before.
    await t.db.update(attachments).set({ jobId: job.jobId }).where(eq(attachments.id, uploaded.Id));
    const res = await upload(job.jobId, tech, [png()]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: message });
    const del = await remove(job.jobId, uploaded.Id, tech);
    expect(del.statusCode).toBe(409);
    expect((await list(job.jobId, tech)).json<AttachmentList>().Files.map((f) => f.Id)).toEqual([
      uploaded.Id,
    ]);
  });

  it('accepts files on a job not started yet (photos taken before starting it in the portal)', async () => {
    const job = await makeJob(t.db, 20);
    expect((await upload(job.jobId, tech, [png()])).statusCode).toBe(201);
  });

  it('deletes an attachment, answers the rest and removes the file', async () => {
    const job = await makeJob(t.db, 30);
    const [first, second] = (
      await upload(job.jobId, tech, [png('a.png'), pdf('b.pdf')])
    ).json<AttachmentList>().Files;
    const res = await remove(job.jobId, first!.Id, tech);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Files: [second] });
    expect(await t.blobStore.get(first!.Link)).toBeNull();
    expect((await t.request({ url: resource(first!.Link), token: tech })).statusCode).toBe(404);
    expect((await remove(job.jobId, first!.Id, tech)).statusCode).toBe(404);
  });

  it('refuses to delete through another job or for another company', async () => {
    const job = await makeJob(t.db, 30);
    const other = await makeJob(t.db, 30);
    const file = (await upload(job.jobId, tech, [png()])).json<AttachmentList>().Files[0]!;
    const via = await remove(other.jobId, file.Id, tech);
    expect(via.statusCode).toBe(404);
    expect(via.json()).toEqual({ Message: FILE_MESSAGES.noAttachment });
    expect((await remove(job.jobId, file.Id, otherTech)).statusCode).toBe(403);
    expect((await remove(job.jobId, file.Id, customer)).statusCode).toBe(403);
    expect((await list(job.jobId, tech)).json<AttachmentList>().Files).toEqual([file]);
  });

  it('lets a code-login token work on its own job only', async () => {
    const job = await makeJob(t.db, 30);
    const code = (await t.request({ url: `/api2/partner/authentication?code=${job.code}` })).json<Token>()
      .access_token;
    const res = await upload(job.jobId, code, [png()]);
    expect(res.statusCode).toBe(201);
    const link = res.json<AttachmentList>().Files[0]!.Link;
    expect((await t.request({ url: resource(link), token: code })).statusCode).toBe(200);
    const demo = await t.request({ url: `/api2/partner/authentication?code=${DEMO_JOB_CODE}` });
    const demoToken = demo.json<Token>().access_token;
    expect((await upload(job.jobId, demoToken, [png()])).statusCode).toBe(403);
    expect((await t.request({ url: resource(link), token: demoToken })).statusCode).toBe(403);
  });
});
