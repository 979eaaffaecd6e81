import { isDeleted } from '@eqp/rules';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { assertJobCodeBudget, jobCodeFailed, MAX_JOB_CODE_LENGTH } from '../../../auth/job-codes.js';
import { operation } from '../../../contract/routes.js';
import { attachments, jobs, offlineReports } from '../../../db/schema.js';
import { receiveUploads } from '../../../files/receive-uploads.js';
import { guardUploadRoutes, withUploadSlot } from '../../../files/upload-guard.js';
import { contentDisposition } from '../../../files/uploads.js';
import { forbidden, notFound } from '../../../http/errors.js';
import { renderOfflineReport } from '../../../pdf/offline-report.js';
import { openJob, partnerCaller } from '../access.js';
import {
  assertFilesWritable,
  insertAttachments,
  listAttachments,
  lockWritableJob,
  newAttachmentKey,
  removeBlobs,
  saveReceivedFiles,
} from '../attachments/queries.js';
import { assertJobRoom, jobUsage, roomBeforeUpload } from '../attachments/quota.js';
import { offlineReportData, orderNumberOf } from './report-data.js';
import { offlineReportSetting } from './settings.js';

export const OFFLINE_MESSAGES = {
  disabled: 'Offline reports are disabled',
  unknownCode: 'No job has this code',
  oneFile: 'Send exactly one file (the filled-in offline report) in the field Files',
  pdfOnly: 'The offline report must be a PDF',
} as const;

export interface OfflineReportOptions {
  now?: () => Date;
}

/** The offline report (contract decision 11): the setting, the PDF download and the upload. */
export const partnerOfflineReportRoutes: FastifyPluginAsync<OfflineReportOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  operation(app, 'get', '/api2/partner/jobs/offlinereport-enabled', {}, async () => {
    return (await offlineReportSetting(app.db)).enabled;
  });

  // The job's short code is the credential (a plain download link carries no bearer token), so a
  // wrong one counts against the client's job-code budget, shared with the code login.
  operation(app, 'get', '/api2/Partner/jobs/offlinereport/{code}', {}, async (request, reply) => {
    await assertJobCodeBudget(app, request);
    const setting = await offlineReportSetting(app.db);
    if (!setting.enabled) throw forbidden(OFFLINE_MESSAGES.disabled);
    const code = request.params.code.trim().toUpperCase();
    const [job] =
      code.length === 0 || code.length > MAX_JOB_CODE_LENGTH
        ? []
        : await app.db
            .select()
            .from(jobs)
            .where(and(eq(sql`upper(${jobs.code})`, code), isNull(jobs.parentJobId)));
    if (!job || job.partnerCompanyId === null || isDeleted(job.statusId)) {
      await jobCodeFailed(app, request);
      throw notFound(OFFLINE_MESSAGES.unknownCode);
    }
    // The call runs in a turn of the instance's budget of reports (http/limits.ts: 503 when its
    // queue is full), and a report made in the last few seconds (OFFLINE_REPORT_REUSE_SECONDS) is
    // sent again: a flood of downloads cannot take the CPU.
    const pdf = await app.expensive.recentOfflineReports.get(`${job.id} ${setting.timeZone}`, async () =>
      renderOfflineReport(await offlineReportData(app.db, job, { timeZone: setting.timeZone, now: now() })),
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(`Offline report ${orderNumberOf(job)}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });

  // The upload in a plugin of its own, so the checks before the body apply to it alone.
  await app.register(async (uploads) => {
    const upload = app.uploads.operation('POST', '/api2/partner/jobs/{id}/offlinereport');
    guardUploadRoutes(uploads, upload);
    operation(uploads, 'post', '/api2/partner/jobs/{id}/offlinereport', {}, async (request, reply) =>
      withUploadSlot(app, request, async () => {
        const { limits } = app.uploads;
        const caller = await partnerCaller(app.db, request);
        const job = await openJob(app.db, caller, request.params.id);
        assertFilesWritable(job);
        // The earlier report is replaced, so it does not count against the job's quota.
        const room = roomBeforeUpload(await jobUsage(app.db, job.id, true), limits);
        const files = await receiveUploads(request, app.blobStore, {
          upload,
          limits,
          newKey: () => newAttachmentKey(job.id),
          tooMany: OFFLINE_MESSAGES.oneFile,
          notAccepted: () => OFFLINE_MESSAGES.pdfOnly,
          room,
        });
        const file = files[0]!;
        file.name = `Offline report ${orderNumberOf(job)}.pdf`;
        const replaced = await saveReceivedFiles(app.db, app.blobStore, request.log, files, async (tx) => {
          await lockWritableJob(tx, job.id);
          // The earlier offline report of the job (its attachment too) is replaced.
          const earlier = await tx
            .delete(offlineReports)
            .where(eq(offlineReports.jobId, job.id))
            .returning({ attachmentId: offlineReports.attachmentId, blobKey: offlineReports.blobKey });
          const attachmentIds = earlier.map((e) => e.attachmentId).filter((id): id is number => id !== null);
          if (attachmentIds.length) {
            await tx
              .delete(attachments)
              .where(and(eq(attachments.jobId, job.id), inArray(attachments.id, attachmentIds)));
          }
          assertJobRoom(await jobUsage(tx, job.id), { count: 1, bytes: file.size }, limits);
          const [row] = await insertAttachments(tx, job.id, files, caller.userId, now());
          await tx.insert(offlineReports).values({
            jobId: job.id,
            attachmentId: row!.id,
            blobKey: row!.blobKey,
            uploadedBy: caller.userId,
            createdAt: now(),
          });
          return earlier.map((e) => e.blobKey);
        });
        await removeBlobs(app.blobStore, request.log, replaced);
        return reply.code(201).send(await listAttachments(app.db, job.id));
      }),
    );
  });
};
