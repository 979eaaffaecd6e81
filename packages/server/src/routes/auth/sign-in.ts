/**
 * The work behind POST /api2/token's grants (RFC 6749): a password sign-in, whichever way the user
 * name and password come (Basic header, `client_id`/`client_secret`, `username`/`password`), and a
 * refresh, shared with POST /api2/token/refresh.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components } from '@eqp/contract';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.js';
import { CUSTOMER_SCOPE, PARTNER_SCOPE, type Principal } from '../../auth/scopes.js';
import { describeWait } from '../../auth/throttle.js';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../http/errors.js';
import { findUserByEmail, findUserById, mayActFor } from './queries.js';

type Token = components['schemas']['Token'];
type TokenRequest = components['schemas']['TokenRequest'];
type Scope = components['schemas']['PasswordTokenRequest']['scope'];

export interface Credentials {
  username: string;
  password: string;
}

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
  credentialsTwice:
    'Send the user name and password either in the Authorization header or as client_id and client_secret in the form body, not both',
  clientPair: 'client_id and client_secret come together: send both or neither',
  headerWithBodyGrant: (grant: string) =>
    `With grant_type=${grant} everything is in the form body: send no Authorization header`,
} as const;

/** `Basic base64(username:password)` -> credentials; the password may contain colons. */
export function parseBasicAuthorization(header: string | undefined): Credentials | undefined {
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

/**
 * The user name and password of a sign-in request, from the Basic header or the form body (one of
 * them, never both); 400 when they are missing, malformed or given twice. Nothing is counted yet.
 */
export function credentialsOf(
  body: Exclude<TokenRequest, { grant_type: 'refresh_token' }>,
  authorization: string | undefined,
): Credentials {
  if (body.grant_type === 'password') {
    if (authorization !== undefined) throw badRequest(MESSAGES.headerWithBodyGrant(body.grant_type));
    return { username: body.username, password: body.password };
  }
  const { client_id: clientId, client_secret: clientSecret } = body;
  if (clientId === undefined && clientSecret === undefined) {
    const basic = parseBasicAuthorization(authorization);
    if (!basic) throw badRequest(MESSAGES.badBasic);
    return basic;
  }
  if (authorization !== undefined) throw badRequest(MESSAGES.credentialsTwice);
  if (clientId === undefined || clientSecret === undefined) throw badRequest(MESSAGES.clientPair);
  return { username: clientId, password: clientSecret };
}

/**
 * A password sign-in to the portal of `scope`: the failure budgets per account name and per client
 * address (kept in the database; a refused attempt is not checked at all), one scrypt whether or not
 * the account exists, then the token pair.
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  credentials: Credentials,
  scope: Scope,
): Promise<Token> {
  // Budgets per account name (known or not, so a refusal tells nothing) and per client address.
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
    await Promise.all([app.throttle.fail(loginAccount, account), app.throttle.fail(loginClient, request.ip)]);
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  await app.throttle.reset(loginAccount, account);
  if (!user.active) throw unauthorized(MESSAGES.deactivated);
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
}

/**
 * A new pair for a refresh token (POST /api2/token/refresh and the refresh_token grant): it rotates,
 * a reused one revokes its family, the session's lifetimes apply (auth/tokens.ts), and the user must
 * still be active and still act for the token's organisation.
 */
export async function refreshPair(app: FastifyInstance, refreshToken: string): Promise<Token> {
  return app.tokens.rotateRefreshToken(refreshToken, async (principal) => {
    const user = await findUserById(app.db, principal.userId);
    if (!user || !user.active) throw unauthorized(MESSAGES.noUser);
    if (principal.customerId !== null && !(await mayActFor(app.db, user, principal.customerId))) {
      throw unauthorized(MESSAGES.noSuchOrganisation);
    }
  });
}
