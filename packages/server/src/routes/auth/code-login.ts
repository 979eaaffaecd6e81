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
 * Wrong codes count against the client's job-code budget (auth/job-codes.ts), which the
 * offline-report download shares: a spent budget answers 429 with Retry-After before any look-up.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { assertJobCodeBudget, jobCodeFailed, MAX_JOB_CODE_LENGTH } from '../../auth/job-codes.js';
import { PARTNER_SCOPE } from '../../auth/scopes.js';
import { operation } from '../../contract/routes.js';
import type { Db } from '../../db/client.js';
import { jobs, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

export const CODE_LOGIN_MESSAGES = {
  unknownCode: 'This job code is not valid. Check the link, or sign in to the partner portal.',
} as const;

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

export const codeLoginRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/partner/authentication', {}, async (request) => {
    await assertJobCodeBudget(app, request);
    const code = request.query.code.trim().toUpperCase();
    const [job] =
      code.length === 0 || code.length > MAX_JOB_CODE_LENGTH
        ? []
        : await app.db
            .select({ id: jobs.id, code: jobs.code, partnerCompanyId: jobs.partnerCompanyId })
            .from(jobs)
            .where(and(eq(sql`upper(${jobs.code})`, code), isNull(jobs.parentJobId)));
    // A job without a partner company has nobody to give a code to.
    if (!job || job.partnerCompanyId === null) {
      await jobCodeFailed(app, request);
      throw notFound(CODE_LOGIN_MESSAGES.unknownCode);
    }
    const userId = await codeLoginUser(app.db, job);
    return app.tokens.issueTokenPair({ userId, scope: PARTNER_SCOPE, customerId: null, jobId: job.id });
  });
};
