import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { partnerCaller } from '../access.js';
import { machineCounters, saveCounter } from './queries.js';

export interface PartnerCountersOptions {
  now?: () => Date;
}

/** Machine counters of the job report (spec §3 Counter, contract decision 17). */
export const partnerCountersRoutes: FastifyPluginAsync<PartnerCountersOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  operation(app, 'get', '/api2/partner/machinecounter/{machineId}', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    return machineCounters(app.db, caller, request.params.machineId);
  });

  operation(app, 'put', '/api2/partner/machinecounter/', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    // Only Id and Value are read; Name and LastValue are the server's.
    return saveCounter(app.db, caller, request.body.Id, request.body.Value, now());
  });
};
