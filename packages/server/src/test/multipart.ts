/** multipart/form-data bodies for app.inject (tests of uploads). */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';

export interface TestFilePart {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array | string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart body with the given files (field `Files` unless given) and plain fields. */
export function multipart(files: TestFilePart[], fields: Record<string, string> = {}): MultipartBody {
  const boundary = `----eqp-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'Files'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
        'utf8',
      ),
      typeof file.bytes === 'string' ? Buffer.from(file.bytes, 'utf8') : Buffer.from(file.bytes),
      Buffer.from('\r\n', 'utf8'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest files of each accepted type (real headers, so the content checks pass). */
export const SAMPLE_FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  gif: Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64'),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8L'),
    Buffer.alloc(14),
  ]),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  ),
  text: Buffer.from('Counter readings: 1234 h\nDør lukker ikke helt.\n', 'utf8'),
  /** A Windows executable (MZ header), for "renamed to .png" tests. */
  exe: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(62),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]),
} as const;

/**
 * A multipart body sent in two steps: the first `firstBytes` at once, the rest when `finish()` is
 * called (or the sender gives up with `abort()`). For uploads held open while a test makes other
 * calls; give `payload` to app.inject.
 */
export function heldBody(body: MultipartBody, firstBytes: number) {
  const payload = new PassThrough();
  payload.write(body.payload.subarray(0, firstBytes));
  return {
    payload,
    headers: body.headers,
    finish: () => payload.end(body.payload.subarray(firstBytes)),
  };
}

/** A PDF of exactly `size` bytes (a real header, then spaces), for size limits. */
export function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  SAMPLE_FILES.pdf.copy(bytes, 0, 0, Math.min(size, SAMPLE_FILES.pdf.length));
  return bytes;
}
