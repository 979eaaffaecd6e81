import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../../auth/password.js';
import { describeWait } from '../../auth/throttle.js';
import { operation } from '../../contract/routes.js';
import { badRequest, tooManyRequests } from '../../http/errors.js';
import { findUserByEmail, getProvider, type UserRow } from '../auth/queries.js';
import { CODE_LIFETIME_MS, checkCode, issueCode, useCodeAndSetPassword } from './codes.js';
import { passwordProblem } from './password-rules.js';
import { hitRateLimit, type RateLimit, secondsUntilNextWindow } from './rate-limit.js';

export const ACCOUNT_MESSAGES = {
  invalidCode: 'Invalid code: it is wrong, has expired or was already used. Request a new code.',
  tooManyRequests: (seconds: number) =>
    `Too many password recovery requests for this e-mail address. Try again in ${describeWait(seconds)}.`,
  tooManyFromClient: (seconds: number) =>
    `Too many password recovery requests from this device or network. Try again in ${describeWait(seconds)}.`,
} as const;

/**
 * At most 5 RecoverPassword requests per e-mail address and hour (counted whether or not the account
 * exists); the figure is `app.limits.recoveriesPerEmail` (RECOVERIES_PER_EMAIL).
 */
export const RECOVER_RATE_LIMIT: RateLimit = {
  bucket: 'recover-password',
  limit: 5,
  windowMs: 60 * 60 * 1000,
};

/**
 * At most 20 RecoverPassword requests per client address and hour, whatever the addresses: one
 * client cannot mail codes to (or probe) a list of addresses; the figure is
 * `app.limits.recoveriesPerAddress` (RECOVERIES_PER_ADDRESS). The client address is the socket's,
 * or X-Forwarded-For's behind a trusted proxy (TRUST_PROXY).
 */
export const RECOVER_CLIENT_RATE_LIMIT: RateLimit = {
  bucket: 'recover-password-client',
  limit: 20,
  windowMs: 60 * 60 * 1000,
};

/** Accounts of the partner code login (see routes/auth/code-login.ts) never get codes. */
const isRecoverable = (user: UserRow | undefined): user is UserRow =>
  user !== undefined && user.active && !user.email.toLowerCase().endsWith('.invalid');

export interface AccountsOptions {
  /** The clock (tests); default the system time. */
  now?: () => Date;
}

/**
 * The part of RecoverPassword that depends on whether the account exists: look it up, issue a
 * code, mail it. It runs after the answer, so neither the answer nor its time tells anything.
 */
async function sendRecoveryCode(
  app: FastifyInstance,
  email: string,
  at: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!isRecoverable(user)) return;
  const code = await issueCode(app.db, user.id, at);
  const provider = await getProvider(app.db);
  const minutes = CODE_LIFETIME_MS / 60000;
  const from = provider.CompanyName || 'the equipment-service portal';
  const message = {
    to: user.email,
    subject: 'Your one-time code',
    text: [
      `Hello ${user.name},`,
      '',
      `your one-time code for ${from} is ${code}.`,
      `It is valid for ${minutes} minutes and can be used once. If you did not ask to change your`,
      'password, ignore this e-mail: your password stays as it is.',
      '',
      `Din engangskode for ${from} er ${code}. Koden gjelder i ${minutes} minutter og kan brukes én gang.`,
      'Har du ikke bedt om å endre passordet, kan du se bort fra denne e-posten.',
    ].join('\n'),
    logSummary: `one-time code for ${user.email}: ${code}`,
  };
  try {
    await app.mailer.send(message);
  } catch (error) {
    // The log names the failure, never the code or the message.
    const { name, code: errorCode } = error as { name?: string; code?: string };
    log.error(
      { userId: user.id, error: { name, code: errorCode } },
      'the one-time code e-mail could not be sent',
    );
  }
}

/**
 * Password recovery (spec §4, contract decision 13): RecoverPassword mails a one-time code,
 * ValidateOtp checks it, ChangePassword uses it up, sets the new password and ends every session.
 */
export const accountsRoutes: FastifyPluginAsync<AccountsOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  /** Counts a request against `rule`; over the limit, 429 with Retry-After. */
  const quota = async (rule: RateLimit, key: string, message: (seconds: number) => string, at: Date) => {
    if (await hitRateLimit(app.db, rule, key, at)) return;
    const wait = secondsUntilNextWindow(rule, at);
    throw tooManyRequests(message(wait), wait);
  };

  operation(app, 'post', '/api2/Accounts/RecoverPassword', {}, async (request, reply) => {
    const email = request.body.username.trim().toLowerCase();
    const at = now();
    // Before the answer only the quotas, the same two writes for every address (no account
    // probing, contract decision 29); the client's first, so a client over its quota cannot spend
    // the quota of an address.
    const perAddress = { ...RECOVER_CLIENT_RATE_LIMIT, limit: app.limits.recoveriesPerAddress };
    const perEmail = { ...RECOVER_RATE_LIMIT, limit: app.limits.recoveriesPerEmail };
    await quota(perAddress, request.ip, ACCOUNT_MESSAGES.tooManyFromClient, at);
    await quota(perEmail, email, ACCOUNT_MESSAGES.tooManyRequests, at);
    app.background.run('password recovery', () => sendRecoveryCode(app, email, at, request.log), reply.raw);
    return { Success: true };
  });

  operation(app, 'get', '/api2/Accounts/ValidateOtp', {}, async (request) => {
    const user = await findUserByEmail(app.db, request.query.email);
    if (!isRecoverable(user)) return { Success: false };
    const row = await checkCode(app.db, user.id, request.query.code, now());
    return { Success: row !== undefined };
  });

  operation(app, 'post', '/api2/Accounts/ChangePassword', {}, async (request) => {
    const { Email, Code, Password } = request.body;
    const weak = await passwordProblem(Password);
    if (weak) throw badRequest(weak);
    const user = await findUserByEmail(app.db, Email);
    if (!isRecoverable(user)) throw badRequest(ACCOUNT_MESSAGES.invalidCode);
    const row = await checkCode(app.db, user.id, Code, now());
    if (!row) throw badRequest(ACCOUNT_MESSAGES.invalidCode);
    const passwordHash = await app.expensive.passwordHashing.run(() => hashPassword(Password));
    const at = now();
    const changed = await useCodeAndSetPassword(app.db, row, passwordHash, at, async (tx) => {
      // A new password ends every session of the account: refresh tokens at once, access tokens
      // on their next call (within the session check's cache TTL on other instances).
      await app.tokens.revokeUserSessionsIn(tx, user.id);
    });
    if (!changed) throw badRequest(ACCOUNT_MESSAGES.invalidCode);
    app.tokens.forgetUser(user.id);
    request.log.info({ userId: user.id }, 'password changed with a one-time code');
    return { Success: true };
  });
};
