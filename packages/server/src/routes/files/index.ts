import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../contract/routes.js';
import { BlobKeyError, checkBlobKey } from '../../files/blob-store.js';
import { badRequest, notFound } from '../../http/errors.js';
import { serveCatalogueFile } from './catalogue-access.js';
import { isAttachmentKey, serveAttachment } from '../partner/attachments/resource-access.js';

/**
 * Folders of the blob store whose files anyone may read (the contract's optional security): the
 * machine model, article and customer group images. Everything else is served only to whoever may
 * see a row that refers to it (job attachments; documents, part drawings, resource files and
 * service reports in catalogue-access.ts), and a key no row refers to is 404.
 */
export const PUBLIC_IMAGE_FOLDERS = ['models/', 'customer-groups/', 'articles/'] as const;

/** Stops a stored SVG (or any file opened on its own) from running script or loading anything. */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const FILE_NOT_FOUND = 'File not found';

const isPublicImage = (key: string) => PUBLIC_IMAGE_FOLDERS.some((folder) => key.startsWith(folder));

/** Files by relative path: GET /api2/resource/?relativePath= (operation getResource). */
export const filesRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/resource/', {}, async (request, reply) => {
    let key: string;
    try {
      key = checkBlobKey(request.query.relativePath);
    } catch (error) {
      if (error instanceof BlobKeyError) throw badRequest(`Invalid relativePath: ${error.message}`);
      throw error;
    }
    // Job attachments: the job's partners and customer organisation only.
    if (isAttachmentKey(key)) return serveAttachment(app, request, reply, key);
    // Documents, part drawings, resource files, service reports: by the rows that refer to the key.
    if (!isPublicImage(key)) return serveCatalogueFile(app, request, reply, key);
    const file = await app.blobStore.get(key);
    // A public folder serves images only, whatever else was put there.
    if (!file || !file.contentType.toLowerCase().startsWith('image/')) throw notFound(FILE_NOT_FOUND);
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', FILE_CONTENT_SECURITY_POLICY)
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
};
