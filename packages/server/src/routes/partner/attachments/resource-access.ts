/**
 * Job attachments through GET /api2/resource/?relativePath=attachments/<jobId>/<key>: only for
 * the job's partners (whoever may open the job, code-login tokens for their own job) and the
 * users of the job's customer organisation (its current organisation). 401 without a token, 403
 * for anyone else, 404 when no attachment has this key.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_SCOPE, PARTNER_SCOPE } from '../../../auth/scopes.js';
import { attachments, jobs } from '../../../db/schema.js';
import { contentDisposition } from '../../../files/uploads.js';
import { forbidden, notFound, unauthorized } from '../../../http/errors.js';
import { mayOpen, partnerCaller } from '../access.js';
import { ATTACHMENTS_FOLDER } from './queries.js';

export { ATTACHMENTS_FOLDER } from './queries.js';

const FILE_NOT_FOUND = 'File not found';
/** Stops a stored file opened on its own from running script or loading anything. */
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const isAttachmentKey = (key: string): boolean => key.startsWith(ATTACHMENTS_FOLDER);

/** Who may read an attachment: its display name, or 401, 403 or 404 (see above). */
export async function attachmentAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
): Promise<{ name: string }> {
  const principal = request.principal;
  if (!principal) throw unauthorized('Missing access token (Authorization: Bearer ...)');
  const [row] = await app.db
    .select({ name: attachments.name, job: jobs })
    .from(attachments)
    .innerJoin(jobs, eq(jobs.id, attachments.jobId))
    .where(eq(attachments.blobKey, key));
  if (!row) throw notFound(FILE_NOT_FOUND);
  if (principal.scope === PARTNER_SCOPE) {
    const caller = await partnerCaller(app.db, request);
    if (!(await mayOpen(app.db, caller, row.job))) throw forbidden();
  } else if (principal.scope === CUSTOMER_SCOPE) {
    if (principal.customerId === null || principal.customerId !== row.job.customerId) throw forbidden();
  } else {
    throw forbidden();
  }
  return { name: row.name };
}

/** Checks who asks, then answers the attachment's bytes as a download. */
export async function serveAttachment(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<FastifyReply> {
  const { name } = await attachmentAccess(app, request, key);
  const file = await app.blobStore.get(key);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', SANDBOX)
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
