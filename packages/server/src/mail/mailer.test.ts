import { describe, expect, it, vi } from 'vitest';
import { checkSmtpUrl, OutboxMailer, SmtpMailer } from './mailer.js';

describe('OutboxMailer', () => {
  it('writes the message to the outbox and logs the subject, recipient and file, never the text', async () => {
    const write = vi.fn(async () => '/data/outbox/a.txt');
    const info = vi.fn();
    const at = new Date('2026-03-02T10:00:00Z');
    const mailer = new OutboxMailer(write, { info }, () => at);
    await mailer.send({
      to: 'a@b.test',
      subject: 'S',
      text: 'T 123456',
      logSummary: 'one-time code for a@b.test: 123456',
    });
    expect(write).toHaveBeenCalledWith({ to: 'a@b.test', subject: 'S', text: 'T 123456', createdAt: at });
    expect(info).toHaveBeenCalledWith('Outbox: "S" for a@b.test in /data/outbox/a.txt');
    expect(JSON.stringify(info.mock.calls)).not.toContain('123456');
  });

  it('names no file when the message went only into the table', async () => {
    const info = vi.fn();
    await new OutboxMailer(async () => undefined, { info }).send({ to: 'a@b.test', subject: 'S', text: 'T' });
    expect(info).toHaveBeenCalledWith('Outbox: "S" for a@b.test');
  });
});

describe('SmtpMailer', () => {
  it('sends through the nodemailer transport with the From address', async () => {
    const mailer = new SmtpMailer({ transport: { jsonTransport: true }, from: 'Demo <no-reply@demo.test>' });
    const sendMail = vi.spyOn(mailer.transporter, 'sendMail');
    await mailer.send({
      to: 'a@b.test',
      subject: 'Your one-time code',
      text: 'code 123456',
      logSummary: 'secret 123456',
    });
    expect(sendMail).toHaveBeenCalledWith({
      from: 'Demo <no-reply@demo.test>',
      to: 'a@b.test',
      subject: 'Your one-time code',
      text: 'code 123456',
    });
    const info = (await sendMail.mock.results[0]!.value) as { message: string };
    expect(JSON.parse(info.message)).toMatchObject({ to: [{ address: 'a@b.test' }], text: 'code 123456' });
  });
});

describe('checkSmtpUrl', () => {
  it('accepts smtp:// and smtps:// only', () => {
    expect(checkSmtpUrl('smtp://u:p@mail.test:587')).toBe('smtp://u:p@mail.test:587');
    expect(checkSmtpUrl('smtps://mail.test')).toBe('smtps://mail.test');
    expect(() => checkSmtpUrl('http://mail.test')).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(() => checkSmtpUrl('not a url')).toThrow(/SMTP_URL must be a URL/);
  });
});
