import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../db/schema.js';
import { DEMO_JOB_CODE, DEMO_PASSWORD } from '../seed/index.js';
import { basic, createTestContext, FORM, type TestContext, type Token, tokenForm } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { loggerOptions, redactUrl } from './security.js';

describe('redactUrl', () => {
  it.each([
    ['/c/ABCDEFGH23456', '/c/[redacted]'],
    ['/C/abc?x=1', '/C/[redacted]?x=1'],
    ['/partner/job/view/ABCDEFGH23456', '/partner/job/view/[redacted]'],
    ['/api2/Partner/jobs/offlinereport/ABC234', '/api2/Partner/jobs/offlinereport/[redacted]'],
    ['/api2/partner/jobs/offlinereport-enabled', '/api2/partner/jobs/offlinereport-enabled'],
    ['/api2/partner/jobs/12/offlinereport', '/api2/partner/jobs/12/offlinereport'],
    ['/api2/partner/authentication?code=ABC234', '/api2/partner/authentication?code=[redacted]'],
    [
      '/x?a=1&token=t1&access_token=t2&refresh_token=t3#f',
      '/x?a=1&token=[redacted]&access_token=[redacted]&refresh_token=[redacted]#f',
    ],
    [
      '/api2/Accounts/ValidateOtp?email=a%40b.test&code=123456',
      '/api2/Accounts/ValidateOtp?email=[redacted]&code=[redacted]',
    ],
    ['/customer/machines?page=2', '/customer/machines?page=2'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe.each(testDatabases())('no secret in the server log ($name)', (kind) => {
  let t: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestContext(kind, {
      // The server's own logger options, at the most talkative level, into memory.
      logger: { ...loggerOptions('trace'), stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => t?.close());

  it('logs requests but no job code, password, token or one-time code', async () => {
    const secrets: string[] = [DEMO_JOB_CODE, DEMO_PASSWORD, 'NOT-A-REAL-CODE-7', 'Wrong-Passw0rd!'];
    const send = (
      url: string,
      headers: Record<string, string> = {},
      method: 'GET' | 'POST' = 'GET',
      payload?: string,
    ) => t.app.inject({ method, url, headers, payload });

    // Password sign-in (right and wrong), a refresh and a call with the access token.
    const signedIn = await send(
      '/api2/token',
      { ...FORM, authorization: basic('tech@demo.test', DEMO_PASSWORD) },
      'POST',
      tokenForm('ServiceProvider.Partner'),
    );
    const token = signedIn.json<Token>();
    secrets.push(token.access_token, token.refresh_token, basic('tech@demo.test', DEMO_PASSWORD).slice(6));
    await send(
      '/api2/token',
      { ...FORM, authorization: basic('tech@demo.test', 'Wrong-Passw0rd!') },
      'POST',
      tokenForm('ServiceProvider.Partner'),
    );
    const refreshed = await send(
      '/api2/token/refresh',
      { authorization: `Bearer ${token.refresh_token}` },
      'POST',
    );
    secrets.push(refreshed.json<Token>().access_token, refreshed.json<Token>().refresh_token);
    // The OAuth grants in the form body: password, client credentials, refresh_token; the revoke's body.
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const byBody = await send(
      '/api2/token',
      FORM,
      'POST',
      form({
        grant_type: 'password',
        username: 'tech@demo.test',
        password: DEMO_PASSWORD,
        scope: 'ServiceProvider.Partner',
      }),
    );
    await send(
      '/api2/token',
      FORM,
      'POST',
      form({
        grant_type: 'client_credentials',
        client_id: 'tech@demo.test',
        client_secret: 'Wrong-Passw0rd!',
        scope: 'ServiceProvider.Partner',
      }),
    );
    const byGrant = await send(
      '/api2/token',
      FORM,
      'POST',
      form({ grant_type: 'refresh_token', refresh_token: byBody.json<Token>().refresh_token }),
    );
    secrets.push(byBody.json<Token>().access_token, byBody.json<Token>().refresh_token);
    secrets.push(byGrant.json<Token>().access_token, byGrant.json<Token>().refresh_token);
    await send('/api2/token/revoke', FORM, 'POST', form({ token: byGrant.json<Token>().refresh_token }));
    await send(`/api2/partner/userinfo?client_secret=${DEMO_PASSWORD}`);
    await send('/api2/partner/userinfo', { authorization: `Bearer ${token.access_token}` });
    await send(`/api2/partner/userinfo?access_token=${token.access_token}&token=${token.refresh_token}`);

    // Job codes: the code login, the offline report, the code link and preview of the portal.
    const codeLogin = await send(`/api2/partner/authentication?code=${DEMO_JOB_CODE}`);
    secrets.push(codeLogin.json<Token>().access_token, codeLogin.json<Token>().refresh_token);
    await send('/api2/partner/authentication?code=NOT-A-REAL-CODE-7');
    await send(`/api2/Partner/jobs/offlinereport/${DEMO_JOB_CODE}`);
    await send('/api2/Partner/jobs/offlinereport/NOT-A-REAL-CODE-7');
    await send(`/c/${DEMO_JOB_CODE}`);
    await send(`/partner/job/view/${DEMO_JOB_CODE}`);

    // A one-time code sent through the outbox (no SMTP), and its check.
    await send(
      '/api2/Accounts/RecoverPassword',
      { 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ username: 'tech@demo.test' }),
    );
    // The mail may be written after the answer (the answer's time must not depend on the account).
    const mail = await vi.waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, 'tech@demo.test'))
        .orderBy(desc(outbox.id))
        .limit(1);
      if (!row) throw new Error('no mail yet');
      return row;
    });
    const otp = /\b(\d{6})\b/.exec(mail.body)![1]!;
    secrets.push(otp);
    await send(`/api2/Accounts/ValidateOtp?email=tech%40demo.test&code=${otp}`);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('/api2/partner/authentication?code=[redacted]');
    expect(log).toContain('/api2/Partner/jobs/offlinereport/[redacted]');
    expect(log).toContain('/c/[redacted]');
    expect(log).toContain('Outbox: \\"Your one-time code\\" for tech@demo.test');
    for (const secret of secrets) expect(log, `the log contains ${secret}`).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain('"authorization"');
  });
});
