/**
 * `pnpm --filter @eqp/server bench:upload-memory`: the server's memory while it receives uploads.
 *
 * Starts the server in a child process (so the client's work does not count) on PGlite in a fresh
 * temporary data folder, migrated and seeded as `pnpm start` does, listening on a free port. The
 * demo technician (tech@demo.test) signs in and gets one open job per upload. Then 16 uploads run
 * in parallel, each a multipart body of 3 PDF files of 20,000,000 bytes (streamed by the client, so
 * the client holds 1 MB at a time). The child reports its RSS every 100 ms; the parent prints RSS at
 * rest (before the uploads), the peak during them and RSS after them, the answers' statuses and the
 * throughput. Prints figures; asserts nothing.
 *
 * The per-user concurrency cap is raised to 16 for this run (one technician sends all 16).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const UPLOADS = 16;
const FILES_PER_UPLOAD = 3;
const FILE_BYTES = 20_000_000;
const SAMPLE_MS = 100;
const MB = 1024 * 1024;

type ChildMessage =
  { kind: 'ready'; port: number; token: string; jobIds: number[] } | { kind: 'rss'; rss: number };

if (process.argv[2] === '--server') {
  await serve(process.argv[3]!);
} else {
  await measure();
}

/** The child: the server on PGlite in `dataDir`, reporting its RSS every SAMPLE_MS. */
async function serve(dataDir: string): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { openDatabase } = await import('../src/db/client.js');
  const { LocalFolderBlobStore } = await import('../src/files/local-folder.js');
  const { DEMO_PASSWORD, seedIfEmpty } = await import('../src/seed/index.js');
  const { makeJob } = await import('../src/test/partner-jobs.js');
  const send = (message: ChildMessage) => process.send!(message);

  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const blobStore = new LocalFolderBlobStore(path.join(dataDir, 'files'));
  await seedIfEmpty(database.db, { blobStore });
  const app = await buildApp({
    db: database.db,
    dataDir,
    blobStore,
    jwtSecret: 'a-bench-secret-that-is-long-enough-for-hs256',
    portalDist: '/nonexistent-portal-dist',
    // One technician sends all uploads at once.
    uploads: { concurrentPerUser: UPLOADS, concurrentPerServer: UPLOADS },
  } as Parameters<typeof buildApp>[0]);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api2/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`tech@demo.test:${DEMO_PASSWORD}`).toString('base64')}`,
    },
    payload: 'grant_type=client_credentials&scope=ServiceProvider.Partner',
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const jobIds: number[] = [];
  for (let i = 0; i < UPLOADS; i++) jobIds.push((await makeJob(database.db, 30)).jobId);
  // What start-up and seeding left for the collector is not part of "at rest".
  (globalThis as { gc?: () => void }).gc?.();
  setInterval(() => send({ kind: 'rss', rss: process.memoryUsage().rss }), SAMPLE_MS);
  send({
    kind: 'ready',
    port: Number(new URL(address).port),
    token: signIn.json<{ access_token: string }>().access_token,
    jobIds,
  });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

/** One upload: a multipart body of FILES_PER_UPLOAD PDFs, streamed 1 MB at a time. */
async function upload(port: number, token: string, jobId: number, filler: Buffer): Promise<number> {
  const boundary = '----eqp-bench-upload';
  const head = (i: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="Files"; filename="scan-${i}.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
  const pdfStart = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from(`--${boundary}--\r\n`);
  let length = tail.length;
  for (let i = 0; i < FILES_PER_UPLOAD; i++) length += head(i).length + FILE_BYTES + 2;
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api2/partner/jobs/${jobId}/Attachments`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  const write = async (chunk: Buffer) => {
    if (!request.write(chunk)) await Promise.race([once(request, 'drain'), answered]);
  };
  try {
    for (let i = 0; i < FILES_PER_UPLOAD; i++) {
      await write(head(i));
      await write(pdfStart);
      let left = FILE_BYTES - pdfStart.length;
      while (left > 0) {
        const size = Math.min(left, filler.length);
        await write(size === filler.length ? filler : filler.subarray(0, size));
        left -= size;
      }
      await write(Buffer.from('\r\n'));
    }
    request.end(tail);
  } catch {
    // answered (or failed) before the whole body was sent: the answer says which
  }
  return answered;
}

async function measure(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-bench-upload-'));
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--server', dataDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const samples: { at: number; rss: number }[] = [];
  let ready: Extract<ChildMessage, { kind: 'ready' }> | undefined;
  const isReady = new Promise<void>((resolve, reject) => {
    child.on('message', (message: ChildMessage) => {
      if (message.kind === 'rss') samples.push({ at: Date.now(), rss: message.rss });
      else {
        ready = message;
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (exit code ${code})`)));
  });
  try {
    await isReady;
    const { port, token, jobIds } = ready!;
    const waitSamples = async (count: number) => {
      const until = samples.length + count;
      while (samples.length < until) await once(child, 'message');
    };
    await waitSamples(20);
    const restSamples = samples.slice(-10).map((s) => s.rss);
    const atRest = restSamples.reduce((a, b) => a + b, 0) / restSamples.length;

    const filler = Buffer.alloc(MB, 0x20);
    const startIndex = samples.length;
    const started = Date.now();
    const statuses = await Promise.all(jobIds.map((jobId) => upload(port, token, jobId, filler)));
    const seconds = (Date.now() - started) / 1000;
    const endIndex = samples.length;
    await waitSamples(20);
    const peak = Math.max(...samples.slice(startIndex, endIndex + 1).map((s) => s.rss));
    const after = samples.at(-1)!.rss;

    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const sentMb = (UPLOADS * FILES_PER_UPLOAD * FILE_BYTES) / MB;
    const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`.padStart(8);
    console.log(
      `\n${UPLOADS} parallel uploads of ${FILES_PER_UPLOAD} x ${FILE_BYTES / 1_000_000} MB PDFs (one technician), PGlite`,
    );
    console.log(`  answers        ${[...counts].map(([s, n]) => `${n} x ${s}`).join(', ')}`);
    console.log(`  RSS at rest    ${mb(atRest)}`);
    console.log(`  RSS peak       ${mb(peak)}  (during the uploads, sampled every ${SAMPLE_MS} ms)`);
    console.log(`  RSS after      ${mb(after)}  (2 s after the last answer)`);
    console.log(
      `  throughput     ${(sentMb / seconds).toFixed(0).padStart(5)} MB/s  (${sentMb.toFixed(0)} MB in ${seconds.toFixed(1)} s)`,
    );
  } finally {
    child.removeAllListeners('exit');
    child.disconnect();
    await once(child, 'exit');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
