import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../test/multipart.js';
import { FileInspector, type FileInspectorOptions } from './file-inspector.js';

/** Streams `chunks` through an inspector; answers what came out (or rejects with its error). */
async function inspect(chunks: Buffer[], options: Partial<FileInspectorOptions> = {}) {
  const seen: number[] = [];
  const inspector = new FileInspector({
    name: 'f',
    type: 'application/pdf',
    maxFileBytes: 1000,
    onBytes: (bytes) => seen.push(bytes),
    ...options,
  });
  const out = await buffer(Readable.from(chunks).pipe(inspector));
  return { out, seen, size: inspector.size };
}

/** `bytes` cut into pieces of `size`. */
const chunked = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

describe('FileInspector', () => {
  it('lets a file through unchanged, counting every chunk', async () => {
    const { out, seen, size } = await inspect(chunked(SAMPLE_FILES.pdf, 7));
    expect(out).toEqual(SAMPLE_FILES.pdf);
    expect(size).toBe(SAMPLE_FILES.pdf.length);
    expect(seen.reduce((a, b) => a + b, 0)).toBe(SAMPLE_FILES.pdf.length);
  });

  it('checks the magic bytes on the first bytes, even when they come one byte at a time', async () => {
    const png = { type: 'image/png', name: 'p.png' };
    await expect(inspect(chunked(SAMPLE_FILES.png, 1), png)).resolves.toMatchObject({
      out: SAMPLE_FILES.png,
    });
    await expect(inspect(chunked(SAMPLE_FILES.exe, 1), png)).rejects.toMatchObject({
      statusCode: 415,
      message: 'The content of "p.png" is not image/png: the declared type does not match the file',
    });
  });

  it('finds %PDF- anywhere in the first 1024 bytes, across chunks', async () => {
    const late = Buffer.concat([Buffer.alloc(1000, 0x20), SAMPLE_FILES.pdf]);
    const maxFileBytes = 4096;
    await expect(inspect(chunked(late, 300), { maxFileBytes })).resolves.toMatchObject({ out: late });
    const tooLate = Buffer.concat([Buffer.alloc(1030, 0x20), SAMPLE_FILES.pdf]);
    await expect(inspect(chunked(tooLate, 300), { maxFileBytes })).rejects.toMatchObject({ statusCode: 415 });
  });

  it('stops a file at the byte over the limit (413), before the rest is read', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 1;
        this.push(pulled === 1 ? SAMPLE_FILES.pdf : Buffer.alloc(100, 0x20));
      },
    });
    const inspector = new FileInspector({
      name: 'big.pdf',
      type: 'application/pdf',
      maxFileBytes: 1000,
      onBytes: () => {},
    });
    await expect(buffer(endless.pipe(inspector))).rejects.toMatchObject({
      statusCode: 413,
      message: 'The file "big.pdf" is larger than 1000 bytes',
    });
    // The endless stream ended there: nothing past the chunk that crossed the limit was counted.
    expect(inspector.size).toBeLessThanOrEqual(1000 + 100);
  });

  it('stops when the request total (onBytes) refuses', async () => {
    const onBytes = () => {
      throw Object.assign(new Error('The files together are larger than 1 KB'), { statusCode: 413 });
    };
    await expect(inspect([SAMPLE_FILES.pdf], { onBytes })).rejects.toMatchObject({ statusCode: 413 });
  });

  it('refuses an empty file (400)', async () => {
    await expect(inspect([], { name: 'e.txt', type: 'text/plain' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'The file "e.txt" is empty',
    });
  });

  describe('text', () => {
    const text = { type: 'text/plain', name: 'notes.txt' };

    it('accepts UTF-8 whose characters are split between chunks', async () => {
      const bytes = Buffer.from('Dør før æøå – ok\n'.repeat(40), 'utf8');
      await expect(inspect(chunked(bytes, 3), { ...text, maxFileBytes: 4096 })).resolves.toMatchObject({
        out: bytes,
      });
    });

    it('refuses a control byte after the first kilobyte', async () => {
      const bytes = Buffer.concat([Buffer.alloc(2000, 0x41), Buffer.from([0x00]), Buffer.alloc(10, 0x41)]);
      await expect(inspect(chunked(bytes, 500), { ...text, maxFileBytes: 4096 })).rejects.toMatchObject({
        statusCode: 415,
        message: expect.stringContaining('"notes.txt" is not text/plain'),
      });
    });

    it('refuses bytes that are not UTF-8, and text that stops inside a character', async () => {
      await expect(inspect([Buffer.from([0x41, 0xc3, 0x28])], text)).rejects.toMatchObject({
        statusCode: 415,
      });
      await expect(inspect([Buffer.from([0x41, 0xc3])], text)).rejects.toMatchObject({ statusCode: 415 });
    });
  });
});
