import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { assertReportEditable, openMachineJob, partnerCaller } from '../access.js';
import { addOrderLine, deleteOrderLine, listOrderLines, updateOrderLine } from './queries.js';

/** Order lines of a machine job (spec §3 Order line, contract decision 18). */
export const partnerOrderLinesRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/partner/OrderDetail/List/{machineJobId}', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const { machineJob } = await openMachineJob(app.db, caller, request.params.machineJobId);
    return listOrderLines(app.db, machineJob.id);
  });

  operation(app, 'post', '/api2/partner/OrderDetail/{machineJobId}', {}, async (request, reply) => {
    const caller = await partnerCaller(app.db, request);
    const { machineJob, job } = await openMachineJob(app.db, caller, request.params.machineJobId);
    assertReportEditable(job);
    const line = await addOrderLine(app.db, caller, job.id, machineJob.id, request.body);
    return reply.code(201).send(line);
  });

  operation(app, 'patch', '/api2/partner/OrderDetail/{machineJobId}', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const { machineJob, job } = await openMachineJob(app.db, caller, request.params.machineJobId);
    assertReportEditable(job);
    return updateOrderLine(app.db, job.id, machineJob.id, request.body);
  });

  operation(app, 'delete', '/api2/partner/OrderDetail/{machineJobId}/{lineId}', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const { machineJob, job } = await openMachineJob(app.db, caller, request.params.machineJobId);
    assertReportEditable(job);
    return deleteOrderLine(app.db, job.id, machineJob.id, request.params.lineId);
  });
};
