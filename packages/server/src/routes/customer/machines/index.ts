import type { FastifyPluginAsync } from 'fastify';
import { operation } from '../../../contract/routes.js';
import { currentCustomerId } from '../../auth/principal.js';
import { countMachines, listMachines, organisationShowsPrices } from './queries.js';

/** The customer's machine list: all machines, and one page of it (spec §2 MachineList). */
export const customerMachinesRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/customer/machines', {}, async (request) => {
    const customerId = currentCustomerId(request);
    const showPrices = await organisationShowsPrices(app.db, customerId);
    return listMachines(app.db, customerId, { showPrices });
  });

  operation(app, 'get', '/api2/customer/machines/filtered', {}, async (request) => {
    const customerId = currentCustomerId(request);
    // The contract's defaults (30 per page, page 1) are applied by the route schema.
    const itemsPerPage = request.query.ItemsPerPage ?? 30;
    const page = request.query.Page ?? 1;
    const showPrices = await organisationShowsPrices(app.db, customerId);
    const [items, total] = await Promise.all([
      listMachines(app.db, customerId, {
        showPrices,
        page: { limit: itemsPerPage, offset: (page - 1) * itemsPerPage },
      }),
      countMachines(app.db, customerId),
    ]);
    return { Items: items, Page: page, ItemsPerPage: itemsPerPage, TotalCount: total };
  });
};
