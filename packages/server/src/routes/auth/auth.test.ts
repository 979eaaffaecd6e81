import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_SECONDS, JWT_AUDIENCE, JWT_ISSUER, sha256 } from '../../auth/tokens.js';
import { refreshTokens, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../seed/index.js';
import {
  basic,
  createTestContext,
  FORM,
  TEST_JWT_SECRET,
  type TestContext,
  tokenForm,
} from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { SESSION_MESSAGES } from '../../auth/sessions.js';
import { MESSAGES } from './index.js';

const CUSTOMER = 'ServiceProvider.Customer';
const PARTNER = 'ServiceProvider.Partner';

describe.each(testDatabases())('auth ($name)', (kind) => {
  let t: TestContext;
  let ids: Record<'nordic' | 'bergen' | 'fjord', number>;

  beforeAll(async () => {
    t = await createTestContext(kind);
    ids = await t.organisationIds();
  });
  afterAll(async () => t?.close());

  const signIn = (authorization: string | undefined, payload: string) =>
    t.request({
      method: 'POST',
      url: '/api2/token',
      headers: authorization ? { ...FORM, authorization } : FORM,
      payload,
    });

  describe('POST /api2/token', () => {
    it.each(DEMO_ACCOUNTS)('signs in the demo account $email', async (account) => {
      const res = await signIn(basic(account.email, account.password), tokenForm(account.scope));
      expect(res.statusCode).toBe(200);
      const token = res.json();
      expect(token.token_type).toBe('Bearer');
      expect(token.expires_in).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);
      expect(token.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    });

    it('issues an HS256 JWT with issuer, audience, 15 minutes lifetime, user, scope and organisation', async () => {
      const token = await t.login('moderator@demo.test');
      expect(decodeProtectedHeader(token.access_token).alg).toBe('HS256');
      const claims = decodeJwt(token.access_token);
      expect(claims.iss).toBe(JWT_ISSUER);
      expect(claims.aud).toBe(JWT_AUDIENCE);
      expect(claims.exp! - claims.iat!).toBe(15 * 60);
      expect(claims.scope).toBe(CUSTOMER);
      expect(claims.customer_id).toBe(ids.nordic);
      const [user] = await t.db.select().from(users).where(eq(users.email, 'moderator@demo.test'));
      expect(claims.sub).toBe(String(user!.id));
    });

    it('stores only the hash of the refresh token', async () => {
      const token = await t.login('user@demo.test');
      const [byHash] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token.refresh_token)));
      expect(byHash).toBeDefined();
      const [byValue] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, token.refresh_token));
      expect(byValue).toBeUndefined();
    });

    it('matches the e-mail case-insensitively', async () => {
      const res = await signIn(basic('MODERATOR@Demo.Test', 'Demo1234!'), tokenForm(CUSTOMER));
      expect(res.statusCode).toBe(200);
    });

    it('given a wrong password, answers 401 Invalid username or password', async () => {
      const res = await signIn(basic('moderator@demo.test', 'wrong'), tokenForm(CUSTOMER));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: MESSAGES.invalidCredentials });
    });

    it('given an unknown e-mail, answers the same 401 as a wrong password', async () => {
      const res = await signIn(basic('nobody@demo.test', 'Demo1234!'), tokenForm(CUSTOMER));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: MESSAGES.invalidCredentials });
    });

    it('given a customer account and the partner scope, answers 403', async () => {
      const res = await signIn(basic('moderator@demo.test', 'Demo1234!'), tokenForm(PARTNER));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: MESSAGES.notPartner });
    });

    it('given a partner account and the customer scope, answers 403', async () => {
      const res = await signIn(basic('tech@demo.test', 'Demo1234!'), tokenForm(CUSTOMER));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: MESSAGES.notCustomer });
    });

    it('given a deactivated account, answers 401', async () => {
      const res = await signIn(basic('ida.former@demo.test', 'Demo1234!'), tokenForm(CUSTOMER));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: MESSAGES.deactivated });
    });

    it.each([
      ['no header', undefined],
      ['another scheme', 'Bearer abc'],
      ['no colon', `Basic ${Buffer.from('moderator@demo.test').toString('base64')}`],
      ['not base64', 'Basic %%%'],
      ['an empty user name', basic('', 'Demo1234!')],
    ])('given a malformed Basic header (%s), answers 400', async (_label, header) => {
      const res = await signIn(header, tokenForm(CUSTOMER));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: MESSAGES.badBasic });
    });

    it.each([
      ['grant_type', 'scope=ServiceProvider.Customer', /^Grant type is required\.$/],
      ['scope', 'grant_type=client_credentials', /^Scope is required\.$/],
      ['both', '', /Grant type|request body/],
    ])('given no %s in the form, answers 400 naming it', async (_label, payload, message) => {
      const res = await signIn(basic('moderator@demo.test', 'Demo1234!'), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(message);
    });

    it('given an unknown scope or grant type, answers 400 listing the allowed values', async () => {
      const scope = await signIn(
        basic('moderator@demo.test', 'Demo1234!'),
        tokenForm('ServiceProvider.Admin'),
      );
      expect(scope.statusCode).toBe(400);
      expect(scope.json().Message).toBe(
        'Scope must be one of: ServiceProvider.Customer, ServiceProvider.Partner.',
      );
      // OAuth's unsupported_grant_type, in this API's answer shape.
      const grant = await signIn(
        basic('moderator@demo.test', 'Demo1234!'),
        tokenForm(CUSTOMER, 'authorization_code'),
      );
      expect(grant.statusCode).toBe(400);
      expect(grant.json()).toEqual({
        Message: 'Grant type must be one of: client_credentials, password, refresh_token.',
      });
    });
  });

  describe('POST /api2/token/refresh', () => {
    const refresh = (token?: string) =>
      t.request({
        method: 'POST',
        url: '/api2/token/refresh',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('rotates: a new pair every time, the new access token works', async () => {
      const first = await t.login('moderator@demo.test');
      const res = await refresh(first.refresh_token);
      expect(res.statusCode).toBe(200);
      const second = res.json();
      expect(second.refresh_token).not.toBe(first.refresh_token);
      const info = await t.request({ url: '/api2/customer/userinfo', token: second.access_token });
      expect(info.statusCode).toBe(200);
      const third = await refresh(second.refresh_token);
      expect(third.statusCode).toBe(200);
    });

    it('given a reused refresh token, answers 401 and revokes the whole family', async () => {
      const first = await t.login('moderator@demo.test');
      const second = (await refresh(first.refresh_token)).json();
      const reuse = await refresh(first.refresh_token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().Message).toMatch(/already used/);
      // The token issued from the stolen one is dead too.
      const afterRevoke = await refresh(second.refresh_token);
      expect(afterRevoke.statusCode).toBe(401);
      // Other sign-ins are untouched.
      const other = await t.login('moderator@demo.test');
      expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    });

    it('given no, an unknown or an access token, answers 401', async () => {
      expect((await refresh()).statusCode).toBe(401);
      expect((await refresh('not-a-refresh-token')).statusCode).toBe(401);
      const token = await t.login('user@demo.test');
      expect((await refresh(token.access_token)).statusCode).toBe(401);
    });

    it('given a deactivated user, refuses to refresh', async () => {
      const token = await t.login('moderator@demo.test');
      await t.db.update(users).set({ active: false }).where(eq(users.email, 'moderator@demo.test'));
      try {
        const res = await refresh(token.refresh_token);
        expect(res.statusCode).toBe(401);
      } finally {
        await t.db.update(users).set({ active: true }).where(eq(users.email, 'moderator@demo.test'));
      }
    });

    it('keeps the scope and the organisation of the refreshed token', async () => {
      const partner = await t.login('tech@demo.test');
      const refreshed = (await refresh(partner.refresh_token)).json();
      expect(decodeJwt(refreshed.access_token).scope).toBe(PARTNER);
      expect(decodeJwt(refreshed.access_token).customer_id).toBeUndefined();
    });
  });

  describe('POST /api2/Token/impersonate', () => {
    const impersonate = (token: string, customerId: number | string) =>
      t.request({ method: 'POST', url: `/api2/Token/impersonate?customerId=${customerId}`, token });

    it('switches to an organisation the user may act for; user info and refresh follow it', async () => {
      const token = await t.login('moderator@demo.test');
      const res = await impersonate(token.access_token, ids.bergen);
      expect(res.statusCode).toBe(200);
      const switched = res.json();
      expect(decodeJwt(switched.access_token).customer_id).toBe(ids.bergen);
      const info = (await t.request({ url: '/api2/customer/userinfo', token: switched.access_token })).json();
      expect(info.Customer.Name).toBe('Nordic Foods Bergen AS');
      expect(info.Customer.Parent).toEqual({
        Id: ids.nordic,
        Name: 'Nordic Foods AS',
        OrganisationNumber: '912 345 678',
      });
      const refreshed = await t.request({
        method: 'POST',
        url: '/api2/token/refresh',
        headers: { authorization: `Bearer ${switched.refresh_token}` },
      });
      expect(decodeJwt(refreshed.json().access_token).customer_id).toBe(ids.bergen);
      // and back
      const back = await impersonate(switched.access_token, ids.nordic);
      expect(decodeJwt(back.json().access_token).customer_id).toBe(ids.nordic);
    });

    it('given an organisation the user may not act for, answers 403', async () => {
      const token = await t.login('moderator@demo.test');
      const res = await impersonate(token.access_token, ids.fjord);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: MESSAGES.noSuchOrganisation });
      const user = await t.login('user@demo.test');
      expect((await impersonate(user.access_token, ids.nordic)).statusCode).toBe(403);
      expect((await impersonate(user.access_token, 999999)).statusCode).toBe(403);
    });

    it('given a partner token, answers 403; without a token 401; without customerId 400', async () => {
      const partner = await t.login('tech@demo.test');
      expect((await impersonate(partner.access_token, ids.nordic)).statusCode).toBe(403);
      expect(
        (await t.request({ method: 'POST', url: `/api2/Token/impersonate?customerId=${ids.nordic}` }))
          .statusCode,
      ).toBe(401);
      const token = await t.login('moderator@demo.test');
      const missing = await t.request({
        method: 'POST',
        url: '/api2/Token/impersonate',
        token: token.access_token,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().Message).toBe('Customer ID is required.');
      const bad = await impersonate(token.access_token, 'abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Message).toMatch(/Customer ID/);
    });
  });

  describe('user info', () => {
    it('for the moderator: organisation, two organisations to switch between, prices in NOK, provider', async () => {
      const token = await t.login('moderator@demo.test');
      const res = await t.request({ url: '/api2/customer/userinfo', token: token.access_token });
      expect(res.statusCode).toBe(200);
      const info = res.json();
      expect(info).toMatchObject({
        Name: 'Mona Moderator',
        Email: 'moderator@demo.test',
        UserTypeId: 4,
        ShowPrices: true,
        Currency: 'NOK',
        PartnerCompany: null,
        Provider: {
          CompanyName: 'Demo Service Provider AS',
          Email: 'service@demo.test',
          Telephone: '+47 22 00 00 00',
        },
        Customer: {
          Id: ids.nordic,
          Name: 'Nordic Foods AS',
          OrganisationNumber: '912 345 678',
          Parent: null,
          CustomerGroup: { Name: 'Food industry', Image: 'customer-groups/food-industry.svg' },
          DeliveryAdressStreet: 'Industriveien 12',
          DeliveryAdressZip: '0581',
          DeliveryAdressCity: 'Oslo',
          DeliveryAdressCountry: 'Norway',
        },
      });
      expect(info.ImpersonationOptions.map((o: { Id: number }) => o.Id).sort()).toEqual(
        [ids.nordic, ids.bergen].sort(),
      );
    });

    it('for the plain user: type 6, no prices, nothing to switch to', async () => {
      const token = await t.login('user@demo.test');
      const info = (await t.request({ url: '/api2/customer/userinfo', token: token.access_token })).json();
      expect(info).toMatchObject({ UserTypeId: 6, ShowPrices: false, ImpersonationOptions: [] });
      expect(info.Customer.Name).toBe('Fjord Bakery AS');
      expect(info.Customer.DeliveryAdressStreet).toBeNull();
    });

    it('for a partner: the company with its warehouse; no customer', async () => {
      const token = await t.login('tech@demo.test');
      const res = await t.request({ url: '/api2/partner/userinfo', token: token.access_token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        Name: 'Tore Technician',
        Customer: null,
        UserTypeId: null,
        ImpersonationOptions: [],
        PartnerCompany: { CompanyName: 'Service Partner AS', LookupPartsFromWarehouseId: 1 },
      });
      const other = await t.login('tech2@otherpartner.test');
      const otherInfo = (
        await t.request({ url: '/api2/partner/userinfo', token: other.access_token })
      ).json();
      expect(otherInfo.PartnerCompany).toMatchObject({
        CompanyName: 'Other Partner AS',
        LookupPartsFromWarehouseId: null,
      });
    });

    it('for a partner without a company: PartnerCompany null', async () => {
      const token = await t.login('nocompany@demo.test');
      const info = (await t.request({ url: '/api2/partner/userinfo', token: token.access_token })).json();
      expect(info.PartnerCompany).toBeNull();
    });

    it('given the other scope, answers 403 Unauthorized', async () => {
      const customer = await t.login('moderator@demo.test');
      const partner = await t.login('tech@demo.test');
      const a = await t.request({ url: '/api2/partner/userinfo', token: customer.access_token });
      expect(a.statusCode).toBe(403);
      expect(a.json()).toEqual({ Message: 'Unauthorized' });
      const b = await t.request({ url: '/api2/customer/userinfo', token: partner.access_token });
      expect(b.statusCode).toBe(403);
    });
  });

  describe('access tokens', () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const sign = (
      claims: Record<string, unknown>,
      options: { exp?: number; iss?: string; aud?: string; key?: Uint8Array } = {},
    ) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer(options.iss ?? JWT_ISSUER)
        .setAudience(options.aud ?? JWT_AUDIENCE)
        .setIssuedAt(now - 3600)
        .setExpirationTime(options.exp ?? now + 600)
        .sign(options.key ?? key);
    };
    const userinfo = (token?: string, authorization?: string) =>
      t.request({ url: '/api2/customer/userinfo', token, headers: authorization ? { authorization } : {} });

    /** A token of the moderator's signed here, with the session of a real sign-in unless `sid` is given. */
    const moderatorToken = async (sid?: string | null) => {
      const [user] = await t.db.select().from(users).where(eq(users.email, 'moderator@demo.test'));
      const session = decodeJwt((await t.login('moderator@demo.test')).access_token).sid;
      const claims: Record<string, unknown> = { scope: CUSTOMER, customer_id: ids.nordic };
      if (sid !== null) claims.sid = sid ?? session;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user!.id))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    };

    it('accepts a well-formed token of the right secret and a running session (control)', async () => {
      expect((await userinfo(await moderatorToken())).statusCode).toBe(200);
    });

    it('given a token without a session (signed before sessions existed), answers 401', async () => {
      const res = await userinfo(await moderatorToken(null));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: SESSION_MESSAGES.noSession });
    });

    it('given a token whose session does not exist or is not a uuid, answers 401', async () => {
      expect((await userinfo(await moderatorToken('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(
        401,
      );
      expect((await userinfo(await moderatorToken('not-a-uuid'))).statusCode).toBe(401);
    });

    it('given an expired token, answers 401 so the client refreshes', async () => {
      const token = await sign(
        { scope: CUSTOMER, customer_id: ids.nordic },
        { exp: Math.floor(Date.now() / 1000) - 60 },
      );
      const res = await userinfo(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: 'The access token has expired' });
    });

    it.each([
      ['garbage', 'not.a.jwt'],
      ['no bearer', undefined],
    ])('given %s, answers 401', async (_label, token) => {
      const res = await userinfo(token);
      expect(res.statusCode).toBe(401);
    });

    it('given a token signed with another secret, another issuer or audience, or alg none, answers 401', async () => {
      const claims = { scope: CUSTOMER, customer_id: ids.nordic };
      const forged = await sign(claims, {
        key: new TextEncoder().encode('another-secret-another-secret-another'),
      });
      const issuer = await sign(claims, { iss: 'someone-else' });
      const audience = await sign(claims, { aud: 'other-api' });
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ ...claims, sub: '1', iss: JWT_ISSUER, aud: JWT_AUDIENCE, exp: 9999999999 }),
      ).toString('base64url')}.`;
      for (const token of [forged, issuer, audience, unsigned]) {
        expect((await userinfo(token)).statusCode).toBe(401);
      }
      expect((await userinfo(undefined, 'Basic abc')).statusCode).toBe(401);
    });
  });
});
