import { EventEmitter, once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../../db/schema.js';
import { LocalFolderBlobStore } from '../../../files/local-folder.js';
import { SLOT_MESSAGES } from '../../../files/upload-guard.js';
import { UPLOAD_MESSAGES } from '../../../files/uploads.js';
import { createTestContext, type TestContext, type Token } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import {
  heldBody,
  multipart,
  type MultipartBody,
  pdfOfSize,
  type TestFilePart,
} from '../../../test/multipart.js';
import { makeJob } from '../../../test/partner-jobs.js';
import { QUOTA_MESSAGES } from './quota.js';
import { storedAttachmentFiles } from '../../../test/stored-files.js';

const KB = 1024;
const MB = 1024 * KB;
/** Small figures, so that every limit is reached with a few kilobytes. */
const LIMITS = {
  maxFileBytes: 8 * KB,
  maxRequestBytes: 16 * KB,
  concurrentPerUser: 1,
  concurrentPerServer: 2,
  jobMaxAttachments: 3,
  jobMaxBytes: 20 * KB,
};

/** The folder store, telling the test when a file is in place. */
class ObservedStore extends LocalFolderBlobStore {
  readonly events = new EventEmitter();

  override async putStream(key: string, source: Readable, contentType: string): Promise<number> {
    const size = await super.putStream(key, source, contentType);
    this.events.emit('stored', key);
    return size;
  }
}

const pdf = (size: number, filename = 'scan.pdf'): TestFilePart => ({
  filename,
  contentType: 'application/pdf',
  bytes: pdfOfSize(size),
});

describe.each(testDatabases())('upload limits ($name)', (kind) => {
  let t: TestContext;
  let filesDir: string;
  let store: ObservedStore;
  let port: number;
  let tech: string;
  let noCompany: string;

  const post = (
    jobId: number,
    token: string,
    body: MultipartBody | ReturnType<typeof heldBody>,
    what = 'Attachments',
  ) =>
    t.request({
      method: 'POST',
      url: `/api2/partner/jobs/${jobId}/${what}`,
      token,
      headers: body.headers,
      payload: body.payload,
    });
  const upload = (jobId: number, token: string, files: TestFilePart[]) =>
    post(jobId, token, multipart(files));
  const rows = (jobId: number) => t.db.select().from(attachments).where(eq(attachments.jobId, jobId));
  const codeToken = async (code: string) =>
    (await t.request({ url: `/api2/partner/authentication?code=${code}` })).json<Token>().access_token;
  const slots = () => t.app.uploads.slots;

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-upload-limits-'));
    store = new ObservedStore(filesDir);
    t = await createTestContext(kind, { blobStore: store, uploads: LIMITS });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    tech = (await t.login('tech@demo.test')).access_token;
    noCompany = (await t.login('nocompany@demo.test')).access_token;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('refuses a file over the file limit and files over the request limit (413), storing nothing', async () => {
    const job = await makeJob(t.db, 30);
    const before = storedAttachmentFiles(filesDir);
    const big = await upload(job.jobId, tech, [pdf(KB, 'ok.pdf'), pdf(8 * KB + 1, 'big.pdf')]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ Message: UPLOAD_MESSAGES.tooLarge('big.pdf', 8 * KB) });
    expect(big.json().Message).toBe('The file "big.pdf" is larger than 8 KB');
    const many = await upload(job.jobId, tech, [
      pdf(6 * KB, 'a.pdf'),
      pdf(6 * KB, 'b.pdf'),
      pdf(6 * KB, 'c.pdf'),
    ]);
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ Message: 'The files together are larger than 16 KB' });
    expect(await rows(job.jobId)).toEqual([]);
    expect(storedAttachmentFiles(filesDir)).toEqual(before);
  });

  it('answers a declared body over the limit with 413 and Connection: close at once, without reading it', async () => {
    const job = await makeJob(t.db, 30);
    let handled = 0;
    const count = () => (handled += 1);
    slots().on('acquire', count);
    try {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api2/partner/jobs/${job.jobId}/Attachments`,
        headers: {
          authorization: `Bearer ${tech}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(10 * 1024 * MB),
        },
      });
      request.on('error', () => {});
      // A few bytes of the 10 GB it announced, and no more: the answer must not wait for the rest.
      request.write('--x\r\n');
      const [response] = (await once(request, 'response')) as [http.IncomingMessage];
      const body: Buffer[] = [];
      for await (const chunk of response) body.push(chunk as Buffer);
      expect(response.statusCode).toBe(413);
      expect(response.headers.connection).toBe('close');
      expect(JSON.parse(Buffer.concat(body).toString('utf8'))).toEqual({
        Message: 'The request body is 10240 MB, more than an upload may send (16 KB of files)',
      });
      // The server closed the connection rather than read 10 GB.
      if (!request.socket?.destroyed) await once(request.socket!, 'close');
      expect(handled).toBe(0);
      expect(await rows(job.jobId)).toEqual([]);
    } finally {
      slots().off('acquire', count);
    }
  });

  it('runs one upload per user at a time (429 with Retry-After) and frees the slot when it ends', async () => {
    const [job, other] = [await makeJob(t.db, 30), await makeJob(t.db, 30)];
    const held = heldBody(multipart([pdf(4 * KB)]), 1000);
    const started = once(slots(), 'acquire');
    const first = post(job.jobId, tech, held);
    await started;
    const second = await upload(other.jobId, tech, [pdf(KB)]);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('5');
    expect(second.json()).toEqual({ Message: SLOT_MESSAGES.perUser(1, 5) });
    expect(await rows(other.jobId)).toEqual([]);
    held.finish();
    expect((await first).statusCode).toBe(201);
    expect(slots().active()).toBe(0);
    expect((await upload(other.jobId, tech, [pdf(KB)])).statusCode).toBe(201);
  });

  it('runs at most two uploads on the server at a time (503 with Retry-After)', async () => {
    const [a, b] = [await makeJob(t.db, 30), await makeJob(t.db, 30)];
    const heldA = heldBody(multipart([pdf(4 * KB)]), 1000);
    const heldB = heldBody(multipart([pdf(4 * KB)]), 1000);
    let started = once(slots(), 'acquire');
    const first = post(a.jobId, tech, heldA);
    await started;
    started = once(slots(), 'acquire');
    const second = post(b.jobId, await codeToken(b.code), heldB);
    await started;
    const third = await upload(a.jobId, noCompany, [pdf(KB)]);
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('10');
    expect(third.json()).toEqual({ Message: SLOT_MESSAGES.perServer(10) });
    heldA.finish();
    heldB.finish();
    expect([(await first).statusCode, (await second).statusCode]).toEqual([201, 201]);
    expect(slots().active()).toBe(0);
  });

  it('frees the slot and removes the files already stored when the client goes away mid-upload', async () => {
    const job = await makeJob(t.db, 30);
    const before = storedAttachmentFiles(filesDir);
    const body = multipart([pdf(4 * KB, 'a.pdf'), pdf(4 * KB, 'b.pdf')]);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api2/partner/jobs/${job.jobId}/Attachments`,
      headers: { ...body.headers, authorization: `Bearer ${tech}`, 'content-length': body.payload.length },
    });
    request.on('error', () => {});
    const firstStored = once(store.events, 'stored');
    // All of a.pdf and the start of b.pdf.
    request.write(body.payload.subarray(0, body.payload.indexOf('b.pdf') + 1000));
    await firstStored;
    expect(storedAttachmentFiles(filesDir)).toHaveLength(before.length + 1);
    const released = once(slots(), 'release');
    request.destroy();
    await released;
    expect(slots().active()).toBe(0);
    expect(await rows(job.jobId)).toEqual([]);
    expect(storedAttachmentFiles(filesDir)).toEqual(before);
  });

  it('keeps a job to its count (409) and bytes (413), saying what is left', async () => {
    const job = await makeJob(t.db, 30);
    expect((await upload(job.jobId, tech, [pdf(KB, 'a.pdf'), pdf(KB, 'b.pdf')])).statusCode).toBe(201);
    const stored = storedAttachmentFiles(filesDir);
    const over = await upload(job.jobId, tech, [pdf(KB, 'c.pdf'), pdf(KB, 'd.pdf')]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ Message: QUOTA_MESSAGES.count(3, 2, 2) });
    expect(over.json().Message).toBe(
      'A job can have at most 3 attachments. This job has 2, so only 1 more can be added (this upload has 2).',
    );
    // The files of the refused upload were stored, then removed with the transaction.
    expect(storedAttachmentFiles(filesDir)).toEqual(stored);
    expect((await upload(job.jobId, tech, [pdf(KB, 'c.pdf')])).statusCode).toBe(201);
    const full = await upload(job.jobId, tech, [pdf(KB, 'd.pdf')]);
    expect(full.statusCode).toBe(409);
    expect(full.json().Message).toBe(
      'A job can have at most 3 attachments. This job has 3, so no more can be added.',
    );
    expect(await rows(job.jobId)).toHaveLength(3);

    const bytes = await makeJob(t.db, 30);
    expect((await upload(bytes.jobId, tech, [pdf(7 * KB, 'a.pdf'), pdf(7 * KB, 'b.pdf')])).statusCode).toBe(
      201,
    );
    const tooBig = await upload(bytes.jobId, tech, [pdf(7 * KB, 'c.pdf')]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().Message).toBe(
      "A job's attachments can take at most 20 KB together. This job has 6 KB left.",
    );
    expect(await rows(bytes.jobId)).toHaveLength(2);
  });

  it('counts two uploads to one job at the same time one after the other: one passes, one is refused', async () => {
    const job = await makeJob(t.db, 30);
    expect((await upload(job.jobId, tech, [pdf(KB)])).statusCode).toBe(201);
    const before = storedAttachmentFiles(filesDir);
    const code = await codeToken(job.code);
    const answers = await Promise.all([
      upload(job.jobId, tech, [pdf(KB, 'a.pdf'), pdf(KB, 'b.pdf')]),
      upload(job.jobId, code, [pdf(KB, 'c.pdf'), pdf(KB, 'd.pdf')]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await rows(job.jobId)).toHaveLength(3);
    expect(storedAttachmentFiles(filesDir)).toHaveLength(before.length + 2);
  });

  it('lets a new offline report replace the earlier one on a full job', async () => {
    const job = await makeJob(t.db, 30);
    expect((await post(job.jobId, tech, multipart([pdf(KB)]), 'offlinereport')).statusCode).toBe(201);
    expect((await upload(job.jobId, tech, [pdf(KB, 'a.pdf'), pdf(KB, 'b.pdf')])).statusCode).toBe(201);
    expect((await upload(job.jobId, tech, [pdf(KB, 'c.pdf')])).statusCode).toBe(409);
    const again = await post(job.jobId, tech, multipart([pdf(2 * KB)]), 'offlinereport');
    expect(again.statusCode).toBe(201);
    expect(await rows(job.jobId)).toHaveLength(3);
  });
});
