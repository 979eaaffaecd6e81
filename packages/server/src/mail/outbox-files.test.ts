import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { latestOutbox, outboxFileName, outboxFileText } from './index.js';

describe('outbox file names and text', () => {
  it('names a file by time and address, with only safe characters', () => {
    const createdAt = new Date('2026-03-02T10:00:00.123Z');
    expect(outboxFileName({ to: 'kari@demo.test', createdAt })).toBe(
      '2026-03-02T10-00-00-123Z-kari@demo.test.txt',
    );
    expect(outboxFileName({ to: '../x y@demo.test', createdAt })).toBe(
      '2026-03-02T10-00-00-123Z-.._x_y@demo.test.txt',
    );
  });

  it('writes To, Subject and Date, a blank line and the body', () => {
    const text = outboxFileText({
      to: 'a@b.test',
      subject: 'Your one-time code',
      text: 'Hello,\ncode 123456',
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
    expect(text).toBe(
      'To: a@b.test\nSubject: Your one-time code\nDate: 2026-03-02T10:00:00.000Z\n\nHello,\ncode 123456\n',
    );
  });
});

describe.each(testDatabases())('the outbox folder of a running server ($name)', (kind) => {
  let t: TestContext;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-outbox-'));
    t = await createTestContext(kind, { dataDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  // The database goes back to the demo data before each test (src/test/setup.ts); the outbox
  // folder likewise starts empty.
  beforeEach(() => fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true }));
  const outboxFiles = () => {
    const folder = path.join(dataDir, 'outbox');
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };

  it('given no SMTP, a recovery code is also written as a file into DATA_DIR/outbox', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api2/Accounts/RecoverPassword',
      payload: { username: 'tech@demo.test' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await latestOutbox(t.db, 1);
    const folder = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(folder);
    expect(files).toEqual([outboxFileName({ to: 'tech@demo.test', createdAt: row!.createdAt })]);
    const text = fs.readFileSync(path.join(folder, files[0]!), 'utf8');
    expect(text).toBe(
      outboxFileText({
        to: row!.toAddress,
        subject: row!.subject,
        text: row!.body,
        createdAt: row!.createdAt,
      }),
    );
    expect(text).toMatch(/^To: tech@demo\.test\nSubject: Your one-time code\n/);
    expect(text).toMatch(/one-time code for .* is \d{6}\./);
  });

  it('an unknown address gets no mail, so no file either', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api2/Accounts/RecoverPassword',
      payload: { username: 'nobody@demo.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(outboxFiles()).toEqual([]);
  });
});
