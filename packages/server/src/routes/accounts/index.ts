import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../../auth/password.js';
import { operation } from '../../contract/routes.js';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema.js';
import { ApiError, badRequest } from '../../http/errors.js';
import { findUserByEmail, getProvider, type UserRow } from '../auth/queries.js';
import { CODE_LIFETIME_MS, checkCode, issueCode, useCodeAndSetPassword } from './codes.js';
import { passwordRulesMessage } from './password-rules.js';
import { hitRateLimit, type RateLimit } from './rate-limit.js';

export const ACCOUNT_MESSAGES = {
  invalidCode: 'Invalid code: it is wrong, has expired or was already used. Request a new code.',
  tooManyRequests: 'Too many password recovery requests for this e-mail address. Try again in an hour.',
} as const;

/** At most 5 RecoverPassword requests per e-mail address and hour (counted whether or not the account exists). */
export const RECOVER_RATE_LIMIT: RateLimit = {
  bucket: 'recover-password',
  limit: 5,
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
 * Password recovery (spec §4, contract decision 13): RecoverPassword mails a one-time code,
 * ValidateOtp checks it, ChangePassword uses it up, sets the new password and ends every session.
 */
export const accountsRoutes: FastifyPluginAsync<AccountsOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  operation(app, 'post', '/api2/Accounts/RecoverPassword', {}, async (request) => {
    const email = request.body.username.trim().toLowerCase();
    if (!(await hitRateLimit(app.db, RECOVER_RATE_LIMIT, email, now()))) {
      throw new ApiError(429, ACCOUNT_MESSAGES.tooManyRequests);
    }
    const user = await findUserByEmail(app.db, email);
    // The same answer whether or not the account exists: no account probing.
    if (!isRecoverable(user)) return { Success: true };
    const code = await issueCode(app.db, user.id, now());
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
      // Answered like any other request (a 500 would tell that the account exists); the log names
      // the failure, never the code.
      const { name, code: errorCode } = error as { name?: string; code?: string };
      request.log.error(
        { userId: user.id, error: { name, code: errorCode } },
        'the one-time code e-mail could not be sent',
      );
    }
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
    const weak = passwordRulesMessage(Password);
    if (weak) throw badRequest(weak);
    const user = await findUserByEmail(app.db, Email);
    if (!isRecoverable(user)) throw badRequest(ACCOUNT_MESSAGES.invalidCode);
    const row = await checkCode(app.db, user.id, Code, now());
    if (!row) throw badRequest(ACCOUNT_MESSAGES.invalidCode);
    const passwordHash = await hashPassword(Password);
    const at = now();
    const changed = await useCodeAndSetPassword(app.db, row, passwordHash, at, async (tx) => {
      // A new password ends every other session: all the user's refresh tokens are revoked.
      await tx
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    });
    if (!changed) throw badRequest(ACCOUNT_MESSAGES.invalidCode);
    request.log.info({ userId: user.id }, 'password changed with a one-time code');
    return { Success: true };
  });
};
