/**
 * Two server instances on one database: deactivating a user, a new password or a sign-out on one
 * instance stops the user's access tokens on the next call there, and on the other instance once
 * its cached view of the session is older than the TTL (SESSION_CHECK_CACHE_MS) — the deactivated
 * user cannot create a job any more.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.js';
import { SESSION_CHECK_CACHE_MS, SESSION_MESSAGES } from '../../auth/sessions.js';
import { machines, outbox, users } from '../../db/schema.js';
import { createTestContext, type TestContext, type Token } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { secondInstance } from '../../test/second-instance.js';

const START = new Date('2026-03-02T09:00:00Z');

describe.each(testDatabases())('sessions on two instances ($name)', (kind) => {
  let t: TestContext;
  let other: Awaited<ReturnType<typeof secondInstance>> | undefined;
  let second: FastifyInstance;
  let clock = START;
  let ids: Record<'nordic' | 'bergen' | 'fjord', number>;

  beforeAll(async () => {
    t = await createTestContext(kind, { now: () => clock });
    ids = await t.organisationIds();
    other = await secondInstance(t, kind, {
      now: () => clock,
    });
    second = other.app;
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });
  beforeEach(() => {
    clock = START;
  });

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const on = (app: FastifyInstance, options: InjectOptions & { token?: string }) => {
    const { token, ...rest } = options;
    return app.inject({
      ...rest,
      headers: { ...rest.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const nordicMachine = async () =>
    (
      await t.db
        .select({ id: machines.id })
        .from(machines)
        .where(eq(machines.customerId, ids.nordic))
        .limit(1)
    )[0]!.id;
  const createJob = async (app: FastifyInstance, token: string) =>
    on(app, {
      method: 'POST',
      url: '/api2/customer/jobs',
      token,
      payload: { Machines: [{ Id: await nordicMachine(), CustomerText: 'Door does not close.' }] },
    });
  const userId = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('deactivating a user stops its access tokens: at once on this instance, within the TTL on the other', async () => {
    const moderator = (await t.login('moderator@demo.test')).access_token;
    const kari = await t.login('kari.kitchen@demo.test');
    // Both instances have read the session and serve the token.
    expect((await createJob(t.app, kari.access_token)).statusCode).toBe(201);
    expect((await createJob(second, kari.access_token)).statusCode).toBe(201);

    const off = await t.request({
      method: 'PATCH',
      url: `/api2/customer/User/ToggleActive/${await userId('kari.kitchen@demo.test')}`,
      token: moderator,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().Active).toBe(false);

    // This instance: the next call.
    const here = await createJob(t.app, kari.access_token);
    expect(here.statusCode).toBe(401);
    expect(here.json()).toEqual({ Message: SESSION_MESSAGES.noUser });
    // The other instance still trusts its cached read for less than the TTL, then reads again.
    later(SESSION_CHECK_CACHE_MS - 1);
    expect(
      (await on(second, { url: '/api2/customer/jobs/openCount', token: kari.access_token })).statusCode,
    ).toBe(200);
    later(1);
    const there = await createJob(second, kari.access_token);
    expect(there.statusCode).toBe(401);
    expect((await on(second, { url: '/api2/customer/userinfo', token: kari.access_token })).statusCode).toBe(
      401,
    );
    // The refresh token is revoked too, on both instances.
    for (const app of [t.app, second]) {
      const res = await on(app, {
        method: 'POST',
        url: '/api2/token/refresh',
        headers: { authorization: `Bearer ${kari.refresh_token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    // Other users go on.
    expect((await createJob(second, moderator)).statusCode).toBe(201);
    // Reactivated, the user signs in again; the old session stays ended.
    await t.request({
      method: 'PATCH',
      url: `/api2/customer/User/ToggleActive/${await userId('kari.kitchen@demo.test')}`,
      token: moderator,
    });
    const again = await t.login('kari.kitchen@demo.test');
    expect((await createJob(second, again.access_token)).statusCode).toBe(201);
    expect((await createJob(second, kari.access_token)).statusCode).toBe(401);
  });

  it('a new password stops every session of the user: at once here, within the TTL on the other instance', async () => {
    const email = 'session-password@demo.test';
    await t.db.insert(users).values({
      name: 'Session Password',
      email,
      passwordHash: await hashPassword('Old-pass-41'),
      kind: 'partner',
    });
    const signIn = (): Promise<Token> => t.login(email, 'ServiceProvider.Partner', 'Old-pass-41');
    const phone = await signIn();
    const laptop = await signIn();
    const userinfo = (app: FastifyInstance, token: string) =>
      on(app, { url: '/api2/partner/userinfo', token });
    expect((await userinfo(second, phone.access_token)).statusCode).toBe(200);
    expect((await userinfo(second, laptop.access_token)).statusCode).toBe(200);

    await t.request({ method: 'POST', url: '/api2/Accounts/RecoverPassword', payload: { username: email } });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, email));
    const code = /is (\d{6})\./.exec(mail!.body)![1]!;
    const changed = await t.request({
      method: 'POST',
      url: '/api2/Accounts/ChangePassword',
      payload: { Email: email, Code: code, Password: 'New-pass-42-Fjord' },
    });
    expect(changed.statusCode).toBe(200);

    for (const token of [phone, laptop]) {
      expect((await userinfo(t.app, token.access_token)).statusCode).toBe(401);
      expect((await userinfo(second, token.access_token)).statusCode).toBe(200);
    }
    later(SESSION_CHECK_CACHE_MS);
    for (const token of [phone, laptop]) {
      expect((await userinfo(second, token.access_token)).statusCode).toBe(401);
    }
    expect((await t.login(email, 'ServiceProvider.Partner', 'New-pass-42-Fjord')).access_token).toBeTruthy();
  });

  it('a sign-out on one instance stops the access token on the other within the TTL', async () => {
    const token = await t.login('user@demo.test');
    const userinfo = (app: FastifyInstance) =>
      on(app, { url: '/api2/customer/userinfo', token: token.access_token });
    expect((await userinfo(second)).statusCode).toBe(200);
    const res = await on(t.app, {
      method: 'POST',
      url: '/api2/token/revoke',
      headers: { authorization: `Bearer ${token.refresh_token}` },
    });
    expect(res.json()).toEqual({ Success: true });
    expect((await userinfo(t.app)).statusCode).toBe(401);
    later(SESSION_CHECK_CACHE_MS);
    expect((await userinfo(second)).statusCode).toBe(401);
  });
});
