import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { badRequest, forbidden, notFound } from '../../../http/errors.js';
import { pageOffset } from '../../../http/paging.js';
import { idempotencyKeyOf, runIdempotent } from '../../../http/idempotency.js';
import { currentCustomerId, principalOf } from '../../auth/principal.js';
import { ACCESS_MESSAGES, machineOwner, requireOwnMachine, requireOwnMachines } from '../access.js';
import {
  customerJobs,
  insertServiceJob,
  jobOwner,
  jobsPage,
  openJobsCount,
  openMachineJobs,
} from './queries.js';
import { decodeCursor } from './page.js';

export const JOB_MESSAGES = {
  noSuchJob: (id: number) => `No such job: ${id}`,
  notYourJob: (id: number) => `Job ${id} does not belong to your organisation`,
  fromAfterTo: 'From must not be after To',
  badCursor: 'Cursor is not a NextCursor of this list',
  emptyText: (id: number) => `Describe the error of machine ${id} (CustomerText must not be empty)`,
  nulText: (id: number) => `The CustomerText of machine ${id} contains a NUL character`,
  duplicateMachine: (id: number) => `Machine ${id} is chosen more than once`,
} as const;

/** The customer's jobs (spec §2 JobList, ServicePanel, the new-job dialog; the history badge). */
export const customerJobsRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/customer/jobs/openCount', {}, async (request) => {
    return openJobsCount(app.db, currentCustomerId(request));
  });

  operation(app, 'get', '/api2/customer/jobs/openmachinejobs/{id}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    await requireOwnMachine(app.db, customerId, request.params.id);
    return openMachineJobs(app.db, customerId, request.params.id);
  });

  operation(app, 'get', '/api2/customer/jobs/filtered', {}, async (request) => {
    const customerId = currentCustomerId(request);
    const {
      ItemsPerPage = 50,
      Page = 1,
      Status = 'all',
      MachineId,
      Search,
      From,
      To,
      Cursor,
    } = request.query;
    if (From && To && From > To) throw badRequest(JOB_MESSAGES.fromAfterTo);
    const after = Cursor === undefined ? null : decodeCursor(Cursor);
    if (Cursor !== undefined && after === null) throw badRequest(JOB_MESSAGES.badCursor);
    // Another organisation's machine is refused like everywhere else; an unknown id matches nothing.
    if (MachineId !== undefined) {
      const owner = await machineOwner(app.db, MachineId);
      if (owner !== undefined && owner !== customerId)
        throw forbidden(ACCESS_MESSAGES.notYourMachine(MachineId));
    }
    const { items, total, capped, nextCursor } = await jobsPage(
      app.db,
      customerId,
      { status: Status, machineId: MachineId, search: Search, from: From, to: To },
      {
        limit: ItemsPerPage,
        offset: after ? 0 : pageOffset(Page, ItemsPerPage, app.limits.pageOffsetMax),
        after,
      },
    );
    return {
      Items: items,
      Page,
      ItemsPerPage,
      TotalCount: total,
      TotalCountCapped: capped,
      NextCursor: nextCursor,
    };
  });

  operation(app, 'get', '/api2/customer/jobs/{jobId}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    const { jobId } = request.params;
    const owner = await jobOwner(app.db, jobId);
    if (!owner) throw notFound(JOB_MESSAGES.noSuchJob(jobId));
    if (owner.customerId !== customerId) throw forbidden(JOB_MESSAGES.notYourJob(jobId));
    const [job] = await customerJobs(app.db, [jobId]);
    return job!;
  });

  operation(app, 'post', '/api2/customer/jobs', {}, async (request, reply) => {
    const customerId = currentCustomerId(request);
    const chosen = request.body.Machines.map((m) => ({ id: m.Id, customerText: m.CustomerText.trim() }));
    const seen = new Set<number>();
    for (const m of chosen) {
      if (!m.customerText) throw badRequest(JOB_MESSAGES.emptyText(m.id));
      // PostgreSQL text cannot hold NUL: refuse it here instead of failing inside the transaction.
      if (m.customerText.includes('\u0000')) throw badRequest(JOB_MESSAGES.nulText(m.id));
      if (seen.has(m.id)) throw badRequest(JOB_MESSAGES.duplicateMachine(m.id));
      seen.add(m.id);
    }
    await requireOwnMachines(
      app.db,
      customerId,
      chosen.map((m) => m.id),
    );
    const key = idempotencyKeyOf(request);
    const userId = principalOf(request).userId;
    const answer = await runIdempotent(app.db, {
      userId,
      operation: 'createJob',
      key,
      body: request.body,
      create: async (tx) => ({
        Id: await insertServiceJob(tx, { customerId, userId, machines: chosen, now: new Date() }),
      }),
    });
    return reply.code(201).send(answer);
  });
};
