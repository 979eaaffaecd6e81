import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { currentCustomerId } from '../../auth/principal.js';
import { openJobsCount } from './queries.js';

/** The customer's jobs (spec §2 JobList; the history badge). */
export const customerJobsRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/customer/jobs/openCount', {}, async (request) => {
    return openJobsCount(app.db, currentCustomerId(request));
  });
};
