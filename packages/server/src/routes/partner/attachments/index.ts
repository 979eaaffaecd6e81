import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { receiveUploads } from '../../../files/receive-uploads.js';
import { guardUploadRoutes, withUploadSlot } from '../../../files/upload-guard.js';
import { openJob, partnerCaller } from '../access.js';
import {
  assertFilesWritable,
  deleteAttachment,
  insertAttachments,
  listAttachments,
  lockWritableJob,
  newAttachmentKey,
  removeBlobs,
  saveReceivedFiles,
} from './queries.js';
import { assertJobRoom, jobUsage, roomBeforeUpload } from './quota.js';

export interface PartnerFilesOptions {
  now?: () => Date;
}

/** Attachments of a partner job (contract decision 12). */
export const partnerAttachmentsRoutes: FastifyPluginAsync<PartnerFilesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  operation(app, 'get', '/api2/partner/jobs/{id}/Attachments', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const job = await openJob(app.db, caller, request.params.id);
    return listAttachments(app.db, job.id);
  });

  // The upload in a plugin of its own, so the checks before the body apply to it alone.
  await app.register(async (uploads) => {
    const upload = app.uploads.operation('POST', '/api2/partner/jobs/{id}/Attachments');
    guardUploadRoutes(uploads, upload);
    operation(uploads, 'post', '/api2/partner/jobs/{id}/Attachments', {}, async (request, reply) =>
      withUploadSlot(app, request, async () => {
        const { limits } = app.uploads;
        const caller = await partnerCaller(app.db, request);
        const job = await openJob(app.db, caller, request.params.id);
        // Refused before a byte of the body is read or stored.
        assertFilesWritable(job);
        const room = roomBeforeUpload(await jobUsage(app.db, job.id), limits);
        const files = await receiveUploads(request, app.blobStore, {
          upload,
          limits,
          newKey: () => newAttachmentKey(job.id),
          room,
        });
        await saveReceivedFiles(app.db, app.blobStore, request.log, files, async (tx) => {
          await lockWritableJob(tx, job.id);
          const adding = { count: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0) };
          assertJobRoom(await jobUsage(tx, job.id), adding, limits);
          await insertAttachments(tx, job.id, files, caller.userId, now());
        });
        return reply.code(201).send(await listAttachments(app.db, job.id));
      }),
    );
  });

  operation(app, 'delete', '/api2/partner/jobs/{id}/Attachment/{fileId}', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const job = await openJob(app.db, caller, request.params.id);
    assertFilesWritable(job);
    const key = await app.db.transaction(async (tx) => {
      await lockWritableJob(tx as unknown as typeof app.db, job.id);
      return deleteAttachment(tx as unknown as typeof app.db, job.id, request.params.fileId);
    });
    await removeBlobs(app.blobStore, request.log, [key]);
    return listAttachments(app.db, job.id);
  });
};
