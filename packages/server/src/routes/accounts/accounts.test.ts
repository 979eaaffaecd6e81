import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, outbox, refreshTokens, users } from '../../db/schema.js';
import { SmtpMailer } from '../../mail/mailer.js';
import { basic, createTestContext, FORM, type TestContext, tokenForm } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { ACCOUNT_MESSAGES } from './index.js';
import { PASSWORD_MESSAGES } from './password-rules.js';

const OLD_PASSWORD = 'Old-pass1';
const NEW_PASSWORD = 'Nytt-Passord2';
let made = 0;

/** A partner account of its own per test, so tests never share a password or a code. */
async function makeUser(db: Db, options: { active?: boolean } = {}): Promise<string> {
  made += 1;
  const email = `recover-${made}-${process.pid}@demo.test`;
  await db.insert(users).values({
    name: `Recover ${made}`,
    email,
    passwordHash: await hashPassword(OLD_PASSWORD),
    kind: 'partner',
    active: options.active ?? true,
  });
  return email;
}

async function latestMail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(sql`lower(${outbox.toAddress})`, email.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

async function codeFromOutbox(db: Db, email: string): Promise<string> {
  const mail = await latestMail(db, email);
  expect(mail, `a mail to ${email} in the outbox`).toBeDefined();
  const match = /one-time code for .* is (\d{6})\./.exec(mail!.body);
  expect(match, mail!.body).not.toBeNull();
  return match![1]!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function signIn(t: TestContext, email: string, password: string) {
  return t.request({
    method: 'POST',
    url: '/api2/token',
    headers: { ...FORM, authorization: basic(email, password) },
    payload: tokenForm('ServiceProvider.Partner'),
  });
}

const recover = (t: TestContext, username: string) =>
  t.request({ method: 'POST', url: '/api2/Accounts/RecoverPassword', payload: { username } });
const validate = (t: TestContext, email: string, code: string) =>
  t.request({
    url: `/api2/Accounts/ValidateOtp?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`,
  });
const change = (t: TestContext, Email: string, Code: string, Password: string) =>
  t.request({ method: 'POST', url: '/api2/Accounts/ChangePassword', payload: { Email, Code, Password } });

describe.each(testDatabases())('password recovery ($name)', (kind) => {
  let t: TestContext;
  const logLines: string[] = [];
  let clock = new Date('2026-03-02T09:00:00Z');

  beforeAll(async () => {
    t = await createTestContext(kind, {
      now: () => clock,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  afterAll(async () => t?.close());

  it('given a user who forgot the password, recovers it end to end and ends the other sessions', async () => {
    const email = await makeUser(t.db);
    const before = await signIn(t, email, OLD_PASSWORD);
    expect(before.statusCode).toBe(200);
    const oldRefresh = before.json<{ refresh_token: string }>().refresh_token;

    const sent = await recover(t, email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ Success: true });
    const code = await codeFromOutbox(t.db, email);
    const mail = await latestMail(t.db, email);
    expect(mail!.subject).toBe('Your one-time code');
    expect(mail!.body).toContain('valid for 10 minutes');
    // The server log announces the message in the outbox, never the code itself.
    expect(logLines.some((l) => l.includes('Outbox:') && l.includes(email))).toBe(true);
    expect(logLines.some((l) => l.includes(code))).toBe(false);
    // Only a hash is stored.
    const [stored] = await t.db.select().from(oneTimeCodes).orderBy(desc(oneTimeCodes.id)).limit(1);
    expect(stored!.codeHash).not.toContain(code);

    expect((await validate(t, email, wrongCode(code))).json()).toEqual({ Success: false });
    expect((await validate(t, email, code)).json()).toEqual({ Success: true });

    const weak = await change(t, email, code, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().Message).toBe(
      'The new password needs at least one capital letter, at least one digit, at least one special character',
    );
    // A password of the right shape that is on the breached list.
    const common = await change(t, email, code, 'Password1!');
    expect(common.statusCode).toBe(400);
    expect(common.json().Message).toBe(PASSWORD_MESSAGES.breached);

    const changed = await change(t, email, code, NEW_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ Success: true });

    expect((await signIn(t, email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(200);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api2/token/refresh',
      headers: { authorization: `Bearer ${oldRefresh}` },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().Message).toMatch(/revoked/);

    // The code was used up.
    const again = await change(t, email, code, 'Another-Pass-7');
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(ACCOUNT_MESSAGES.invalidCode);
    expect((await validate(t, email, code)).json()).toEqual({ Success: false });
    expect((await signIn(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers Success for an unknown or deactivated account and sends nothing (no account probing)', async () => {
    const inactive = await makeUser(t.db, { active: false });
    for (const username of ['nobody@demo.test', inactive]) {
      const res = await recover(t, username);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Success: true });
      expect(await latestMail(t.db, username)).toBeUndefined();
    }
    expect((await validate(t, 'nobody@demo.test', '123456')).json()).toEqual({ Success: false });
    const res = await change(t, 'nobody@demo.test', '123456', NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(ACCOUNT_MESSAGES.invalidCode);
  });

  it('answers an existing and an unknown address identically: status, headers and body', async () => {
    clock = new Date('2026-03-04T08:00:00Z');
    const known = await makeUser(t.db);
    const answers = [];
    for (const username of [known, `unknown-${made}@demo.test`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api2/Accounts/RecoverPassword',
        payload: { username },
        remoteAddress: '198.51.100.20',
      });
      // RateLimit-Remaining counts the client address's calls down, whatever the account.
      const {
        date: _date,
        'request-id': _id,
        'x-request-id': _xid,
        'ratelimit-remaining': _remaining,
        ...headers
      } = res.headers;
      answers.push({ status: res.statusCode, headers, body: res.body });
    }
    expect(answers[0]).toEqual(answers[1]);
    await t.app.background.idle();
    expect(await latestMail(t.db, known)).toBeDefined();
  });

  it('limits one client to 20 requests an hour whatever the addresses (429 with Retry-After); other clients go on', async () => {
    clock = new Date('2026-03-05T10:30:00Z');
    const from = (remoteAddress: string, username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api2/Accounts/RecoverPassword',
        payload: { username },
        remoteAddress,
      });
    for (let i = 0; i < 20; i++) {
      expect((await from('198.51.100.7', `probe-${i}@demo.test`)).statusCode).toBe(200);
    }
    const refused = await from('198.51.100.7', 'probe-20@demo.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(30 * 60));
    expect(refused.json()).toEqual({ Message: ACCOUNT_MESSAGES.tooManyFromClient(30 * 60) });
    expect(refused.json().Message).toBe(
      'Too many password recovery requests from this device or network. Try again in 30 minutes.',
    );
    // A refused request does not spend the address's own quota.
    expect((await from('198.51.100.8', 'probe-20@demo.test')).statusCode).toBe(200);
    clock = new Date('2026-03-05T11:00:00Z');
    expect((await from('198.51.100.7', 'probe-21@demo.test')).statusCode).toBe(200);
    await t.app.background.idle();
  });

  it('refuses the 6th try after five wrong codes, even with the right code', async () => {
    const email = await makeUser(t.db);
    await recover(t, email);
    const code = await codeFromOutbox(t.db, email);
    for (let i = 0; i < 5; i++)
      expect((await validate(t, email, wrongCode(code))).json().Success).toBe(false);
    expect((await validate(t, email, code)).json()).toEqual({ Success: false });
    const res = await change(t, email, code, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect((await signIn(t, email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong codes only: four wrong tries, then check and change with the right one', async () => {
    const email = await makeUser(t.db);
    await recover(t, email);
    const code = await codeFromOutbox(t.db, email);
    for (let i = 0; i < 4; i++) await validate(t, email, wrongCode(code));
    expect((await validate(t, email, code)).json()).toEqual({ Success: true });
    expect((await validate(t, email, code)).json()).toEqual({ Success: true });
    expect((await change(t, email, code, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const email = await makeUser(t.db);
    await recover(t, email);
    const code = await codeFromOutbox(t.db, email);
    const issued = clock;
    clock = new Date(issued.getTime() + 9 * 60 * 1000);
    expect((await validate(t, email, code)).json()).toEqual({ Success: true });
    clock = new Date(issued.getTime() + 10 * 60 * 1000 + 1);
    expect((await validate(t, email, code)).json()).toEqual({ Success: false });
    const res = await change(t, email, code, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(ACCOUNT_MESSAGES.invalidCode);
    expect((await signIn(t, email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('replaces the earlier code with a new request', async () => {
    const email = await makeUser(t.db);
    await recover(t, email);
    const first = await codeFromOutbox(t.db, email);
    await recover(t, email);
    const second = await codeFromOutbox(t.db, email);
    if (first !== second) expect((await validate(t, email, first)).json()).toEqual({ Success: false });
    expect((await validate(t, email, second)).json()).toEqual({ Success: true });
  });

  it("does not accept one user's code for another user", async () => {
    const alice = await makeUser(t.db);
    const bob = await makeUser(t.db);
    await recover(t, alice);
    const code = await codeFromOutbox(t.db, alice);
    expect((await change(t, bob, code, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await signIn(t, bob, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('limits requests per e-mail address to 5 an hour, for unknown addresses too (429)', async () => {
    for (const email of [await makeUser(t.db), `unknown-${made}@demo.test`]) {
      clock = new Date('2026-03-03T10:00:00Z');
      for (let i = 0; i < 5; i++) expect((await recover(t, email)).statusCode).toBe(200);
      clock = new Date('2026-03-03T10:15:00Z');
      const refused = await recover(t, ` ${email.toUpperCase()} `);
      expect(refused.statusCode).toBe(429);
      // The window ends at 11:00: 45 minutes from now.
      expect(refused.headers['retry-after']).toBe(String(45 * 60));
      expect(refused.json().Message).toBe(ACCOUNT_MESSAGES.tooManyRequests(45 * 60));
      expect(refused.json().Message).toBe(
        'Too many password recovery requests for this e-mail address. Try again in 45 minutes.',
      );
      clock = new Date('2026-03-03T11:00:00Z');
      expect((await recover(t, email)).statusCode).toBe(200);
    }
  });

  it.each([
    [
      'abcdef',
      'The new password needs at least 8 characters, at least one capital letter, at least one digit, at least one special character',
    ],
    ['Abcdef1', 'The new password needs at least 8 characters, at least one special character'],
    ['Abcde1!', 'The new password needs at least 8 characters'],
    ['Abcdefg1', 'The new password needs at least one special character'],
    ['xbcdef1!', 'The new password needs at least one capital letter'],
    ['Abcdefg!', 'The new password needs at least one digit'],
    // The contract's maxLength (200) answers before the password rules are looked at.
    [`Aa1!${'x'.repeat(200)}`, 'Password can be at most 200 characters.'],
    ['Password1!', PASSWORD_MESSAGES.breached],
    ['PASSWORD1!', PASSWORD_MESSAGES.breached],
    ['P@ssw0rd', PASSWORD_MESSAGES.breached],
    ['Welcome1!', PASSWORD_MESSAGES.breached],
    ['!Qwerty123', PASSWORD_MESSAGES.breached],
  ])('refuses the weak password %j with a Message naming the rule', async (password, message) => {
    const email = await makeUser(t.db);
    await recover(t, email);
    const code = await codeFromOutbox(t.db, email);
    const res = await change(t, email, code, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(message);
    expect((await validate(t, email, code)).json()).toEqual({ Success: true });
  });

  it.each([
    [
      'RecoverPassword without a body field',
      () => t.request({ method: 'POST', url: '/api2/Accounts/RecoverPassword', payload: {} }),
      'Username is required.',
    ],
    ['ValidateOtp with a 5-digit code', () => validate(t, 'a@demo.test', '12345'), 'Code must be'],
    [
      'ValidateOtp without an e-mail',
      () => t.request({ url: '/api2/Accounts/ValidateOtp?code=123456' }),
      'E-mail is required.',
    ],
    [
      'ChangePassword with a short password',
      () => change(t, 'a@demo.test', '123456', 'Ab1!'),
      'The new password needs at least 8 characters',
    ],
    [
      'ChangePassword with an empty password',
      () => change(t, 'a@demo.test', '123456', ''),
      'Password cannot be empty.',
    ],
    [
      'ChangePassword without a code',
      () =>
        t.request({
          method: 'POST',
          url: '/api2/Accounts/ChangePassword',
          payload: { Email: 'a@demo.test', Password: NEW_PASSWORD },
        }),
      'Code is required.',
    ],
  ])('answers 400 with a Message for %s', async (_name, call, message) => {
    const res = await call();
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain(message);
  });
});

describe.each(testDatabases())('password recovery with SMTP ($name)', (kind) => {
  let t: TestContext;
  let mailer: SmtpMailer;
  const logLines: string[] = [];

  beforeAll(async () => {
    mailer = new SmtpMailer({ transport: { jsonTransport: true }, from: 'Demo <no-reply@demo.test>' });
    t = await createTestContext(kind, {
      mailer,
      logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  afterAll(async () => t?.close());

  it('sends the code by e-mail, keeps nothing in the outbox and never logs the code', async () => {
    const email = await makeUser(t.db);
    const sent: { text: string; to: string }[] = [];
    const original = mailer.transporter.sendMail.bind(mailer.transporter);
    mailer.transporter.sendMail = (async (message: { text: string; to: string }) => {
      sent.push(message);
      return original(message);
    }) as typeof mailer.transporter.sendMail;
    expect((await recover(t, email)).json()).toEqual({ Success: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(email);
    const code = /is (\d{6})\./.exec(sent[0]!.text)![1]!;
    expect(await t.db.select().from(outbox)).toEqual([]);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((l) => l.includes(code))).toEqual([]);
    expect((await validate(t, email, code)).json()).toEqual({ Success: true });
    // Refresh tokens of other tests are untouched.
    expect((await t.db.select().from(refreshTokens)).every((r) => r.revokedAt === null)).toBe(true);
  });
});

describe.each(testDatabases())('password recovery when the mail cannot be sent ($name)', (kind) => {
  let t: TestContext;
  const logLines: string[] = [];

  beforeAll(async () => {
    const failing = {
      kind: 'smtp' as const,
      send: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25 while sending 123456'), {
          code: 'ESOCKET',
        });
      },
    };
    t = await createTestContext(kind, {
      mailer: failing,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  afterAll(async () => t?.close());

  it('answers Success as for any address and logs the failure without the message', async () => {
    const email = await makeUser(t.db);
    const res = await recover(t, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true });
    const failure = logLines.find((l) => l.includes('the one-time code e-mail could not be sent'));
    expect(failure).toContain('ESOCKET');
    expect(failure).not.toContain('123456');
  });
});

describe.each(testDatabases())('password recovery answers before the mail is sent ($name)', (kind) => {
  let t: TestContext;
  const sent: string[] = [];
  let releaseMail!: () => void;
  const mailGate = new Promise<void>((resolve) => (releaseMail = resolve));
  let mailStarted!: () => void;
  const started = new Promise<void>((resolve) => (mailStarted = resolve));

  beforeAll(async () => {
    // A mail server that answers only when the test lets it.
    const held = {
      kind: 'smtp' as const,
      send: async (message: { to: string }) => {
        mailStarted();
        await mailGate;
        sent.push(message.to);
      },
    };
    t = await createTestContext(kind, { mailer: held });
  });
  afterAll(async () => t?.close());

  it('answers Success while the e-mail is still being sent, then sends it', async () => {
    const email = await makeUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api2/Accounts/RecoverPassword',
      payload: { username: email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true });
    await started;
    expect(sent).toEqual([]);
    releaseMail();
    await t.app.background.idle();
    expect(sent).toEqual([email]);
  });
});

describe('RecoverPassword limits follow their settings (RECOVERIES_PER_EMAIL, RECOVERIES_PER_ADDRESS)', () => {
  let t: TestContext;
  const clock = new Date('2026-03-05T09:00:00Z');
  beforeAll(async () => {
    t = await createTestContext(testDatabases()[0]!, {
      now: () => clock,
      limits: { recoveriesPerEmail: 2, recoveriesPerAddress: 3 },
    });
  });
  afterAll(async () => t?.close());

  it('given 2 per e-mail address and 3 per client address, refuses the third request for one address and the fourth from the client', async () => {
    const email = `limits-${Date.now()}@demo.test`;
    expect((await recover(t, email)).statusCode).toBe(200);
    expect((await recover(t, email)).statusCode).toBe(200);
    const perEmail = await recover(t, email);
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json().Message).toMatch(/for this e-mail address/);
    // The refused request counted against the client too: one more address is the client's last.
    const perClient = await recover(t, `other-${email}`);
    expect(perClient.statusCode).toBe(429);
    expect(perClient.json().Message).toMatch(/from this device or network/);
  });
});
