/**
 * Sessions that end (contract decision 27): sign-out, the absolute and idle lifetimes, a reused
 * refresh token, an organisation switch that keeps the session, and the access tokens of an ended
 * session stopping on the next call, on this instance at once and on another one within the
 * session check's cache TTL.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_CHECK_CACHE_MS, SESSION_MESSAGES } from '../../auth/sessions.js';
import { sha256 } from '../../auth/tokens.js';
import { refreshTokens, sessions } from '../../db/schema.js';
import { createTestContext, type TestContext, type Token } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-02T09:00:00Z');

describe.each(testDatabases())('sessions ($name)', (kind) => {
  let t: TestContext;
  let clock = START;
  let ids: Record<'nordic' | 'bergen' | 'fjord', number>;

  beforeAll(async () => {
    t = await createTestContext(kind, { now: () => clock });
    ids = await t.organisationIds();
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    clock = START;
  });

  const at = (days: number, ms = 0) => {
    clock = new Date(START.getTime() + days * DAY + ms);
  };
  const refresh = (token: string) =>
    t.request({ method: 'POST', url: '/api2/token/refresh', headers: { authorization: `Bearer ${token}` } });
  const revoke = (authorization?: string) =>
    t.request({
      method: 'POST',
      url: '/api2/token/revoke',
      headers: authorization === undefined ? {} : { authorization },
    });
  const userinfo = (token: string) => t.request({ url: '/api2/customer/userinfo', token });
  const sessionOf = (token: Token) => decodeJwt(token.access_token).sid as string;
  const sessionRow = async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0];
  const refreshRow = async (token: string) =>
    (
      await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
    )[0];

  describe('sign-in', () => {
    it('starts a session: the access token names it (sid) and the refresh token belongs to its family', async () => {
      const token = await t.login('moderator@demo.test');
      const sid = sessionOf(token);
      const row = await sessionRow(sid);
      expect(row).toMatchObject({ startedAt: START, lastRefreshedAt: START, revokedAt: null });
      expect((await refreshRow(token.refresh_token))!.familyId).toBe(sid);
      // Each sign-in is a session of its own.
      expect(sessionOf(await t.login('moderator@demo.test'))).not.toBe(sid);
    });

    it('the refresh token lives 14 days (idle), never past 30 days after sign-in (absolute)', async () => {
      const token = await t.login('moderator@demo.test');
      expect((await refreshRow(token.refresh_token))!.expiresAt).toEqual(
        new Date(START.getTime() + 14 * DAY),
      );
      at(10);
      const second = (await refresh(token.refresh_token)).json<Token>();
      expect((await refreshRow(second.refresh_token))!.expiresAt).toEqual(
        new Date(START.getTime() + 24 * DAY),
      );
      at(20);
      const third = (await refresh(second.refresh_token)).json<Token>();
      expect((await refreshRow(third.refresh_token))!.expiresAt).toEqual(
        new Date(START.getTime() + 30 * DAY),
      );
      expect(await sessionRow(sessionOf(third))).toMatchObject({ startedAt: START, lastRefreshedAt: clock });
    });
  });

  describe('POST /api2/token/revoke', () => {
    it('ends the session: its refresh tokens and its access token stop; other sessions go on', async () => {
      const first = await t.login('moderator@demo.test');
      const second = (await refresh(first.refresh_token)).json<Token>();
      const other = await t.login('moderator@demo.test');
      expect((await userinfo(second.access_token)).statusCode).toBe(200);

      const res = await revoke(`Bearer ${second.refresh_token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Success: true });

      const refused = await refresh(second.refresh_token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().Message).toMatch(/revoked/);
      // The access tokens of the session, the older one too, stop on the next call.
      for (const access of [first.access_token, second.access_token]) {
        const call = await userinfo(access);
        expect(call.statusCode).toBe(401);
        expect(call.json()).toEqual({ Message: SESSION_MESSAGES.revoked });
      }
      expect((await sessionRow(sessionOf(first)))!.revokedAt).toEqual(START);
      // Another sign-in of the same user is another session.
      expect((await userinfo(other.access_token)).statusCode).toBe(200);
      expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    });

    it('answers Success again for a revoked, used, unknown or malformed token (idempotent)', async () => {
      const token = await t.login('user@demo.test');
      const next = (await refresh(token.refresh_token)).json<Token>();
      // The used token still names its session.
      expect((await revoke(`Bearer ${token.refresh_token}`)).json()).toEqual({ Success: true });
      expect((await refresh(next.refresh_token)).statusCode).toBe(401);
      for (const value of [next.refresh_token, token.refresh_token, 'unknown-token', token.access_token]) {
        const res = await revoke(`Bearer ${value}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ Success: true });
      }
    });

    it('without a bearer token answers 401 with a Message', async () => {
      for (const header of [undefined, 'Basic abc', 'Bearer']) {
        const res = await revoke(header);
        expect(res.statusCode).toBe(401);
        expect(res.json().Message).toMatch(/refresh token/);
      }
    });
  });

  describe('lifetimes', () => {
    it('ends 30 days after sign-in however often it is refreshed', async () => {
      let token = await t.login('moderator@demo.test');
      for (const [day, ms] of [
        [10, 0],
        [20, 0],
        [30, -10 * 60_000],
      ] as const) {
        at(day, ms);
        const res = await refresh(token.refresh_token);
        expect(res.statusCode, `day ${day}`).toBe(200);
        token = res.json();
      }
      // The last access token runs out with the session at day 30, not 15 minutes after it was issued.
      at(30, -60_000);
      expect((await userinfo(token.access_token)).statusCode).toBe(200);
      at(30);
      const access = await userinfo(token.access_token);
      expect(access.statusCode).toBe(401);
      expect(access.json()).toEqual({ Message: SESSION_MESSAGES.absolute(t.app.tokens.policy) });
      const res = await refresh(token.refresh_token);
      expect(res.statusCode).toBe(401);
      expect(res.json().Message).toBe('The session has ended 30 days after sign-in; please sign in again');
    });

    it('ends after 14 days without a refresh', async () => {
      const token = await t.login('moderator@demo.test');
      const idle = await t.login('moderator@demo.test');
      at(13);
      const kept = await refresh(token.refresh_token);
      expect(kept.statusCode).toBe(200);
      at(14);
      const res = await refresh(idle.refresh_token);
      expect(res.statusCode).toBe(401);
      expect(res.json().Message).toBe(
        'The session has ended after 14 days without use; please sign in again',
      );
      // 14 days after its last refresh, less a millisecond, the other session goes on.
      at(13 + 14, -1);
      expect((await refresh(kept.json<Token>().refresh_token)).statusCode).toBe(200);
    });

    it('a session started before the change (migrated, no refresh since) ends by the same rules', async () => {
      const token = await t.login('user@demo.test');
      // As migration 0003 made it: started with the family's first token.
      await t.db
        .update(sessions)
        .set({ startedAt: new Date(START.getTime() - 29 * DAY), lastRefreshedAt: START })
        .where(eq(sessions.id, sessionOf(token)));
      at(1);
      expect((await refresh(token.refresh_token)).statusCode).toBe(401);
    });
  });

  describe('a reused refresh token', () => {
    it('revokes the session: the new refresh token and the access tokens stop too', async () => {
      const first = await t.login('moderator@demo.test');
      const second = (await refresh(first.refresh_token)).json<Token>();
      const reuse = await refresh(first.refresh_token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().Message).toMatch(/already used/);
      expect((await sessionRow(sessionOf(first)))!.revokedAt).not.toBeNull();
      expect((await refresh(second.refresh_token)).statusCode).toBe(401);
      expect((await userinfo(second.access_token)).statusCode).toBe(401);
    });

    it('two concurrent refreshes with one token: one wins, the other revokes the session', async () => {
      const token = await t.login('moderator@demo.test');
      const results = await Promise.all([refresh(token.refresh_token), refresh(token.refresh_token)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      expect((await sessionRow(sessionOf(token)))!.revokedAt).not.toBeNull();
    });
  });

  describe('organisation switch', () => {
    it('keeps the session: the same sid and start, so the switch does not extend the 30 days', async () => {
      const token = await t.login('moderator@demo.test');
      at(10);
      const first = (await refresh(token.refresh_token)).json<Token>();
      at(20);
      const refreshed = (await refresh(first.refresh_token)).json<Token>();
      const res = await t.request({
        method: 'POST',
        url: `/api2/Token/impersonate?customerId=${ids.bergen}`,
        token: refreshed.access_token,
      });
      expect(res.statusCode).toBe(200);
      const switched = res.json<Token>();
      expect(sessionOf(switched)).toBe(sessionOf(token));
      expect((await refreshRow(switched.refresh_token))!.familyId).toBe(sessionOf(token));
      expect((await refreshRow(switched.refresh_token))!.expiresAt).toEqual(
        new Date(START.getTime() + 30 * DAY),
      );
      at(29);
      const later = await refresh(switched.refresh_token);
      expect(later.statusCode).toBe(200);
      expect(decodeJwt(later.json<Token>().access_token).customer_id).toBe(ids.bergen);
      at(30);
      expect((await refresh(later.json<Token>().refresh_token)).statusCode).toBe(401);
    });

    it('signing out after a switch ends both organisations’ tokens', async () => {
      const token = await t.login('moderator@demo.test');
      const switched = (
        await t.request({
          method: 'POST',
          url: `/api2/Token/impersonate?customerId=${ids.bergen}`,
          token: token.access_token,
        })
      ).json<Token>();
      expect((await revoke(`Bearer ${switched.refresh_token}`)).statusCode).toBe(200);
      expect((await userinfo(token.access_token)).statusCode).toBe(401);
      expect((await userinfo(switched.access_token)).statusCode).toBe(401);
      expect((await refresh(token.refresh_token)).statusCode).toBe(401);
    });
  });

  it('an instance trusts what it read about a session for the cache TTL (5 s), then reads again', async () => {
    expect(SESSION_CHECK_CACHE_MS).toBe(5000);
    const token = await t.login('moderator@demo.test');
    expect((await userinfo(token.access_token)).statusCode).toBe(200);
    // Revoked straight in the database, as another instance would: this instance sees it once
    // its cached row is older than the TTL.
    await t.db
      .update(sessions)
      .set({ revokedAt: clock })
      .where(eq(sessions.id, sessionOf(token)));
    expect((await userinfo(token.access_token)).statusCode).toBe(200);
    at(0, SESSION_CHECK_CACHE_MS - 1);
    expect((await userinfo(token.access_token)).statusCode).toBe(200);
    at(0, SESSION_CHECK_CACHE_MS);
    expect((await userinfo(token.access_token)).statusCode).toBe(401);
  });
});
