import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { forbidden, notFound, unauthorized } from '../../../http/errors.js';
import { currentCustomerId } from '../../auth/principal.js';
import { contactOwner, organization, toggleContactActive } from './queries.js';

export const ORGANIZATION_MESSAGES = {
  noOrganisation: 'The organisation no longer exists',
  noSuchContact: (id: number) => `No such contact: ${id}`,
  notYourContact: (id: number) => `Contact ${id} does not belong to your organisation`,
} as const;

/** The current organisation and its contacts (spec §2 Organization). */
export const customerOrganizationRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/customer/userinfo/organization', {}, async (request) => {
    const answer = await organization(app.db, currentCustomerId(request));
    if (!answer) throw unauthorized(ORGANIZATION_MESSAGES.noOrganisation);
    return answer;
  });

  // Any customer user of the organisation may toggle a contact (spec §6 limits type 6 only on user rows).
  operation(app, 'patch', '/api2/customer/userinfo/Contact/ToggleActive/{id}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    const { id } = request.params;
    const owner = await contactOwner(app.db, id);
    if (owner === undefined) throw notFound(ORGANIZATION_MESSAGES.noSuchContact(id));
    if (owner !== customerId) throw forbidden(ORGANIZATION_MESSAGES.notYourContact(id));
    return toggleContactActive(app.db, id);
  });
};
