import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { components } from '@eqp/contract';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.js';
import { CUSTOMER_SCOPE, PARTNER_SCOPE, type Principal } from '../../auth/scopes.js';
import { operation } from '../../contract/routes.js';
import { describeWait } from '../../auth/throttle.js';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../http/errors.js';
import { currentCustomerId, principalOf } from './principal.js';
import {
  findUserByEmail,
  findUserById,
  getPartnerCompany,
  getProvider,
  mayActFor,
  organisationsOf,
  type UserRow,
  userCustomer,
} from './queries.js';

type UserInfo = components['schemas']['UserInfo'];

export const MESSAGES = {
  badBasic: 'The Authorization header must be "Basic base64(username:password)"',
  invalidCredentials: 'Invalid username or password',
  deactivated: 'This account is deactivated',
  notCustomer: 'This account cannot sign in to the customer portal',
  notPartner: 'This account cannot sign in to the partner portal',
  missingRefresh: 'Missing refresh token (Authorization: Bearer ...)',
  noSuchOrganisation: 'You cannot switch to this organisation',
  noUser: 'The account no longer exists or is deactivated',
  tooManyFailures: (seconds: number) => `Too many failed sign-ins. Try again in ${describeWait(seconds)}.`,
} as const;

/** `Basic base64(username:password)` -> credentials; the password may contain colons. */
export function parseBasicAuthorization(
  header: string | undefined,
): { username: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  const username = decoded.slice(0, colon);
  // An e-mail address has no control character (and PostgreSQL cannot compare text with NUL).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(username)) return undefined;
  return { username, password: decoded.slice(colon + 1) };
}

/** The user behind a token, still active (tokens outlive deactivation by at most 15 minutes). */
async function activeUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const user = await findUserById(app.db, principalOf(request).userId);
  if (!user || !user.active) throw unauthorized(MESSAGES.noUser);
  return user;
}

/** Sign-in, refresh, organisation switch and user info (spec §7 "Authentication and session"). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'post', '/api2/token', {}, async (request) => {
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (!credentials) throw badRequest(MESSAGES.badBasic);
    // Budgets per account name (known or not, so a refusal tells nothing) and per client address;
    // a refused attempt is not checked at all.
    const { loginAccount, loginClient } = app.throttleLimits;
    const account = credentials.username.trim().toLowerCase();
    const wait = await app.throttle.longestWait([
      [loginAccount, account],
      [loginClient, request.ip],
    ]);
    if (wait > 0) throw tooManyRequests(MESSAGES.tooManyFailures(wait), wait);
    const user = await findUserByEmail(app.db, credentials.username);
    // An unknown user costs one scrypt too, so timing does not tell which e-mails exist. The hash
    // waits for a turn of the instance's hashing budget (503 when its queue is full, http/expensive.ts).
    const storedHash = user?.passwordHash ?? (await dummyPasswordHash());
    const passwordOk = await app.expensive.passwordHashing.run(() =>
      verifyPassword(credentials.password, storedHash),
    );
    if (!user || !passwordOk) {
      await Promise.all([
        app.throttle.fail(loginAccount, account),
        app.throttle.fail(loginClient, request.ip),
      ]);
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    await app.throttle.reset(loginAccount, account);
    if (!user.active) throw unauthorized(MESSAGES.deactivated);
    const scope = request.body.scope;
    // The right password for an account of the other portal: 403, so the sign-in card can say so
    // rather than "Invalid password".
    if (scope === CUSTOMER_SCOPE && user.kind !== 'customer') throw forbidden(MESSAGES.notCustomer);
    if (scope === PARTNER_SCOPE && user.kind !== 'partner') throw forbidden(MESSAGES.notPartner);
    const principal: Principal = {
      userId: user.id,
      scope,
      customerId: scope === CUSTOMER_SCOPE ? user.customerId : null,
    };
    return app.tokens.issueTokenPair(principal);
  });

  operation(app, 'post', '/api2/token/refresh', {}, async (request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw unauthorized(MESSAGES.missingRefresh);
    return app.tokens.rotateRefreshToken(match[1]!, async (principal) => {
      const user = await findUserById(app.db, principal.userId);
      if (!user || !user.active) throw unauthorized(MESSAGES.noUser);
      if (principal.customerId !== null && !(await mayActFor(app.db, user, principal.customerId))) {
        throw unauthorized(MESSAGES.noSuchOrganisation);
      }
    });
  });

  operation(app, 'post', '/api2/Token/impersonate', { auth: 'customer' }, async (request) => {
    const user = await activeUser(app, request);
    const customerId = request.query.customerId;
    if (!(await mayActFor(app.db, user, customerId))) throw forbidden(MESSAGES.noSuchOrganisation);
    // The switch continues the sign-in session (its start, so its 30-day end, stays the same).
    const { sessionId } = principalOf(request);
    return app.tokens.issueTokenPair({ userId: user.id, scope: CUSTOMER_SCOPE, customerId, sessionId });
  });

  operation(app, 'get', '/api2/customer/userinfo', {}, async (request) => {
    const user = await activeUser(app, request);
    const current = await userCustomer(app.db, currentCustomerId(request));
    if (!current) throw unauthorized(MESSAGES.noUser);
    const organisations = await organisationsOf(app.db, user);
    const info: UserInfo = {
      Name: user.name,
      Email: user.email,
      UserTypeId: user.userTypeId ?? 6,
      Customer: current.customer,
      // Only when there is a choice: the directory switcher lists them all.
      ImpersonationOptions: organisations.length > 1 ? organisations : [],
      Provider: await getProvider(app.db),
      ShowPrices: current.showPrices,
      Currency: current.currency,
      PartnerCompany: null,
    };
    return info;
  });

  operation(app, 'get', '/api2/partner/userinfo', {}, async (request) => {
    const user = await activeUser(app, request);
    const info: UserInfo = {
      Name: user.name,
      Email: user.email,
      UserTypeId: null,
      Customer: null,
      ImpersonationOptions: [],
      Provider: await getProvider(app.db),
      ShowPrices: false,
      Currency: null,
      PartnerCompany:
        user.partnerCompanyId === null
          ? null
          : ((await getPartnerCompany(app.db, user.partnerCompanyId)) ?? null),
    };
    return info;
  });
};
