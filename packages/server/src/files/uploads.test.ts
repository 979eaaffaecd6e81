import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../test/multipart.js';
import {
  checkFileContent,
  contentDisposition,
  describeTypes,
  isPlainText,
  normalizeContentType,
  sanitizeFileName,
} from './uploads.js';

describe('checkFileContent', () => {
  it.each([
    ['image/png', SAMPLE_FILES.png, 'image/png'],
    ['image/jpeg', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ['image/jpg (alias)', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ['image/gif', SAMPLE_FILES.gif, 'image/gif'],
    ['image/webp', SAMPLE_FILES.webp, 'image/webp'],
    ['application/pdf', SAMPLE_FILES.pdf, 'application/pdf'],
    ['text/plain; charset=utf-8', SAMPLE_FILES.text, 'text/plain; charset=utf-8'],
  ])('accepts %s whose bytes match', (declared, bytes, stored) => {
    expect(checkFileContent('f', declared.replace(' (alias)', ''), bytes)).toBe(stored);
  });

  it('refuses a PNG declared as PDF (415, naming the file)', () => {
    expect(() => checkFileContent('photo.pdf', 'application/pdf', SAMPLE_FILES.png)).toThrow(
      expect.objectContaining({
        statusCode: 415,
        message: expect.stringContaining('"photo.pdf" is not application/pdf'),
      }),
    );
  });

  it('refuses an executable renamed to .png', () => {
    expect(() => checkFileContent('cat.png', 'image/png', SAMPLE_FILES.exe)).toThrow(
      expect.objectContaining({ statusCode: 415 }),
    );
  });

  it.each(['application/x-msdownload', 'image/svg+xml', 'text/html', 'application/octet-stream', ''])(
    'refuses the type %j, listing the accepted ones',
    (declared) => {
      expect(() => checkFileContent('x', declared, SAMPLE_FILES.text)).toThrow(
        expect.objectContaining({ statusCode: 415, message: expect.stringContaining('Accepted: PNG, JPEG') }),
      );
    },
  );

  it('lists the accepted types in the message, all of them or those of one operation', () => {
    expect(() => checkFileContent('x.html', 'text/html', SAMPLE_FILES.text)).toThrow(
      'The file "x.html" has the type text/html, which is not accepted. Accepted: PNG, JPEG, GIF and WebP images, PDF and plain text',
    );
    expect(() => checkFileContent('x.txt', 'text/plain', SAMPLE_FILES.text, ['application/pdf'])).toThrow(
      'The file "x.txt" has the type text/plain, which is not accepted. Accepted: PDF',
    );
    expect(describeTypes(['image/png', 'application/pdf'])).toBe('PNG image and PDF');
  });

  it('accepts text only when it is UTF-8 without binary bytes', () => {
    expect(isPlainText(Buffer.from('line 1\r\n\tline 2 æøå\n'))).toBe(true);
    expect(isPlainText(Buffer.from([0x41, 0x00, 0x42]))).toBe(false);
    expect(isPlainText(Buffer.from([0x41, 0x1b, 0x5b]))).toBe(false);
    expect(isPlainText(Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(() => checkFileContent('a.txt', 'text/plain', SAMPLE_FILES.exe)).toThrow(
      expect.objectContaining({ statusCode: 415 }),
    );
  });

  it('normalises declared types', () => {
    expect(normalizeContentType(' Image/PNG ; name=x')).toBe('image/png');
    expect(normalizeContentType(undefined)).toBe('');
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['C:\\Users\\tech\\Desktop\\photo.jpg', 'photo.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['.htaccess', 'htaccess'],
    ['a\u0000b\u001fc.txt', 'abc.txt'],
    ['invoice\u202Egpj.exe', 'invoicegpj.exe'],
    ['  many   spaces .pdf ', 'many spaces .pdf'],
    ['', 'file'],
    ['...', 'file'],
    ['Rapport æøå.pdf', 'Rapport æøå.pdf'],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('shortens long names to 200 characters, keeping the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.jpeg`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.jpeg')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Rapport æøå.pdf')).toBe(
      `attachment; filename="Rapport ___.pdf"; filename*=UTF-8''Rapport%20%C3%A6%C3%B8%C3%A5.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes, line breaks or semicolons', () => {
    const header = contentDisposition('a"; filename="evil.html\r\nX-Injected: 1%20.txt');
    expect(header).not.toMatch(/[\r\n]/);
    const fallback = /filename="([^"]*)"/.exec(header)![1]!;
    expect(fallback).not.toContain('"');
    expect(header.match(/filename=/g)).toHaveLength(1);
    expect(fallback).toBe('a__ filename__evil.htmlX-Injected_ 1_20.txt');
    expect(header).toContain("filename*=UTF-8''a%22%3B%20filename%3D%22evil.htmlX-Injected%3A%201%2520.txt");
    expect(contentDisposition('dir\\name.txt')).toContain('filename="name.txt"');
  });
});
