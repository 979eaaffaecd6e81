/**
 * The rules of uploaded files (attachments and offline reports), shared by every upload route:
 *
 * - `ACCEPTED_TYPES`: the types the server can check, each with the check of its bytes (magic
 *   bytes; text must be UTF-8 without binary bytes). Which of them an operation accepts comes from
 *   the contract (upload-contract.ts); `checkFileContent` refuses anything else with 415.
 * - The client's file name is only ever a display name (`sanitizeFileName`); storage keys are made
 *   by the server. `contentDisposition` builds a safe `attachment` header for downloads.
 * - `receiveUploads` (receive-uploads.ts) streams the files of a request into the blob store with
 *   these checks; upload-limits.ts holds the limits, upload-guard.ts the checks before the body.
 */
// The request decorations (isMultipart, parts) of @fastify/multipart, registered in app.ts.
import type {} from '@fastify/multipart';
import { ApiError } from '../http/errors.js';
import { DEFAULT_UPLOAD_LIMITS, formatBytes } from './upload-limits.js';

export const MAX_NAME_LENGTH = 200;

/**
 * Options for `app.register(multipart, MULTIPART_OPTIONS)`: the defaults; every upload passes its
 * own limits to `request.parts()` (receive-uploads.ts).
 */
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: true,
  limits: {
    fileSize: DEFAULT_UPLOAD_LIMITS.maxFileBytes + 1,
    files: DEFAULT_UPLOAD_LIMITS.maxFiles + 1,
    fields: 20,
    fieldSize: 64 * 1024,
    parts: DEFAULT_UPLOAD_LIMITS.maxFiles + 21,
    headerPairs: 100,
  },
} as const;

/** Names of the accepted types, for the message that lists them. */
const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
  'text/plain': 'plain text',
};

const and = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** `PNG, JPEG, GIF and WebP images, PDF and plain text` */
export function describeTypes(types: readonly string[]): string {
  const name = (type: string) => TYPE_NAMES[type] ?? type;
  const images = types.filter((type) => type.startsWith('image/')).map(name);
  const others = types.filter((type) => !type.startsWith('image/')).map(name);
  return and([...(images.length ? [`${and(images)} image${images.length > 1 ? 's' : ''}`] : []), ...others]);
}

export const UPLOAD_MESSAGES = {
  notMultipart: 'The request must be multipart/form-data with the files in the field Files',
  noFile: 'No file was sent (multipart field Files)',
  tooMany: (max: number) => `At most ${max} files can be uploaded at once`,
  tooLarge: (name: string, max: number) => `The file "${name}" is larger than ${formatBytes(max)}`,
  tooLargeTotal: (max: number) => `The files together are larger than ${formatBytes(max)}`,
  bodyTooLarge: (declared: number, max: number) =>
    `The request body is ${formatBytes(declared)}, more than an upload may send (${formatBytes(max)} of files)`,
  wrongField: (field: string, expected: string) =>
    `Unexpected file field ${field}: send the files in the field ${expected}`,
  notAccepted: (name: string, type: string, accepted: readonly string[] = Object.keys(ACCEPTED_TYPES)) =>
    `The file "${name}" has the type ${type || '(none)'}, which is not accepted. Accepted: ${describeTypes(accepted)}`,
  mismatch: (name: string, type: string) =>
    `The content of "${name}" is not ${type}: the declared type does not match the file`,
  empty: (name: string) => `The file "${name}" is empty`,
  clientGone: 'The client closed the request before the files were sent',
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

/**
 * Checks text chunk by chunk, as it streams in: UTF-8 (a BOM allowed; a character split between
 * two chunks is fine) without NUL or other control bytes apart from tab, line breaks and form feed.
 */
export class PlainTextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  /** False when the chunk holds a control byte or is not UTF-8. */
  push(chunk: Uint8Array): boolean {
    for (const byte of chunk) {
      if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
      if (byte === 0x7f) return false;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
      return true;
    } catch {
      return false;
    }
  }

  /** False when the text stops in the middle of a character. */
  end(): boolean {
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}

/** Whole `bytes` pass PlainTextCheck. */
export function isPlainText(bytes: Buffer): boolean {
  const check = new PlainTextCheck();
  return check.push(bytes) && check.end();
}

/** `Image/PNG; charset=x` -> `image/png` (aliases resolved). */
export function normalizeContentType(declared: string | undefined): string {
  const base = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  return TYPE_ALIASES[base] ?? base;
}

/** The content type a file of the (normalised) type is stored and served with. */
export function storedContentType(type: string): string {
  return type === 'text/plain' ? 'text/plain; charset=utf-8' : type;
}

/**
 * The normalised declared type when it is one of `accepted` (by default every type the server can
 * check), otherwise a 415 with `refuse`'s message (by default naming the accepted types).
 */
export function acceptedType(
  name: string,
  declared: string | undefined,
  accepted: readonly string[] = Object.keys(ACCEPTED_TYPES),
  refuse: (name: string, type: string) => string = (n, t) => UPLOAD_MESSAGES.notAccepted(n, t, accepted),
): string {
  const type = normalizeContentType(declared);
  if (!ACCEPTED_TYPES[type] || !accepted.includes(type)) throw unsupportedMediaType(refuse(name, type));
  return type;
}

/**
 * Checks that `bytes` (a whole file, or its first HEAD_BYTES) are of the declared, accepted type.
 * Answers the stored content type (text is stored as `text/plain; charset=utf-8`) or throws 415.
 */
export function checkFileContent(
  name: string,
  declared: string | undefined,
  bytes: Buffer,
  accepted?: readonly string[],
): string {
  const type = acceptedType(name, declared, accepted);
  if (!ACCEPTED_TYPES[type]!.matches(bytes)) throw unsupportedMediaType(UPLOAD_MESSAGES.mismatch(name, type));
  return storedContentType(type);
}

/** The magic-byte checks look at most at this many first bytes of a file. */
export const HEAD_BYTES = 1024;

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
