/**
 * The per-job quota of attachments: at most `jobMaxAttachments` files and `jobMaxBytes` bytes per
 * job (the offline report included). Counted from the database inside the transaction that
 * inserts, after the job row is locked (lockWritableJob), so two uploads to one job at the same
 * time are counted one after the other and cannot both pass. A cheaper look before the body is
 * read refuses a job that is already full and stops an upload at the room that is left.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { attachments, offlineReports } from '../../../db/schema.js';
import type { UploadLimits } from '../../../files/upload-limits.js';
import { formatBytes } from '../../../files/upload-limits.js';
import { ApiError } from '../../../http/errors.js';
import { conflict } from '../access.js';

export interface JobUsage {
  count: number;
  bytes: number;
}

type QuotaLimits = Pick<UploadLimits, 'jobMaxAttachments' | 'jobMaxBytes'>;

export const QUOTA_MESSAGES = {
  count: (max: number, has: number, adding: number | null) =>
    `A job can have at most ${max} attachments. This job has ${has}, so ${
      max - has > 0 ? `only ${max - has} more can be added` : 'no more can be added'
    }${adding === null ? '' : ` (this upload has ${adding})`}.`,
  bytes: (max: number, has: number, adding: number | null) =>
    `A job's attachments can take at most ${formatBytes(max)} together. This job has ${
      max - has > 0 ? `${formatBytes(max - has)} left` : 'no room left'
    }${adding === null ? '' : `, this upload needs ${formatBytes(adding)}`}.`,
} as const;

/** Files and bytes of the job's attachments; `exceptOfflineReport` leaves out the one an upload replaces. */
export async function jobUsage(db: Db, jobId: number, exceptOfflineReport = false): Promise<JobUsage> {
  const notReport = notExists(
    db
      .select({ one: sql`1` })
      .from(offlineReports)
      .where(eq(offlineReports.attachmentId, attachments.id)),
  );
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${attachments.size}), 0)::float8`,
    })
    .from(attachments)
    .where(exceptOfflineReport ? and(eq(attachments.jobId, jobId), notReport) : eq(attachments.jobId, jobId));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** 409 when `adding` more files would pass the job's count, 413 when its bytes would. */
export function assertJobRoom(usage: JobUsage, adding: JobUsage, limits: QuotaLimits): void {
  if (usage.count + adding.count > limits.jobMaxAttachments) {
    throw conflict(QUOTA_MESSAGES.count(limits.jobMaxAttachments, usage.count, adding.count));
  }
  if (usage.bytes + adding.bytes > limits.jobMaxBytes) {
    throw new ApiError(413, QUOTA_MESSAGES.bytes(limits.jobMaxBytes, usage.bytes, adding.bytes));
  }
}

/**
 * Before the body is read: 409 when the job has no room for one more file, 413 when it has no
 * bytes left. Answers the bytes left, to stop the upload there (with the same 413).
 */
export function roomBeforeUpload(
  usage: JobUsage,
  limits: QuotaLimits,
): { bytes: number; refuse: () => ApiError } {
  if (usage.count >= limits.jobMaxAttachments) {
    throw conflict(QUOTA_MESSAGES.count(limits.jobMaxAttachments, usage.count, null));
  }
  const refuse = () => new ApiError(413, QUOTA_MESSAGES.bytes(limits.jobMaxBytes, usage.bytes, null));
  if (usage.bytes >= limits.jobMaxBytes) throw refuse();
  return { bytes: limits.jobMaxBytes - usage.bytes, refuse };
}
