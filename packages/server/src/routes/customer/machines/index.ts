import type { FastifyPluginAsync } from 'fastify';
import { contractLimit } from '../../../contract/limits.js';
import { operation } from '../../../contract/routes.js';
import { notFound } from '../../../http/errors.js';
import { pageOffset } from '../../../http/paging.js';
import { currentCustomerId } from '../../auth/principal.js';
import { ACCESS_MESSAGES, requireOwnMachine } from '../access.js';
import { machineCost } from './cost.js';
import {
  checkMachineUpdate,
  documentCounts,
  loadMachine,
  machineHistory,
  machineOpenJobsCount,
  updateMachine,
} from './detail.js';
import { decodeMachineCursor, encodeMachineCursor, requireCursorOfSort } from './cursor.js';
import { machineFilterChoices, machinePage, organisationShowsPrices } from './queries.js';
import { searchMachines } from './search.js';

/** The most machines `GET /api2/customer/machines` answers: the contract's maxItems. */
const allMachinesCap = () =>
  contractLimit(
    '/paths/~1api2~1customer~1machines/get/responses/200/content/application~1json/schema',
    'maxItems',
  );

/** Machines are counted up to this many: the contract's maximum of MachineListPage.TotalCount. */
const machineCountCap = () =>
  contractLimit('/components/schemas/MachineListPage/properties/TotalCount', 'maximum');

/** The most choices of each filter `machines/filteroptions` answers: the contract's maxItems. */
const filterChoicesCap = () =>
  contractLimit('/components/schemas/MachineFilterOptions/properties/Locations', 'maxItems');

export interface CustomerMachinesOptions {
  /** The clock of the cost graph (tests pass a fixed day). */
  now?: () => Date;
}

/**
 * The customer's machines: the list and one page of it (spec §2 MachineList), one machine's
 * detail, document counts, open jobs and service history, the general tab's save, and the cost
 * graph of the job list. Another organisation's machine answers 403, an unknown id 404.
 */
export const customerMachinesRoutes: FastifyPluginAsync<CustomerMachinesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const ALL_MACHINES_CAP = allMachinesCap();
  const COUNT_UP_TO = machineCountCap();
  const FILTER_CHOICES_CAP = filterChoicesCap();

  // The spec's "all machines", bounded by the contract's maxItems (200): the first page of the
  // list that size, with the organisation's count in X-Total-Count (up to 1,000; then
  // X-Total-Count-Capped is true) (openapi/README.md Decisions).
  operation(app, 'get', '/api2/customer/machines', {}, async (request, reply) => {
    const { items, total, capped } = await machinePage(app.db, currentCustomerId(request), {
      limit: ALL_MACHINES_CAP,
      countUpTo: COUNT_UP_TO,
    });
    void reply.header('X-Total-Count', String(total));
    void reply.header('X-Total-Count-Capped', String(capped));
    return items;
  });

  operation(app, 'get', '/api2/customer/machines/filtered', {}, async (request) => {
    // The contract's defaults (30 per page, page 1, by name) are applied by the route schema;
    // its types and bounds (ids, Location 1..100 with a non-space, Sort's values) answer 400.
    const { TypeId, SupplierId, Location, HasOpenOrders } = request.query;
    const itemsPerPage = request.query.ItemsPerPage ?? 30;
    const page = request.query.Page ?? 1;
    const sort = request.query.Sort ?? 'name';
    const cursor = request.query.Cursor;
    const { items, total, capped, next } = await machinePage(app.db, currentCustomerId(request), {
      limit: itemsPerPage,
      countUpTo: COUNT_UP_TO,
      sort,
      filters: { typeId: TypeId, supplierId: SupplierId, location: Location, hasOpenOrders: HasOpenOrders },
      // A cursor goes on from where it points; without one, Page is bounded (http/paging.ts).
      offset: cursor === undefined ? pageOffset(page, itemsPerPage, app.limits.pageOffsetMax) : 0,
      after: cursor === undefined ? null : requireCursorOfSort(decodeMachineCursor(cursor), sort),
    });
    return {
      Items: items,
      Page: page,
      ItemsPerPage: itemsPerPage,
      TotalCount: total,
      TotalCountCapped: capped,
      NextCursor: next ? encodeMachineCursor(next) : null,
    };
  });

  operation(app, 'get', '/api2/customer/machines/filteroptions', {}, async (request) =>
    machineFilterChoices(app.db, currentCustomerId(request), FILTER_CHOICES_CAP),
  );

  operation(app, 'get', '/api2/customer/machines/search', {}, async (request) => {
    const { items, more } = await searchMachines(
      app.db,
      currentCustomerId(request),
      request.query.Search,
      request.query.Limit ?? 20,
    );
    return { Items: items, HasMore: more };
  });

  /** The organisation's machine, or 404 / 403. */
  const ownMachine = async (customerId: number, machineId: number) => {
    await requireOwnMachine(app.db, customerId, machineId);
    const machine = await loadMachine(app.db, machineId);
    if (!machine) throw notFound(ACCESS_MESSAGES.noSuchMachine(machineId));
    return machine;
  };

  operation(app, 'get', '/api2/customer/machines/openJobsCount/{id}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    await requireOwnMachine(app.db, customerId, request.params.id);
    return machineOpenJobsCount(app.db, customerId, request.params.id);
  });

  operation(app, 'get', '/api2/customer/machines/overview/{id}', {}, async (request) => {
    const machine = await ownMachine(currentCustomerId(request), request.params.id);
    return { Machine: machine, ...(await documentCounts(app.db, machine.MachineModel?.Id ?? null)) };
  });

  operation(app, 'get', '/api2/customer/machines/history/{id}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    await requireOwnMachine(app.db, customerId, request.params.id);
    const showPrices = await organisationShowsPrices(app.db, customerId);
    return machineHistory(app.db, request.params.id, { showPrices });
  });

  // Both user types (4 Moderator and 6 User) may save their organisation's machines: the spec
  // gives the general tab an edit mode without naming a role.
  operation(app, 'put', '/api2/customer/machines/{id}', {}, async (request) => {
    const customerId = currentCustomerId(request);
    await requireOwnMachine(app.db, customerId, request.params.id);
    const update = checkMachineUpdate(request.body);
    await updateMachine(app.db, customerId, request.params.id, update);
    return ownMachine(customerId, request.params.id);
  });

  operation(app, 'get', '/api2/customer/overview/machinecost', {}, async (request) => {
    const customerId = currentCustomerId(request);
    // Cost is a price: an organisation that does not see prices gets no points.
    if (!(await organisationShowsPrices(app.db, customerId))) return [];
    return machineCost(app.db, customerId, now());
  });
};
