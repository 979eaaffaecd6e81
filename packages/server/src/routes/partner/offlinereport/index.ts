import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { assertJobCodeBudget, jobCodeFailed, MAX_JOB_CODE_LENGTH } from '../../../auth/job-codes.js';
import { operation } from '../../../contract/routes.js';
import { attachments, jobs, offlineReports } from '../../../db/schema.js';
import { contentDisposition, readUploadedFiles, unsupportedMediaType } from '../../../files/uploads.js';
import { forbidden, notFound } from '../../../http/errors.js';
import { renderOfflineReport } from '../../../pdf/offline-report.js';
import { openJob, partnerCaller } from '../access.js';
import {
  assertFilesWritable,
  insertAttachments,
  listAttachments,
  lockWritableJob,
  removeBlobs,
  storeFiles,
} from '../attachments/queries.js';
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
    if (!job || job.partnerCompanyId === null || job.statusId === 110) {
      await jobCodeFailed(app, request);
      throw notFound(OFFLINE_MESSAGES.unknownCode);
    }
    const pdf = await renderOfflineReport(
      await offlineReportData(app.db, job, { timeZone: setting.timeZone, now: now() }),
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(`Offline report ${orderNumberOf(job)}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });

  operation(app, 'post', '/api2/partner/jobs/{id}/offlinereport', {}, async (request, reply) => {
    const caller = await partnerCaller(app.db, request);
    const job = await openJob(app.db, caller, request.params.id);
    assertFilesWritable(job);
    const files = await readUploadedFiles(request, {
      field: 'Files',
      maxFiles: 1,
      tooMany: OFFLINE_MESSAGES.oneFile,
    });
    const file = files[0]!;
    if (file.contentType !== 'application/pdf') throw unsupportedMediaType(OFFLINE_MESSAGES.pdfOnly);
    file.name = `Offline report ${orderNumberOf(job)}.pdf`;
    const replaced = await storeFiles(
      app.db,
      app.blobStore,
      request.log,
      job.id,
      [file],
      async (tx, stored) => {
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
        const [row] = await insertAttachments(tx, job.id, stored, caller.userId, now());
        await tx.insert(offlineReports).values({
          jobId: job.id,
          attachmentId: row!.id,
          blobKey: row!.blobKey,
          uploadedBy: caller.userId,
          createdAt: now(),
        });
        return earlier.map((e) => e.blobKey);
      },
    );
    await removeBlobs(app.blobStore, request.log, replaced);
    return reply.code(201).send(await listAttachments(app.db, job.id));
  });
};
