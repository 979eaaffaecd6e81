import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { readUploadedFiles } from '../../../files/uploads.js';
import { openJob, partnerCaller } from '../access.js';
import {
  assertFilesWritable,
  deleteAttachment,
  insertAttachments,
  listAttachments,
  lockWritableJob,
  removeBlobs,
  storeFiles,
} from './queries.js';

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

  operation(app, 'post', '/api2/partner/jobs/{id}/Attachments', {}, async (request, reply) => {
    const caller = await partnerCaller(app.db, request);
    const job = await openJob(app.db, caller, request.params.id);
    // Refused before a byte of the body is read or stored.
    assertFilesWritable(job);
    const files = await readUploadedFiles(request, { field: 'Files' });
    await storeFiles(app.db, app.blobStore, request.log, job.id, files, async (tx, stored) => {
      await lockWritableJob(tx, job.id);
      await insertAttachments(tx, job.id, stored, caller.userId, now());
    });
    return reply.code(201).send(await listAttachments(app.db, job.id));
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
