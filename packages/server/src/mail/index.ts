import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';
import {
  checkSmtpUrl,
  type MailLogger,
  type Mailer,
  type OutboxEntry,
  OutboxMailer,
  SmtpMailer,
} from './mailer.js';

export { checkSmtpUrl, OutboxMailer, SmtpMailer } from './mailer.js';
export type { MailLogger, MailMessage, Mailer, OutboxEntry } from './mailer.js';

export interface CreateMailerOptions {
  db: Db;
  /** `smtp://` or `smtps://` URL (SMTP_URL); unset: the outbox. */
  smtpUrl?: string;
  /** The From address (SMTP_FROM); default `no-reply@<SMTP host>`. */
  smtpFrom?: string;
  log: MailLogger;
  now?: () => Date;
  /**
   * Without SMTP: also write each outbox message as a text file into this folder (the server
   * uses `<DATA_DIR>/outbox`), so a code can be read while the server runs (PGlite locks its folder).
   */
  outboxDir?: string;
}

/** `2026-03-02T10-00-00-000Z-kari@demo.test.txt`: sorts by time; only safe characters. */
export function outboxFileName(entry: Pick<OutboxEntry, 'to' | 'createdAt'>): string {
  const stamp = entry.createdAt.toISOString().replace(/[:.]/g, '-');
  const to = entry.to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 120);
  return `${stamp}-${to}.txt`;
}

/** The file text of an outbox message: To, Subject and Date lines, a blank line, the body. */
export function outboxFileText(entry: OutboxEntry): string {
  return [
    `To: ${entry.to}`,
    `Subject: ${entry.subject}`,
    `Date: ${entry.createdAt.toISOString()}`,
    '',
    entry.text,
    '',
  ].join('\n');
}

/** Writes the message file whole (a temporary name, then a rename), so a reader never sees half of it. */
export async function writeOutboxFile(dir: string, entry: OutboxEntry): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, outboxFileName(entry));
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, outboxFileText(entry), 'utf8');
  await rename(partial, file);
  return file;
}

/** The mailer of the configuration: SMTP when `smtpUrl` is set, otherwise the outbox table. */
export function createMailer(options: CreateMailerOptions): Mailer {
  if (options.smtpUrl) {
    const url = checkSmtpUrl(options.smtpUrl);
    return new SmtpMailer({
      transport: url,
      from: options.smtpFrom || `no-reply@${new URL(url).hostname}`,
    });
  }
  const { db, outboxDir } = options;
  return new OutboxMailer(
    async (entry) => {
      await db.insert(outbox).values({
        toAddress: entry.to,
        subject: entry.subject,
        body: entry.text,
        createdAt: entry.createdAt,
      });
      return outboxDir ? writeOutboxFile(outboxDir, entry) : undefined;
    },
    options.log,
    options.now,
  );
}

export type OutboxRow = typeof outbox.$inferSelect;

/** The newest outbox messages first. */
export async function latestOutbox(db: Db, limit = 10): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
