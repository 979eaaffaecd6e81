/**
 * Uploads (multipart/form-data) and downloads of user files: attachments and offline reports.
 *
 * - `@fastify/multipart` is registered once (app.ts) with `MULTIPART_OPTIONS`: at most
 *   `MAX_FILE_BYTES` per file and `MAX_FILES` files per request (413 otherwise).
 * - `readUploadedFiles` reads the files of one field into memory and checks each one: the declared
 *   content type must be one of `ACCEPTED_TYPES` and the bytes must be what it says (magic bytes;
 *   text must be UTF-8 without binary bytes), otherwise 415.
 * - The client's file name is only ever a display name (`sanitizeFileName`); storage keys are made
 *   by the server. `contentDisposition` builds a safe `attachment` header for downloads.
 */
// The request decorations (isMultipart, parts) of @fastify/multipart, registered in app.ts.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/errors.js';

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES = 10;
/** All files of one request together. */
export const MAX_TOTAL_BYTES = 60 * 1024 * 1024;
export const MAX_NAME_LENGTH = 200;

/** Options for `app.register(multipart, MULTIPART_OPTIONS)`. */
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: true,
  limits: {
    fileSize: MAX_FILE_BYTES,
    // One more than allowed, so that an 11th file is seen and answered with our own message.
    files: MAX_FILES + 1,
    fields: 20,
    fieldSize: 64 * 1024,
    parts: MAX_FILES + 21,
    headerPairs: 100,
  },
} as const;

const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const UPLOAD_MESSAGES = {
  notMultipart: 'The request must be multipart/form-data with the files in the field Files',
  noFile: 'No file was sent (multipart field Files)',
  tooMany: `At most ${MAX_FILES} files can be uploaded at once`,
  tooLarge: (name: string) => `The file "${name}" is larger than ${MB(MAX_FILE_BYTES)}`,
  tooLargeTotal: `The files together are larger than ${MB(MAX_TOTAL_BYTES)}`,
  wrongField: (field: string, expected: string) =>
    `Unexpected file field ${field}: send the files in the field ${expected}`,
  notAccepted: (name: string, type: string) =>
    `The file "${name}" has the type ${type || '(none)'}, which is not accepted. Accepted: PNG, JPEG, GIF and WebP images, PDF and plain text`,
  mismatch: (name: string, type: string) =>
    `The content of "${name}" is not ${type}: the declared type does not match the file`,
  empty: (name: string) => `The file "${name}" is empty`,
} as const;

export const payloadTooLarge = (message: string) => new ApiError(413, message);
export const unsupportedMediaType = (message: string) => new ApiError(415, message);

/** The content types an upload may have, each with the check of its bytes. */
export const ACCEPTED_TYPES: Record<string, { media: boolean; matches: (b: Buffer) => boolean }> = {
  'image/png': {
    media: true,
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  'image/jpeg': { media: true, matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  'image/gif': {
    media: true,
    matches: (b) =>
      b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  'image/webp': {
    media: true,
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  // %PDF- within the first 1024 bytes (what PDF readers accept).
  'application/pdf': { media: false, matches: (b) => b.subarray(0, 1024).includes('%PDF-', 0, 'latin1') },
  'text/plain': { media: false, matches: isPlainText },
};

/** Names browsers and tools use for the accepted types. */
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
};

function startsWith(bytes: Buffer, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}

/** UTF-8 (a BOM allowed) without NUL or other control bytes apart from tab, line breaks and form feed. */
export function isPlainText(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** `Image/PNG; charset=x` -> `image/png` (aliases resolved). */
export function normalizeContentType(declared: string | undefined): string {
  const base = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  return TYPE_ALIASES[base] ?? base;
}

/**
 * Checks that `bytes` are of the declared, accepted type. Answers the stored content type (text is
 * stored as `text/plain; charset=utf-8`) or throws 415.
 */
export function checkFileContent(name: string, declared: string | undefined, bytes: Buffer): string {
  const type = normalizeContentType(declared);
  const accepted = ACCEPTED_TYPES[type];
  if (!accepted) throw unsupportedMediaType(UPLOAD_MESSAGES.notAccepted(name, type));
  if (!accepted.matches(bytes)) throw unsupportedMediaType(UPLOAD_MESSAGES.mismatch(name, type));
  return type === 'text/plain' ? 'text/plain; charset=utf-8' : type;
}

export function isMediaType(contentType: string): boolean {
  return ACCEPTED_TYPES[normalizeContentType(contentType)]?.media ?? false;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;
/** Bidirectional overrides and invisible characters that can disguise a name (`gpj.exe` shown as `exe.jpg`). */
const DISGUISING_CHARS = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * A display name from the client's file name: the last path segment, NFC, no control, bidi or
 * zero-width characters, whitespace collapsed, no leading dots, at most MAX_NAME_LENGTH characters
 * (the extension kept). Never used as a storage key.
 */
export function sanitizeFileName(raw: string | undefined, fallback = 'file'): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(CONTROL_CHARS, '').replace(DISGUISING_CHARS, '');
  name = name.replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (name.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = [...name.slice(0, MAX_NAME_LENGTH - ext.length)].join('').trimEnd() + ext;
  }
  return name || fallback;
}

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded>` (RFC 6266 / 5987).
 * The quoted fallback keeps letters, digits, spaces and harmless punctuation; anything else (quotes,
 * backslashes, `;`, `=`, `%`, non-ASCII) becomes `_`.
 */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const clean = sanitizeFileName(name);
  const ascii = clean.replace(/[^A-Za-z0-9 ._()[\]+,!&'@#$-]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface UploadedFile {
  /** Display name (sanitised client file name). */
  name: string;
  /** The checked content type to store. */
  contentType: string;
  bytes: Buffer;
  isMedia: boolean;
}

interface MultipartErrorLike {
  code?: string;
  part?: { filename?: string };
}

/**
 * Reads every file of the multipart request (they must all be in `field`) and checks each one.
 * Throws 415 when the request is not multipart, 413 for a file over MAX_FILE_BYTES or more than
 * `maxFiles` files, 415 for a refused type, 400 when no file or a file in another field was sent.
 * Nothing is stored here: the caller stores after every file passed.
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  options: { field: string; maxFiles?: number; tooMany?: string },
): Promise<UploadedFile[]> {
  const maxFiles = options.maxFiles ?? MAX_FILES;
  if (!request.isMultipart()) throw unsupportedMediaType(UPLOAD_MESSAGES.notMultipart);
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const name = sanitizeFileName(part.filename);
      if (part.fieldname !== options.field) {
        part.file.resume();
        throw badRequest(UPLOAD_MESSAGES.wrongField(part.fieldname, options.field));
      }
      if (files.length >= maxFiles) {
        part.file.resume();
        throw maxFiles === MAX_FILES
          ? payloadTooLarge(UPLOAD_MESSAGES.tooMany)
          : badRequest(options.tooMany ?? UPLOAD_MESSAGES.tooMany);
      }
      const bytes = await part.toBuffer();
      total += bytes.length;
      if (total > MAX_TOTAL_BYTES) throw payloadTooLarge(UPLOAD_MESSAGES.tooLargeTotal);
      if (bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.empty(name));
      const contentType = checkFileContent(name, part.mimetype, bytes);
      files.push({ name, contentType, bytes, isMedia: isMediaType(contentType) });
    }
  } catch (error) {
    throw translateMultipartError(error, maxFiles, options.tooMany);
  }
  if (files.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile);
  return files;
}

function translateMultipartError(error: unknown, maxFiles: number, tooMany?: string): unknown {
  if (error instanceof ApiError) return error;
  const { code, part } = (error ?? {}) as MultipartErrorLike;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(UPLOAD_MESSAGES.tooLarge(sanitizeFileName(part?.filename)));
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return maxFiles === MAX_FILES
        ? payloadTooLarge(UPLOAD_MESSAGES.tooMany)
        : badRequest(tooMany ?? UPLOAD_MESSAGES.tooMany);
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
