/**
 * Partner code login (the /c/{code} link): GET /api2/partner/authentication?code= answers a token
 * pair limited to the job with this short code (case-insensitive).
 *
 * The token belongs to the job's code-login account: a partner account made on the first code
 * login of the job (`job-<id>@code-login.invalid`, named "Code login <code>", a member of the
 * job's partner company, no usable password, never sent one-time codes). Its tokens carry the
 * `job` claim, and its refresh tokens keep the limit (refresh_tokens.job_id), so the partner area
 * (routes/partner/access.ts) lets them reach that one job only. Work done through it (order lines,
 * counters, attachments) is recorded under that account.
 *
 * Failed logins are limited per client address (20 per 10 minutes, in the database), so codes
 * cannot be guessed quickly.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { PARTNER_SCOPE } from '../../auth/scopes.js';
import { operation } from '../../contract/routes.js';
import type { Db } from '../../db/client.js';
import { jobs, rateLimits, users } from '../../db/schema.js';
import { ApiError, notFound } from '../../http/errors.js';
import { hitRateLimit, type RateLimit } from '../accounts/rate-limit.js';
import { sha256 } from '../../auth/tokens.js';

export const CODE_LOGIN_MESSAGES = {
  unknownCode: 'This job code is not valid. Check the link, or sign in to the partner portal.',
  tooManyTries: 'Too many invalid job codes from this address. Try again in 10 minutes.',
} as const;

export const CODE_LOGIN_RATE_LIMIT: RateLimit = { bucket: 'code-login', limit: 20, windowMs: 10 * 60 * 1000 };

/** The e-mail domain of code-login accounts (`.invalid`: RFC 2606, never deliverable). */
export const CODE_LOGIN_DOMAIN = 'code-login.invalid';

export const codeLoginEmail = (jobId: number) => `job-${jobId}@${CODE_LOGIN_DOMAIN}`;

/** The job's code-login account, made on first use; kept in the job's partner company. */
export async function codeLoginUser(
  db: Db,
  job: { id: number; code: string | null; partnerCompanyId: number | null },
): Promise<number> {
  const email = codeLoginEmail(job.id);
  const values = {
    name: `Code login ${job.code ?? job.id}`,
    email,
    // Not a scrypt hash: no password ever matches it.
    passwordHash: `code-login$${randomBytes(16).toString('base64')}`,
    kind: 'partner' as const,
    partnerCompanyId: job.partnerCompanyId,
    active: true,
  };
  await db.insert(users).values(values).onConflictDoNothing();
  const [row] = await db
    .update(users)
    .set({ partnerCompanyId: job.partnerCompanyId, active: true })
    .where(eq(sql`lower(${users.email})`, email))
    .returning({ id: users.id });
  if (!row) throw new Error(`the code-login account of job ${job.id} is missing`);
  return row.id;
}

/** Whether the client is blocked (too many failed codes in the current window), without counting. */
async function isBlocked(db: Db, key: string, now: Date): Promise<boolean> {
  const rule = CODE_LOGIN_RATE_LIMIT;
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, rule.bucket),
        eq(rateLimits.keyHash, sha256(key)),
        eq(rateLimits.windowStart, windowStart),
      ),
    );
  return (row?.hits ?? 0) >= rule.limit;
}

export interface CodeLoginOptions {
  now?: () => Date;
}

export const codeLoginRoutes: FastifyPluginAsync<CodeLoginOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  operation(app, 'get', '/api2/partner/authentication', {}, async (request) => {
    const client = request.ip;
    if (await isBlocked(app.db, client, now())) throw new ApiError(429, CODE_LOGIN_MESSAGES.tooManyTries);
    const code = request.query.code.trim().toUpperCase();
    const [job] =
      code.length === 0 || code.length > 64
        ? []
        : await app.db
            .select({ id: jobs.id, code: jobs.code, partnerCompanyId: jobs.partnerCompanyId })
            .from(jobs)
            .where(and(eq(sql`upper(${jobs.code})`, code), isNull(jobs.parentJobId)));
    // A job without a partner company has nobody to give a code to.
    if (!job || job.partnerCompanyId === null) {
      const within = await hitRateLimit(app.db, CODE_LOGIN_RATE_LIMIT, client, now());
      throw within
        ? notFound(CODE_LOGIN_MESSAGES.unknownCode)
        : new ApiError(429, CODE_LOGIN_MESSAGES.tooManyTries);
    }
    const userId = await codeLoginUser(app.db, job);
    return app.tokens.issueTokenPair({ userId, scope: PARTNER_SCOPE, customerId: null, jobId: job.id });
  });
};
