import { describe, expect, it } from 'vitest';
import { readUploadLimits } from '../config.js';
import { type Contract, loadContract, parseContract } from '../contract/contract.js';
import { contractMaxFiles, uploadOperation } from './upload-contract.js';
import { DEFAULT_UPLOAD_LIMITS, formatBytes, MB } from './upload-limits.js';
import { ACCEPTED_TYPES } from './uploads.js';

describe('the upload rules read from the contract', () => {
  const contract = loadContract();

  it('attachments: the field Files, at most maxItems files, every type the server checks', () => {
    const upload = uploadOperation(contract, 'POST', '/api2/partner/jobs/{id}/Attachments');
    expect(upload).toMatchObject({ field: 'Files', maxFiles: 10 });
    expect([...upload.accepted].sort()).toEqual(Object.keys(ACCEPTED_TYPES).sort());
    expect(contractMaxFiles(contract)).toBe(10);
    expect(DEFAULT_UPLOAD_LIMITS.maxFiles).toBe(10);
  });

  it('offline report: one file, a PDF', () => {
    expect(uploadOperation(contract, 'POST', '/api2/partner/jobs/{id}/offlinereport')).toMatchObject({
      field: 'Files',
      maxFiles: 1,
      accepted: ['application/pdf'],
    });
  });

  const withBody = (media: Record<string, unknown>): Contract =>
    parseContract({
      openapi: '3.1.0',
      paths: { '/api2/up': { post: { requestBody: { content: { 'multipart/form-data': media } } } } },
    });

  it.each([
    ['no maxItems', { schema: { properties: { Files: { type: 'array' } } } }, 'must state maxItems'],
    [
      'no accepted types',
      { schema: { properties: { Files: { type: 'string' } } } },
      'must state its accepted types',
    ],
    [
      'a type the server cannot check',
      {
        schema: { properties: { Files: { type: 'string' } } },
        encoding: { Files: { contentType: 'application/pdf, image/svg+xml' } },
      },
      'no check of the bytes of image/svg+xml',
    ],
  ])('stops the start when the contract says %s', (_name, media, message) => {
    expect(() => uploadOperation(withBody(media), 'POST', '/api2/up')).toThrow(message);
  });
});

describe('readUploadLimits', () => {
  it('has the defaults without variables', () => {
    expect(readUploadLimits({})).toEqual(DEFAULT_UPLOAD_LIMITS);
  });

  it('reads every variable (sizes in MB)', () => {
    expect(
      readUploadLimits({
        UPLOAD_MAX_FILE_MB: '5',
        UPLOAD_MAX_REQUEST_MB: '25',
        UPLOAD_MAX_FILES: '4',
        UPLOADS_PER_USER: '2',
        UPLOADS_PER_SERVER: '8',
        JOB_MAX_ATTACHMENTS: '50',
        JOB_MAX_ATTACHMENT_MB: '200',
      }),
    ).toEqual({
      maxFileBytes: 5 * MB,
      maxRequestBytes: 25 * MB,
      maxFiles: 4,
      concurrentPerUser: 2,
      concurrentPerServer: 8,
      jobMaxAttachments: 50,
      jobMaxBytes: 200 * MB,
    });
  });

  it.each([
    [{ UPLOAD_MAX_FILE_MB: '0' }, 'UPLOAD_MAX_FILE_MB must be a whole number from 1 to 1024, got "0"'],
    [{ UPLOAD_MAX_FILES: '11' }, 'UPLOAD_MAX_FILES must be a whole number from 1 to 10'],
    [{ UPLOADS_PER_USER: 'many' }, 'UPLOADS_PER_USER must be a whole number'],
    [{ JOB_MAX_ATTACHMENT_MB: '-1' }, 'JOB_MAX_ATTACHMENT_MB must be a whole number'],
    [
      { UPLOAD_MAX_FILE_MB: '30', UPLOAD_MAX_REQUEST_MB: '20' },
      'UPLOAD_MAX_REQUEST_MB must not be below UPLOAD_MAX_FILE_MB',
    ],
  ])('stops the start on %j', (env, message) => {
    expect(() => readUploadLimits(env)).toThrow(message);
  });
});

describe('formatBytes', () => {
  it.each([
    [20 * MB, '20 MB'],
    [1.5 * MB, '1.5 MB'],
    [64 * 1024, '64 KB'],
    [900, '900 bytes'],
    [1, '1 byte'],
  ])('%i -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
