/**
 * Who may open a partner job (spec §6): a direct participant (a user on one of the job's
 * appointments, or a user named on the job in job_partners) or a member of a partner company on
 * the job (the job's partner company, or a company named in job_partners). Everyone else gets
 * `403 { Message: 'Unauthorized' }`. A token from the partner code login (/c/{code}) reaches only
 * its own job, whoever its user is.
 *
 * Every partner route that touches a job, a machine job, its counters or its order lines goes
 * through `openJob` / `openMachineJob`; the job lists read partner_job_reach (jobs/sections.ts),
 * which migration 0010's triggers keep to the same rules.
 */
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  JOB_STATUS_DELETED,
  PARTNER_FINALIZED_FROM,
  PARTNER_OPENS_DIRECTLY_ABOVE,
  isDeleted,
  isPartnerFinalized,
  isPartnerNotStarted,
} from '@eqp/rules';
import { PARTNER_SCOPE, type Principal } from '../../auth/scopes.js';
import type { Db } from '../../db/client.js';
import { appointmentParticipants, appointments, jobPartners, jobs, users } from '../../db/schema.js';
import { ApiError, forbidden, notFound, unauthorized } from '../../http/errors.js';
import { principalOf } from '../auth/principal.js';

export type JobRow = typeof jobs.$inferSelect;

/** The partner behind a request. */
export interface PartnerCaller {
  userId: number;
  /** The user's partner company; null is the no-company-on-user case. */
  partnerCompanyId: number | null;
  /** Set for a code-login token: the only job it may open. */
  onlyJobId: number | null;
}

/**
 * Job statuses as the partner portal sees them (spec §4), from `@eqp/rules`: 20 or below not
 * started, 50 or higher finalized, 110 deleted. Named for the SQL conditions.
 */
export const NOT_STARTED_MAX = PARTNER_OPENS_DIRECTLY_ABOVE;
export const FINALIZED_FROM = PARTNER_FINALIZED_FROM;
export const DELETED_STATUS = JOB_STATUS_DELETED;

export const MESSAGES = {
  unauthorized: 'Unauthorized',
  noJob: 'No such job',
  noMachineJob: 'No such machine job',
  notStarted: 'The job has not been started',
  finalized: 'The job is finalized and can no longer be changed',
  deleted: 'The job has been deleted',
} as const;

export const conflict = (message: string) => new ApiError(409, message);

/**
 * The job a code-login token is limited to, or null for a password sign-in. The code login puts
 * the job id into the principal; a token without it is an ordinary partner token.
 */
export function codeJobIdOf(principal: Principal): number | null {
  return typeof principal.jobId === 'number' ? principal.jobId : null;
}

/** The calling partner (the user row is read on every call: a company change counts at once). */
export async function partnerCaller(db: Db, request: FastifyRequest): Promise<PartnerCaller> {
  const principal = principalOf(request);
  if (principal.scope !== PARTNER_SCOPE) throw forbidden();
  const [user] = await db
    .select({ id: users.id, partnerCompanyId: users.partnerCompanyId, active: users.active })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!user || !user.active) throw unauthorized('Invalid access token');
  return { userId: user.id, partnerCompanyId: user.partnerCompanyId, onlyJobId: codeJobIdOf(principal) };
}

/**
 * SQL: the user takes part in the top-level job `jobId` directly - on one of its appointments, or
 * named on the job itself (a user row of job_partners).
 */
export function participatesIn(userId: number, jobId: SQL | AnyPgColumn): SQL {
  return sql`(exists (select 1 from ${appointments} inner join ${appointmentParticipants} on ${appointmentParticipants.appointmentId} = ${appointments.id} where ${appointments.jobId} = ${jobId} and ${appointmentParticipants.userId} = ${userId})
    or exists (select 1 from ${jobPartners} where ${jobPartners.jobId} = ${jobId} and ${jobPartners.userId} = ${userId}))`;
}

/**
 * SQL over `jobs`: the company takes part in the job - it is the job's partner company, or one of
 * the companies named on the job (a company row of job_partners).
 */
export function companyTakesPart(companyId: number): SQL {
  return or(
    eq(jobs.partnerCompanyId, companyId),
    sql`exists (select 1 from ${jobPartners} where ${jobPartners.jobId} = ${jobs.id} and ${jobPartners.partnerCompanyId} = ${companyId})`,
  )!;
}

/** SQL over `jobs`: the top-level jobs the caller may open (any status). */
export function visibleJobs(caller: PartnerCaller): SQL {
  const reach =
    caller.partnerCompanyId === null
      ? participatesIn(caller.userId, jobs.id)
      : or(companyTakesPart(caller.partnerCompanyId), participatesIn(caller.userId, jobs.id))!;
  const limit = caller.onlyJobId === null ? undefined : eq(jobs.id, caller.onlyJobId);
  return and(isNull(jobs.parentJobId), reach, limit)!;
}

/** Whether the caller may open the top-level job `job` (spec §6). */
export async function mayOpen(db: Db, caller: PartnerCaller, job: JobRow): Promise<boolean> {
  if (job.parentJobId !== null) return false;
  if (caller.onlyJobId !== null && caller.onlyJobId !== job.id) return false;
  if (caller.partnerCompanyId !== null && job.partnerCompanyId === caller.partnerCompanyId) return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(jobs)
    .where(and(eq(jobs.id, job.id), visibleJobs(caller)));
  return row !== undefined;
}

/** The top-level job `jobId` if the caller may open it: 404 when there is none, 403 otherwise. */
export async function openJob(db: Db, caller: PartnerCaller, jobId: number): Promise<JobRow> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNull(jobs.parentJobId)));
  if (!job) throw notFound(MESSAGES.noJob);
  if (!(await mayOpen(db, caller, job))) throw forbidden(MESSAGES.unauthorized);
  return job;
}

/**
 * A machine sub-job (an entry of InverseParent) and its job, if the caller may open the job:
 * 404 when there is no such machine job, 403 otherwise.
 */
export async function openMachineJob(
  db: Db,
  caller: PartnerCaller,
  machineJobId: number,
): Promise<{ machineJob: JobRow; job: JobRow }> {
  const [machineJob] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, machineJobId), isNotNull(jobs.parentJobId)));
  if (!machineJob) throw notFound(MESSAGES.noMachineJob);
  const job = await openJob(db, caller, machineJob.parentJobId!);
  return { machineJob, job };
}

/**
 * The job report (comments, counters, order lines) may change only while the job is open:
 * started (above 20) and not finalized (below 50). Deleted, finalized and not started are 409.
 */
export function assertReportEditable(job: Pick<JobRow, 'statusId'>): void {
  if (isDeleted(job.statusId)) throw conflict(MESSAGES.deleted);
  if (isPartnerFinalized(job.statusId)) throw conflict(MESSAGES.finalized);
  if (isPartnerNotStarted(job.statusId)) throw conflict(MESSAGES.notStarted);
}

/**
 * SQL: the top-level job `jobId` is open (status 21 to 49), for writes that must not land on a job
 * finalized between the check and the write.
 */
export function parentIsOpen(jobId: SQL | AnyPgColumn): SQL {
  return sql`exists (select 1 from ${jobs} as open_parent where open_parent.id = ${jobId} and open_parent.status_id > ${NOT_STARTED_MAX} and open_parent.status_id < ${FINALIZED_FROM})`;
}

/**
 * Inside a transaction: locks the top-level job's row and checks that its report may change
 * (assertReportEditable), so a job finalized concurrently cannot take a late write.
 */
export async function lockEditableJob(tx: Db, jobId: number): Promise<void> {
  const [row] = await tx
    .select({ statusId: jobs.statusId })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  if (!row) throw notFound(MESSAGES.noJob);
  assertReportEditable(row);
}
