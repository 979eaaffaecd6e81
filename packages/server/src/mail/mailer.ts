/**
 * Outgoing e-mail (one-time codes). With `SMTP_URL` set, messages go out through nodemailer;
 * otherwise they are written to the outbox (a database table, and a file per message when the server
 * has a data folder) and announced in the server log, so password recovery works on a fresh machine
 * without a mail server. The log line names the subject, the recipient and the file, never the
 * content: a one-time code is a secret, and logs travel further than the data folder.
 */
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * @deprecated Ignored: no mailer logs the content of a message (one-time codes are secrets).
   */
  logSummary?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Delivers the message (or stores it in the outbox); throws when it cannot. */
  send(message: MailMessage): Promise<void>;
}

/** A row of the outbox, as the outbox mailer writes it. */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

export interface MailLogger {
  info(message: string): void;
}

/**
 * Writes every message to the outbox and logs where it went
 * (`Outbox: "Your one-time code" for a@b.test in /data/outbox/<file>.txt`), never its text.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  /** `write` answers the file the message was written to, if any. */
  constructor(
    private readonly write: (entry: OutboxEntry) => Promise<string | undefined | void>,
    private readonly log: MailLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const file = await this.write({
      to: message.to,
      subject: message.subject,
      text: message.text,
      createdAt: this.now(),
    });
    this.log.info(`Outbox: "${message.subject}" for ${message.to}${file ? ` in ${file}` : ''}`);
  }
}

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587`, `smtps://...`, or nodemailer transport options (tests). */
  transport: string | Parameters<typeof nodemailer.createTransport>[0];
  /** The From address, e.g. `"Demo Service" <no-reply@example.com>`. */
  from: string;
}

/** Sends through nodemailer. Logs nothing about the content (the code never reaches the log). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly transporter: Transporter;
  private readonly from: string;

  constructor(options: SmtpMailerOptions) {
    this.transporter = nodemailer.createTransport(options.transport as string);
    this.from = options.from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}

/** Accepts `smtp://` and `smtps://` URLs only (nodemailer would also take other transports). */
export function checkSmtpUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  return url;
}
