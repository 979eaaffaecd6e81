import type { FastifyPluginAsync } from 'fastify';
import { isPartnerNotStarted } from '@eqp/rules';
import { operation } from '../../../contract/routes.js';
import { badRequest, notFound } from '../../../http/errors.js';
import {
  assertReportEditable,
  conflict,
  MESSAGES,
  openJob,
  openMachineJob,
  partnerCaller,
} from '../access.js';
import {
  changeStatus,
  findJobIdByCode,
  jobsView,
  loadPartnerJob,
  loadPartnerJobs,
  machineJob,
  saveComment,
} from './queries.js';
import { activeCounts, decodeSectionCursor, sectionPage } from './sections.js';

export const COMMENT_MESSAGES = {
  customerComment: 'CustomerComment is read-only for partners',
  exactlyOne: 'Send exactly one of TechnicianComment or InvoiceComment',
} as const;

export const LIST_MESSAGES = {
  badCursor: (section: string) => `Cursor is not a NextCursor of the ${section} list`,
} as const;

/**
 * The body of setComment, checked before the contract's schema so that the answer says what is
 * wrong (the schema alone would only say that no alternative matched).
 */
function checkCommentBody(body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return; // the schema answers
  const keys = Object.keys(body);
  if (keys.includes('CustomerComment')) throw badRequest(COMMENT_MESSAGES.customerComment);
  const given = keys.filter((k) => k === 'TechnicianComment' || k === 'InvoiceComment');
  if (given.length !== 1) throw badRequest(COMMENT_MESSAGES.exactlyOne);
}

/** The partner's jobs: lists, one job, by code, start/complete, and machine job comments. */
export const partnerJobsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config as { operationId?: string };
    if (config.operationId === 'setMachineJobComment') checkCommentBody(request.body);
  });

  operation(app, 'get', '/api2/partner/jobs/view', {}, async (request) => {
    return jobsView(app.db, await partnerCaller(app.db, request));
  });

  operation(app, 'get', '/api2/partner/jobs/list', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const { Section, Cursor } = request.query;
    const cursor = Cursor === undefined ? null : decodeSectionCursor(Section, Cursor);
    if (Cursor !== undefined && cursor === null) throw badRequest(LIST_MESSAGES.badCursor(Section));
    const page = await sectionPage(app.db, caller, Section, cursor);
    return { Items: await loadPartnerJobs(app.db, page.ids), NextCursor: page.nextCursor };
  });

  operation(app, 'get', '/api2/partner/jobs/counts', {}, async (request) => {
    return activeCounts(app.db, await partnerCaller(app.db, request));
  });

  operation(app, 'get', '/api2/partner/jobs/code', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const jobId = await findJobIdByCode(app.db, request.query.code);
    if (jobId === undefined) throw notFound('No job has this code');
    // The code preview answers a job that is not started too (its start button calls setStatus/Open).
    const job = await openJob(app.db, caller, jobId);
    return loadPartnerJob(app.db, job.id);
  });

  operation(app, 'get', '/api2/partner/jobs/{id}', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const job = await openJob(app.db, caller, request.params.id);
    // Not started: the job-not-started page. Deleted (110) is answered (the job-was-deleted page).
    if (isPartnerNotStarted(job.statusId)) throw conflict(MESSAGES.notStarted);
    return loadPartnerJob(app.db, job.id);
  });

  operation(app, 'patch', '/api2/partner/jobs/{id}/setStatus/{status}', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const job = await openJob(app.db, caller, request.params.id);
    const outcome = await changeStatus(app.db, job.id, request.params.status, new Date());
    if (outcome === 'deleted') throw conflict(MESSAGES.deleted);
    if (outcome === 'finalized') throw conflict(MESSAGES.finalized);
    if (outcome === 'notStarted') throw conflict(`${MESSAGES.notStarted}; start it before completing it`);
    return loadPartnerJob(app.db, job.id);
  });

  operation(app, 'patch', '/api2/partner/jobs/{machineJobId}/setComment', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const { machineJob: target, job } = await openMachineJob(app.db, caller, request.params.machineJobId);
    assertReportEditable(job);
    const body = request.body;
    const saved =
      'TechnicianComment' in body
        ? await saveComment(app.db, target.id, 'TechnicianComment', body.TechnicianComment)
        : await saveComment(app.db, target.id, 'InvoiceComment', body.InvoiceComment);
    if (!saved) {
      // The job was finalized (or deleted) between the check and the write.
      const { job: now } = await openMachineJob(app.db, caller, target.id);
      assertReportEditable(now);
      throw conflict(MESSAGES.finalized);
    }
    return (await machineJob(app.db, target.id))!;
  });
};
