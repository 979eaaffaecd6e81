import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { notFound } from '../../../http/errors.js';
import { getPartnerCompany } from '../../auth/queries.js';
import { partnerCaller } from '../access.js';

/** Shown on the no-company-on-user page (spec §6, §8). */
export const NO_COMPANY_MESSAGE = 'This account has no partner company';

/** The partner company of the signed-in user (spec §2 /partner/company). */
export const partnerCompanyRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/partner/company', {}, async (request) => {
    const caller = await partnerCaller(app.db, request);
    const company =
      caller.partnerCompanyId === null ? undefined : await getPartnerCompany(app.db, caller.partnerCompanyId);
    if (!company) throw notFound(NO_COMPANY_MESSAGE);
    return company;
  });
};
