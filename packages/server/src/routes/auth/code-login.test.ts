import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox, refreshTokens, users } from '../../db/schema.js';
import { DEMO_JOB_CODE } from '../../seed/index.js';
import {
  basic,
  createTestContext,
  FORM,
  type TestContext,
  type Token,
  tokenForm,
} from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { jobIdByCode, makeJob } from '../../test/partner-jobs.js';
import { JOB_CODE_FAILURES_PER_CLIENT } from '../../auth/throttle.js';
import { CODE_LOGIN_MESSAGES, codeLoginEmail } from './code-login.js';

const login = (t: TestContext, code: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ url: `/api2/partner/authentication?code=${encodeURIComponent(code)}`, remoteAddress });

describe.each(testDatabases())('GET /api2/partner/authentication ($name)', (kind) => {
  let t: TestContext;
  let demoJobId: number;

  beforeAll(async () => {
    t = await createTestContext(kind);
    demoJobId = await jobIdByCode(t.db, DEMO_JOB_CODE);
  });
  afterAll(async () => t?.close());

  it('given the demo code in any case, answers a token limited to that job', async () => {
    const res = await t.request({ url: '/api2/partner/authentication?code=demo42' });
    expect(res.statusCode).toBe(200);
    const token = res.json<Token>();
    expect(token.token_type).toBe('Bearer');
    const claims = decodeJwt(token.access_token);
    expect(claims.scope).toBe('ServiceProvider.Partner');
    expect(claims.job).toBe(demoJobId);

    const own = await t.request({
      url: `/api2/partner/jobs/${demoJobId}/Attachments`,
      token: token.access_token,
    });
    expect(own.statusCode).toBe(200);
    // Another job of the same partner company is out of reach.
    const other = await makeJob(t.db, 30);
    const refused = await t.request({
      url: `/api2/partner/jobs/${other.jobId}/Attachments`,
      token: token.access_token,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: 'Unauthorized' });
  });

  it('keeps the job limit when the token is refreshed', async () => {
    const first = (
      await t.request({ url: `/api2/partner/authentication?code=${DEMO_JOB_CODE}` })
    ).json<Token>();
    const refreshed = await t.request({
      method: 'POST',
      url: '/api2/token/refresh',
      headers: { authorization: `Bearer ${first.refresh_token}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const token = refreshed.json<Token>();
    expect(decodeJwt(token.access_token).job).toBe(demoJobId);
    const [row] = await t.db
      .select({ jobId: refreshTokens.jobId })
      .from(refreshTokens)
      .where(sql`${refreshTokens.usedAt} is null and ${refreshTokens.jobId} is not null`)
      .limit(1);
    expect(row?.jobId).toBe(demoJobId);
    const other = await makeJob(t.db, 30);
    expect(
      (await t.request({ url: `/api2/partner/jobs/${other.jobId}/Attachments`, token: token.access_token }))
        .statusCode,
    ).toBe(403);
  });

  it("signs in as the job's code-login account, which has no password and gets no recovery codes", async () => {
    await t.request({ url: `/api2/partner/authentication?code=${DEMO_JOB_CODE}` });
    const email = codeLoginEmail(demoJobId);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: `Code login ${DEMO_JOB_CODE}`, kind: 'partner', active: true });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, demoJobId));
    expect(user!.partnerCompanyId).toBe(job!.partnerCompanyId);
    // One account per job, however often the code is used.
    await t.request({ url: `/api2/partner/authentication?code=${DEMO_JOB_CODE}` });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);

    for (const password of ['', 'Demo1234!', user!.passwordHash]) {
      const res = await t.request({
        method: 'POST',
        url: '/api2/token',
        headers: { ...FORM, authorization: basic(email, password || 'x') },
        payload: tokenForm('ServiceProvider.Partner'),
      });
      expect(res.statusCode).toBe(401);
    }
    await t.request({ method: 'POST', url: '/api2/Accounts/RecoverPassword', payload: { username: email } });
    expect(await t.db.select().from(outbox).where(eq(outbox.toAddress, email))).toEqual([]);
  });

  it.each([
    ['an unknown code', 'NOPE99'],
    ['a code with spaces only', '   '],
  ])('answers 404 with a Message for %s', async (_name, code) => {
    const res = await t.request({ url: `/api2/partner/authentication?code=${encodeURIComponent(code)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: CODE_LOGIN_MESSAGES.unknownCode });
  });

  it('answers 400 naming the parameter for a code longer than the contract allows (64)', async () => {
    const res = await t.request({ url: `/api2/partner/authentication?code=${'X'.repeat(65)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'Code can be at most 64 characters.',
    });
  });

  it('answers 404 for the code of a job without a partner company', async () => {
    const job = await makeJob(t.db, 20, { company: null });
    const res = await t.request({ url: `/api2/partner/authentication?code=${job.code}` });
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 without a code', async () => {
    const res = await t.request({ url: '/api2/partner/authentication' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Code is required.');
  });

  it('blocks a client after 20 unknown codes in 10 minutes, the right code included, but not other clients', async () => {
    const guesser = '203.0.113.7';
    for (let i = 0; i < JOB_CODE_FAILURES_PER_CLIENT; i++) {
      expect((await login(t, `GUESS${i}`, guesser)).statusCode).toBe(404);
    }
    const blocked = await login(t, 'GUESS-LAST', guesser);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(blocked.json()).toEqual({
      Message: 'Too many invalid job codes from this address. Try again in 10 minutes.',
    });
    expect((await login(t, DEMO_JOB_CODE, guesser)).statusCode).toBe(429);
    expect((await login(t, DEMO_JOB_CODE, '198.51.100.1')).statusCode).toBe(200);
  });
});
