/**
 * The OAuth 2.0 ways into POST /api2/token beside the portal's Basic header (RFC 6749): the password
 * grant, client credentials in the form body, the refresh_token grant; and the form body of
 * POST /api2/token/revoke (RFC 7009). They share the sign-in's failure budgets and the refresh's
 * rules; bad or mixed input answers 400 and changes nothing.
 */
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../auth/sessions.js';
import { LOGIN_FAILURES_PER_ACCOUNT, DEFAULT_THROTTLE_LIMITS } from '../../auth/throttle.js';
import { TOKEN_MESSAGES } from '../../auth/tokens.js';
import { DEMO_PASSWORD } from '../../seed/index.js';
import { basic, createTestContext, FORM, type TestContext, type Token } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { MESSAGES } from './index.js';

const CUSTOMER = 'ServiceProvider.Customer';
const PARTNER = 'ServiceProvider.Partner';
const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-02T09:00:00Z');
/** The per-client budget of these tests (the default is 50). */
const CLIENT_LIMIT = 6;

describe.each(testDatabases())('token grants ($name)', (kind) => {
  let t: TestContext;
  let clock = START;
  const at = (days: number, ms = 0) => (clock = new Date(START.getTime() + days * DAY + ms));

  beforeAll(async () => {
    t = await createTestContext(kind, {
      now: () => clock,
      throttle: { loginClient: { ...DEFAULT_THROTTLE_LIMITS.loginClient, limit: CLIENT_LIMIT } },
    });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    clock = START;
  });

  let address = 0;
  /** POST /api2/token with a form body; from another client address each time unless one is given. */
  const token = async (
    form: Record<string, string>,
    options: { authorization?: string; remoteAddress?: string } = {},
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api2/token',
      headers: options.authorization ? { ...FORM, authorization: options.authorization } : FORM,
      payload: new URLSearchParams(form).toString(),
      remoteAddress: options.remoteAddress ?? `198.51.100.${++address % 250}`,
    });
    return res;
  };
  const password = (username: string, secret: string, scope = CUSTOMER) =>
    token({ grant_type: 'password', username, password: secret, scope });
  const clientBody = (clientId: string, secret: string, scope = CUSTOMER) =>
    token({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret, scope });
  const refreshGrant = (refreshToken: string, authorization?: string) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken }, { authorization });
  const refreshHeader = (refreshToken: string) =>
    t.request({
      method: 'POST',
      url: '/api2/token/refresh',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
  const revokeForm = (form: Record<string, string>, authorization?: string) =>
    t.request({
      method: 'POST',
      url: '/api2/token/revoke',
      headers: authorization ? { ...FORM, authorization } : FORM,
      payload: new URLSearchParams(form).toString(),
    });
  const userinfo = (accessToken: string, portal = 'customer') =>
    t.request({ url: `/api2/${portal}/userinfo`, token: accessToken });
  const ok = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Token>();
  };

  describe('grant_type=password', () => {
    it('signs in a customer and a partner with username, password and scope in the body', async () => {
      const customer = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      expect(decodeJwt(customer.access_token).scope).toBe(CUSTOMER);
      expect((await userinfo(customer.access_token)).json().Email).toBe('moderator@demo.test');
      const partner = ok(await password('tech@demo.test', DEMO_PASSWORD, PARTNER));
      expect((await userinfo(partner.access_token, 'partner')).statusCode).toBe(200);
      // The e-mail matches in any case, as with the Basic header.
      ok(await password('MODERATOR@Demo.Test', DEMO_PASSWORD));
    });

    it('answers a wrong password and an unknown account alike (401), and the other portal 403', async () => {
      const wrong = await password('moderator@demo.test', 'wrong');
      const unknown = await password('nobody@demo.test', DEMO_PASSWORD);
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ Message: MESSAGES.invalidCredentials });
      }
      const other = await password('tech@demo.test', DEMO_PASSWORD, CUSTOMER);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ Message: MESSAGES.notCustomer });
    });

    it('counts a wrong password in the same account budget as the Basic header and the body client credentials', async () => {
      const account = 'user@demo.test';
      // Ten failures in a row, through the three ways in.
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
        const res =
          i % 3 === 0
            ? await password(account, `wrong-${i}`)
            : i % 3 === 1
              ? await clientBody(account, `wrong-${i}`)
              : await token(
                  { grant_type: 'client_credentials', scope: CUSTOMER },
                  { authorization: basic(account, `wrong-${i}`) },
                );
        expect(res.statusCode).toBe(401);
      }
      // Refused every way, the right password too, without checking it.
      for (const res of [
        await password(account, DEMO_PASSWORD),
        await clientBody(account, DEMO_PASSWORD),
        await token(
          { grant_type: 'client_credentials', scope: CUSTOMER },
          { authorization: basic(account, DEMO_PASSWORD) },
        ),
      ]) {
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBe(30);
        expect(res.json()).toEqual({ Message: MESSAGES.tooManyFailures(30) });
      }
      // After the wait the body sign-in works and resets the count.
      clock = new Date(START.getTime() + 30_000);
      ok(await password(account, DEMO_PASSWORD));
      expect((await password(account, 'wrong')).statusCode).toBe(401);
    });

    it('shares the per-address budget of failed sign-ins with the other ways in', async () => {
      const client = '203.0.113.77';
      for (let i = 0; i < CLIENT_LIMIT; i++) {
        const form: Record<string, string> =
          i % 2 === 0
            ? { grant_type: 'password', username: `guess-${i}@demo.test`, password: 'x', scope: CUSTOMER }
            : {
                grant_type: 'client_credentials',
                client_id: `guess-${i}@demo.test`,
                client_secret: 'x',
                scope: CUSTOMER,
              };
        expect((await token(form, { remoteAddress: client })).statusCode).toBe(401);
      }
      const refused = await token(
        { grant_type: 'password', username: 'moderator@demo.test', password: DEMO_PASSWORD, scope: CUSTOMER },
        { remoteAddress: client },
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().Message).toMatch(/^Too many failed sign-ins\. Try again in /);
    });

    it('given an Authorization header too, answers 400 and counts nothing', async () => {
      const account = 'moderator@demo.test';
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) {
        expect((await password(account, `wrong-${i}`)).statusCode).toBe(401);
      }
      for (const authorization of [basic(account, 'wrong'), basic(account, DEMO_PASSWORD), 'Bearer abc']) {
        const res = await token(
          { grant_type: 'password', username: account, password: 'wrong', scope: CUSTOMER },
          { authorization },
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ Message: MESSAGES.headerWithBodyGrant('password') });
      }
      // Nine failures counted, not twelve (and not reset by the header's right password): one more try.
      ok(await password(account, DEMO_PASSWORD));
    });

    it.each([
      ['no username', { grant_type: 'password', password: 'x', scope: CUSTOMER }, 'Username is required.'],
      [
        'no password',
        { grant_type: 'password', username: 'a@b.test', scope: CUSTOMER },
        'Password is required.',
      ],
      ['no scope', { grant_type: 'password', username: 'a@b.test', password: 'x' }, 'Scope is required.'],
      [
        'an empty username',
        { grant_type: 'password', username: '', password: 'x', scope: CUSTOMER },
        'Username cannot be empty.',
      ],
    ])('given %s, answers 400 naming it', async (_label, form, message) => {
      const res = await token(form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: message });
    });
  });

  describe('grant_type=client_credentials with client_id and client_secret', () => {
    it('signs in like the Basic header', async () => {
      const body = ok(await clientBody('moderator@demo.test', DEMO_PASSWORD));
      expect((await userinfo(body.access_token)).statusCode).toBe(200);
      const wrong = await clientBody('moderator@demo.test', 'wrong');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ Message: MESSAGES.invalidCredentials });
    });

    it('given the Basic header and body credentials at once, answers 400 and counts nothing', async () => {
      const account = 'moderator@demo.test';
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) {
        expect((await clientBody(account, `wrong-${i}`)).statusCode).toBe(401);
      }
      const both = await token(
        { grant_type: 'client_credentials', client_id: account, client_secret: 'wrong', scope: CUSTOMER },
        { authorization: basic(account, DEMO_PASSWORD) },
      );
      expect(both.statusCode).toBe(400);
      expect(both.json()).toEqual({ Message: MESSAGES.credentialsTwice });
      ok(await clientBody(account, DEMO_PASSWORD));
    });

    it('given only one of client_id and client_secret, answers 400', async () => {
      const halves: Record<string, string>[] = [
        { grant_type: 'client_credentials', client_id: 'moderator@demo.test', scope: CUSTOMER },
        { grant_type: 'client_credentials', client_secret: DEMO_PASSWORD, scope: CUSTOMER },
      ];
      for (const form of halves) {
        const res = await token(form);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ Message: MESSAGES.clientPair });
      }
      // Neither, and no header: the portal's sign-in without its header.
      const none = await token({ grant_type: 'client_credentials', scope: CUSTOMER });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ Message: MESSAGES.badBasic });
    });
  });

  describe('grant_type=refresh_token', () => {
    it('rotates like POST /api2/token/refresh, and the two refresh each other’s tokens', async () => {
      const first = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      const second = ok(await refreshGrant(first.refresh_token));
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(decodeJwt(second.access_token).sid).toBe(decodeJwt(first.access_token).sid);
      expect((await userinfo(second.access_token)).statusCode).toBe(200);
      const third = ok(await refreshHeader(second.refresh_token));
      ok(await refreshGrant(third.refresh_token));
    });

    it('keeps the scope and the organisation of the refreshed token', async () => {
      const ids = await t.organisationIds();
      const partner = ok(await password('tech@demo.test', DEMO_PASSWORD, PARTNER));
      const refreshed = ok(await refreshGrant(partner.refresh_token));
      expect(decodeJwt(refreshed.access_token).scope).toBe(PARTNER);
      const customer = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      const switched = await t.request({
        method: 'POST',
        url: `/api2/Token/impersonate?customerId=${ids.bergen}`,
        token: customer.access_token,
      });
      const again = ok(await refreshGrant(switched.json<Token>().refresh_token));
      expect(decodeJwt(again.access_token).customer_id).toBe(ids.bergen);
    });

    it('given a reused refresh token, answers 401 and revokes the whole family', async () => {
      const first = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      const second = ok(await refreshGrant(first.refresh_token));
      const reuse = await refreshGrant(first.refresh_token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ Message: TOKEN_MESSAGES.reusedRefresh });
      // The pair issued from the reused token is dead too, by either way of refreshing.
      expect((await refreshGrant(second.refresh_token)).statusCode).toBe(401);
      expect((await refreshHeader(second.refresh_token)).statusCode).toBe(401);
      expect((await userinfo(second.access_token)).statusCode).toBe(401);
      // Another sign-in goes on.
      const other = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      ok(await refreshGrant(other.refresh_token));
    });

    it('ends after 14 days without a refresh and 30 days after the sign-in', async () => {
      const idle = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      let kept = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      at(13);
      kept = ok(await refreshGrant(kept.refresh_token));
      at(14);
      const ended = await refreshGrant(idle.refresh_token);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().Message).toBe(SESSION_MESSAGES.idle(t.app.tokens.policy));
      at(26);
      kept = ok(await refreshGrant(kept.refresh_token));
      at(30);
      const over = await refreshGrant(kept.refresh_token);
      expect(over.statusCode).toBe(401);
      expect(over.json().Message).toBe('The session has ended 30 days after sign-in; please sign in again');
    });

    it('given an unknown token or an access token, answers 401', async () => {
      const signedIn = ok(await password('user@demo.test', DEMO_PASSWORD));
      for (const presented of ['not-a-refresh-token', signedIn.access_token.slice(0, 200)]) {
        const res = await refreshGrant(presented);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ Message: TOKEN_MESSAGES.invalidRefresh });
      }
    });

    it('given an Authorization header or no refresh_token, answers 400 and leaves the token unused', async () => {
      const signedIn = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      for (const authorization of [`Bearer ${signedIn.refresh_token}`, `Bearer ${signedIn.access_token}`]) {
        const res = await refreshGrant(signedIn.refresh_token, authorization);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ Message: MESSAGES.headerWithBodyGrant('refresh_token') });
      }
      const missing = await token({ grant_type: 'refresh_token' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ Message: 'Refresh token is required.' });
      const tooLong = await refreshGrant('x'.repeat(201));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ Message: 'Refresh token can be at most 200 characters.' });
      // Not rotated: the token still refreshes once, and its session is untouched.
      ok(await refreshGrant(signedIn.refresh_token));
    });
  });

  describe('an unknown or missing grant_type', () => {
    it.each([
      [
        { grant_type: 'authorization_code', code: 'abc' },
        'Grant type must be one of: client_credentials, password, refresh_token.',
      ],
      [
        { grant_type: 'PASSWORD', username: 'a@b.test', password: 'x', scope: CUSTOMER },
        'Grant type must be one of: client_credentials, password, refresh_token.',
      ],
      [{ username: 'a@b.test', password: 'x', scope: CUSTOMER }, 'Grant type is required.'],
    ])('answers 400 with a Message (%o) and counts nothing', async (form, message) => {
      const account = 'moderator@demo.test';
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) {
        expect((await password(account, `wrong-${i}`)).statusCode).toBe(401);
      }
      const res = await token({ ...form, username: account, password: 'wrong' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: message });
      ok(await password(account, DEMO_PASSWORD));
    });
  });

  describe('POST /api2/token/revoke with a form body', () => {
    it('ends the session of the body’s token: its refresh and access tokens stop, others go on', async () => {
      const signedIn = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      const other = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      const res = await revokeForm({ token: signedIn.refresh_token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Success: true });
      const refused = await refreshGrant(signedIn.refresh_token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ Message: TOKEN_MESSAGES.revokedRefresh });
      expect((await userinfo(signedIn.access_token)).statusCode).toBe(401);
      expect((await userinfo(other.access_token)).statusCode).toBe(200);
      ok(await refreshGrant(other.refresh_token));
    });

    it('ignores the Authorization header when the body names the token', async () => {
      const signedIn = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      const other = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      // A client sending its (or another session's) token in the header still ends the body's session.
      const res = await revokeForm({ token: signedIn.refresh_token }, `Bearer ${other.refresh_token}`);
      expect(res.json()).toEqual({ Success: true });
      expect((await refreshGrant(signedIn.refresh_token)).statusCode).toBe(401);
      ok(await refreshGrant(other.refresh_token));
    });

    it('answers Success for an unknown or already revoked token (idempotent)', async () => {
      const signedIn = ok(await password('user@demo.test', DEMO_PASSWORD));
      for (const presented of ['unknown', signedIn.refresh_token, signedIn.refresh_token]) {
        const res = await revokeForm({ token: presented });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ Success: true });
      }
    });

    it('given a form without token or a too long one, answers 400 and ends nothing', async () => {
      const signedIn = ok(await password('moderator@demo.test', DEMO_PASSWORD));
      const missing = await revokeForm({ refresh_token: signedIn.refresh_token });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ Message: 'Token is required.' });
      const tooLong = await revokeForm({ token: 'x'.repeat(201) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ Message: 'Token can be at most 200 characters.' });
      ok(await refreshGrant(signedIn.refresh_token));
    });
  });
});
