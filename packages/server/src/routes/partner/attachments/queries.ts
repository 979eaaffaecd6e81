/**
 * Job attachments: rows in `attachments`, bytes in the blob store under
 * `attachments/<jobId>/<32 random hex>` (never a name from the client; the client's file name is
 * only the display name). Writes lock the job row, so a job finalized meanwhile refuses them.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '@eqp/contract';
import { isDeleted, isPartnerFinalized } from '@eqp/rules';
import type { Db } from '../../../db/client.js';
import { attachments, jobs, offlineReports } from '../../../db/schema.js';
import type { BlobStore } from '../../../files/blob-store.js';
import { deleteBlobs, type ReceivedFile } from '../../../files/receive-uploads.js';
import { notFound } from '../../../http/errors.js';
import { conflict, type JobRow } from '../access.js';

export type Attachment = components['schemas']['Attachment'];
export type AttachmentList = components['schemas']['AttachmentList'];
export type AttachmentRow = typeof attachments.$inferSelect;

export const ATTACHMENTS_FOLDER = 'attachments/';

export const FILE_MESSAGES = {
  finalized: 'The job is finalized: its attachments can no longer be changed',
  deleted: 'The job has been deleted',
  noAttachment: 'No such attachment',
} as const;

/** A new storage key for a file of the job. */
export function newAttachmentKey(jobId: number): string {
  return `${ATTACHMENTS_FOLDER}${jobId}/${randomBytes(16).toString('hex')}`;
}

/**
 * Attachments and offline reports may change until the job is finalized (50 or higher) or
 * deleted (110): 409 then. A job not started yet accepts them (photos and offline reports made
 * before the job was started in the portal).
 */
export function assertFilesWritable(job: Pick<JobRow, 'statusId'>): void {
  if (isDeleted(job.statusId)) throw conflict(FILE_MESSAGES.deleted);
  if (isPartnerFinalized(job.statusId)) throw conflict(FILE_MESSAGES.finalized);
}

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    Id: row.id,
    Name: row.name,
    Link: row.blobKey,
    IsMedia: row.isMedia,
    TypeId: row.typeId as 1 | 2 | 3,
  };
}

export async function listAttachments(db: Db, jobId: number): Promise<AttachmentList> {
  const rows = await db
    .select()
    .from(attachments)
    .where(eq(attachments.jobId, jobId))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  return { Files: rows.map(toAttachment) };
}

/** Locks the job row for the transaction and checks (again) that its files may change. */
export async function lockWritableJob(tx: Db, jobId: number): Promise<JobRow> {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  if (!job) throw notFound('No such job');
  assertFilesWritable(job);
  return job;
}

/**
 * Runs `write` in a transaction for files already in the blob store (receiveUploads). When it
 * fails (a job finalized meanwhile, the quota, a database error), the blobs are removed again, so
 * no file is left without its row.
 */
export async function saveReceivedFiles<T>(
  db: Db,
  store: BlobStore,
  log: FastifyBaseLogger,
  files: ReceivedFile[],
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => write(tx as unknown as Db));
  } catch (error) {
    await deleteBlobs(
      store,
      log,
      files.map((file) => file.key),
    );
    throw error;
  }
}

/** Removes blobs whose rows are gone; a failure is logged (an orphan file), never answered. */
export const removeBlobs = deleteBlobs;

export async function insertAttachments(
  tx: Db,
  jobId: number,
  files: ReceivedFile[],
  uploadedBy: number | null,
  now: Date,
): Promise<AttachmentRow[]> {
  if (files.length === 0) return [];
  return tx
    .insert(attachments)
    .values(
      files.map((file) => ({
        jobId,
        name: file.name,
        blobKey: file.key,
        contentType: file.contentType,
        size: file.size,
        isMedia: file.isMedia,
        typeId: 1,
        uploadedBy,
        createdAt: now,
      })),
    )
    .returning();
}

/** Deletes an attachment of the job (and its offline report record); answers its blob key. */
export async function deleteAttachment(tx: Db, jobId: number, attachmentId: number): Promise<string> {
  const [row] = await tx
    .delete(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.jobId, jobId)))
    .returning({ blobKey: attachments.blobKey });
  if (!row) throw notFound(FILE_MESSAGES.noAttachment);
  await tx
    .delete(offlineReports)
    .where(and(eq(offlineReports.jobId, jobId), eq(offlineReports.blobKey, row.blobKey)));
  return row.blobKey;
}
