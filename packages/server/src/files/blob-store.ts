/**
 * The blob store: files (model and group images, documents, attachments) by key, behind one
 * interface. `LocalFolderBlobStore` (a folder on disk) is the default; an S3-compatible store
 * implements the same calls.
 *
 * A key is a relative path such as `models/pump-a.svg`: `/`-separated segments, none empty and
 * none starting with a dot (so no `.` or `..`), no backslash, no colon, no control character (NUL
 * included), not absolute, at most 1024 characters. `checkBlobKey` is the one place that decides;
 * every store calls it before touching its storage, so a bad key never reaches the disk.
 */

import type { Readable } from 'node:stream';

export interface StoredBlob {
  bytes: Uint8Array;
  contentType: string;
}

/** A stored file opened for reading: its bytes arrive through `stream`, never held whole. */
export interface BlobStream {
  stream: Readable;
  /** Bytes in the file. */
  size: number;
  contentType: string;
}

export interface BlobStore {
  /** Stores `bytes` under `key` (replacing what was there) with its content type. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores what `source` yields under `key`, without holding it whole in memory; answers the
   * number of bytes stored. Nothing is visible under `key` until the stream has ended well: when
   * `source` fails (a check in it refuses the bytes, the client went away), the partial file is
   * removed and the promise rejects with that error.
   */
  putStream(key: string, source: Readable, contentType: string): Promise<number>;
  /** The stored file, or null when there is none. */
  get(key: string): Promise<StoredBlob | null>;
  /**
   * The stored file opened for reading (for answers that stream it), or null when there is none.
   * The caller consumes or destroys the stream.
   */
  getStream(key: string): Promise<BlobStream | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** A key (or content type) the store refuses; the API answers it with 400. */
export class BlobKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlobKeyError';
  }
}

export const MAX_KEY_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 255;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Returns `key` when it is a safe relative path, otherwise throws a BlobKeyError saying why. */
export function checkBlobKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0) throw new BlobKeyError('The path is empty');
  if (key.length > MAX_KEY_LENGTH)
    throw new BlobKeyError(`The path is longer than ${MAX_KEY_LENGTH} characters`);
  if (CONTROL.test(key)) throw new BlobKeyError('The path contains a control character');
  if (key.includes('\\')) throw new BlobKeyError('The path contains a backslash');
  if (key.includes(':')) throw new BlobKeyError('The path contains a colon');
  if (key.startsWith('/')) throw new BlobKeyError('The path must be relative (it starts with /)');
  for (const segment of key.split('/')) {
    if (segment === '') throw new BlobKeyError('The path has an empty segment (// or a trailing /)');
    if (segment === '.' || segment === '..') {
      throw new BlobKeyError('The path must not contain . or .. segments');
    }
    if (segment.startsWith('.')) throw new BlobKeyError('A path segment must not start with a dot');
    if (segment.length > MAX_SEGMENT_LENGTH) {
      throw new BlobKeyError(`A path segment is longer than ${MAX_SEGMENT_LENGTH} characters`);
    }
  }
  return key;
}

/** Whether `key` is a safe relative path (see checkBlobKey). */
export function isValidBlobKey(key: unknown): key is string {
  try {
    checkBlobKey(key);
    return true;
  } catch {
    return false;
  }
}

const CONTENT_TYPE =
  /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;\s*[a-z0-9_-]+=[a-z0-9_.-]+)*$/i;

/** Returns the content type when it is a plain `type/subtype[; param=value]`, else throws. */
export function checkContentType(contentType: string): string {
  if (contentType.length > 200 || !CONTENT_TYPE.test(contentType)) {
    throw new BlobKeyError(`Invalid content type: ${JSON.stringify(contentType.slice(0, 200))}`);
  }
  return contentType;
}

const BY_EXTENSION: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** The content type of a file by its extension (for files put in a folder by hand). */
export function contentTypeFromKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : '';
  return BY_EXTENSION[extension] ?? 'application/octet-stream';
}
