import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { checkSmtpUrl, type MailLogger, type Mailer, OutboxMailer, SmtpMailer } from './mailer.js';

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
  const { db } = options;
  return new OutboxMailer(
    async (entry) => {
      await db.insert(outbox).values({
        toAddress: entry.to,
        subject: entry.subject,
        body: entry.text,
        createdAt: entry.createdAt,
      });
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
