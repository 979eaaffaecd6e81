/**
 * Receives the files of a multipart upload: each file part is streamed through its checks
 * (file-inspector.ts) into the blob store as it arrives, never held whole in memory. The request
 * is all or nothing: when anything fails (a size or type check, a later file, the client going
 * away), every blob this request wrote is deleted again before the error is answered.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/errors.js';
import type { BlobStore } from './blob-store.js';
import { FileInspector } from './file-inspector.js';
import type { UploadOperation } from './upload-contract.js';
import type { UploadLimits } from './upload-limits.js';
import {
  acceptedType,
  isMediaType,
  payloadTooLarge,
  sanitizeFileName,
  storedContentType,
  unsupportedMediaType,
  UPLOAD_MESSAGES,
} from './uploads.js';

export interface ReceivedFile {
  /** Display name (sanitised client file name). */
  name: string;
  /** The checked content type it is stored with. */
  contentType: string;
  /** Where it is in the blob store. */
  key: string;
  size: number;
  isMedia: boolean;
}

export interface ReceiveOptions {
  /** The operation's field, file count and types (from the contract). */
  upload: UploadOperation;
  limits: UploadLimits;
  /** A new blob key for each file. */
  newKey: () => string;
  /** For one-file operations: the 400 message when more files are sent. */
  tooMany?: string;
  /** The 415 message for a type the server knows but this operation does not accept. */
  notAccepted?: (name: string, type: string) => string;
  /** Bytes the target still has room for; past them the upload stops with `refuse()`. */
  room?: { bytes: number; refuse: () => ApiError };
}

/** Files one request of the operation may carry under these limits. */
export function maxFilesOf(upload: UploadOperation, limits: UploadLimits): number {
  return Math.min(upload.maxFiles, limits.maxFiles);
}

/** Bytes of files one request of the operation may carry together. */
export function maxRequestBytesOf(upload: UploadOperation, limits: UploadLimits): number {
  return maxFilesOf(upload, limits) === 1 ? limits.maxFileBytes : limits.maxRequestBytes;
}

/**
 * Streams every file of the request (all in the operation's field) into `store`. Throws 415 when
 * the request is not multipart or a type is refused, 413 for a file, a request or the room over
 * its limit (or too many files in a many-file operation), 400 when no file, an empty file or a
 * file in another field was sent; nothing stays stored then.
 */
export async function receiveUploads(
  request: FastifyRequest,
  store: BlobStore,
  options: ReceiveOptions,
): Promise<ReceivedFile[]> {
  const { upload, limits, room } = options;
  const maxFiles = maxFilesOf(upload, limits);
  const maxBytes = maxRequestBytesOf(upload, limits);
  const tooMany = () =>
    maxFiles === 1 && options.tooMany
      ? badRequest(options.tooMany)
      : payloadTooLarge(UPLOAD_MESSAGES.tooMany(maxFiles));
  if (!request.isMultipart()) throw unsupportedMediaType(UPLOAD_MESSAGES.notMultipart);
  // The client went away while the route checked who it is: there is nothing left to read.
  if (request.raw.destroyed) throw badRequest(UPLOAD_MESSAGES.clientGone);

  const received: ReceivedFile[] = [];
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > maxBytes) throw payloadTooLarge(UPLOAD_MESSAGES.tooLargeTotal(maxBytes));
    if (room && total > room.bytes) throw room.refuse();
  };
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes + 1, files: maxFiles + 1, parts: maxFiles + 21 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const name = sanitizeFileName(part.filename);
      let type: string;
      try {
        if (part.fieldname !== upload.field) {
          throw badRequest(UPLOAD_MESSAGES.wrongField(part.fieldname, upload.field));
        }
        if (received.length >= maxFiles) throw tooMany();
        type = acceptedType(name, part.mimetype, upload.accepted, options.notAccepted);
      } catch (error) {
        // Refused before a byte of this file is read.
        part.file.destroy();
        throw error;
      }
      const inspector = new FileInspector({ name, type, maxFileBytes: limits.maxFileBytes, onBytes: count });
      part.file.once('error', (error) => inspector.destroy(error));
      // The bytes start to flow before the store's pipeline listens: a check failing that early
      // must not go unheard. The store's promise rejects with the same error either way.
      inspector.on('error', () => {});
      const key = options.newKey();
      try {
        const size = await store.putStream(key, part.file.pipe(inspector), storedContentType(type));
        received.push({ name, contentType: storedContentType(type), key, size, isMedia: isMediaType(type) });
      } catch (error) {
        part.file.destroy();
        throw error;
      }
    }
  } catch (error) {
    await deleteBlobs(
      store,
      request.log,
      received.map((file) => file.key),
    );
    throw translateMultipartError(error, tooMany);
  }
  if (received.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile);
  return received;
}

/** Deletes blobs nobody refers to (any more); a failure is logged (an orphan file), never answered. */
export async function deleteBlobs(store: BlobStore, log: FastifyBaseLogger, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await store.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'could not remove a file from the blob store');
    }
  }
}

interface MultipartErrorLike {
  code?: string;
}

/** @fastify/multipart's errors as answers with a Message; ours and unknown ones unchanged. */
function translateMultipartError(error: unknown, tooMany: () => ApiError): unknown {
  if (error instanceof ApiError) return error;
  const { code } = (error ?? {}) as MultipartErrorLike;
  switch (code) {
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooMany();
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge('Too many form fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return unsupportedMediaType(UPLOAD_MESSAGES.notMultipart);
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The multipart body is malformed');
    default:
      if (error instanceof Error && /multipart|boundary|part terminated/i.test(error.message)) {
        return badRequest(`The multipart body is malformed: ${error.message}`);
      }
      return error;
  }
}
