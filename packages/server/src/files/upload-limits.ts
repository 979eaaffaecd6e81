/**
 * The limits of uploads (attachments and offline reports). Each has a default here, an environment
 * variable (read by `readUploadLimits` in config.ts) and is given to `buildApp` as
 * `BuildAppOptions.uploads`; tests pass their own, small figures.
 */

export const MB = 1024 * 1024;

export interface UploadLimits {
  /** Bytes of one file (UPLOAD_MAX_FILE_MB). */
  maxFileBytes: number;
  /** Bytes of all files of one request together (UPLOAD_MAX_REQUEST_MB). */
  maxRequestBytes: number;
  /** Files in one request (UPLOAD_MAX_FILES); never more than the contract's `maxItems`. */
  maxFiles: number;
  /** Uploads one user may have running at once, per server instance (UPLOADS_PER_USER). */
  concurrentPerUser: number;
  /** Uploads one server instance receives at once, whoever sends them (UPLOADS_PER_SERVER). */
  concurrentPerServer: number;
  /** Attachments one job may have, the offline report included (JOB_MAX_ATTACHMENTS). */
  jobMaxAttachments: number;
  /** Bytes of all attachments of one job together (JOB_MAX_ATTACHMENT_MB). */
  jobMaxBytes: number;
}

/**
 * The defaults. A file of 20 MB holds a phone photo (3-8 MB) or a scanned multi-page PDF; ten of
 * them at once, 60 MB, is a visit's photos. A job report rarely needs more than a few dozen
 * files: 100 files and 500 MB per job leave room for a long repair and still bound what one job
 * can put on the disk. Four uploads per user at once is what the portal sends (it uploads one
 * request per selection); 32 per instance keeps the open files and disk writes of one process
 * bounded while memory stays flat (each upload holds a few 64 KB buffers, never a file).
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: 20 * MB,
  maxRequestBytes: 60 * MB,
  maxFiles: 10,
  concurrentPerUser: 4,
  concurrentPerServer: 32,
  jobMaxAttachments: 100,
  jobMaxBytes: 500 * MB,
};

/** Room for the multipart framing (boundaries, part headers, file names) beside the files' bytes. */
export const MULTIPART_OVERHEAD_BYTES = 1 * MB;

/** How long a client refused for concurrency should wait (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = { user: 5, server: 10 } as const;

/** `20 MB`, `1.5 MB`, `64 KB`, `900 bytes`: a size for a message. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) {
    const mb = bytes / MB;
    return `${Number.isInteger(mb) ? mb : Number(mb.toFixed(1))} MB`;
  }
  if (bytes >= 1024) {
    const kb = bytes / 1024;
    return `${Number.isInteger(kb) ? kb : Number(kb.toFixed(1))} KB`;
  }
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}
