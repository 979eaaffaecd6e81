import { shoppingCartHandlers } from './cart';
import { jobHandlers } from './jobs';
import { machineDetailHandlers } from './machineDetail';
import { machineHandlers } from './machines';
import { organizationHandlers } from './organization';
import { partHandlers } from './parts';
import { resourcesHandlers } from './resources';
import { portalHandlers } from './portal';
import { sessionHandlers } from './session';

export { api, delayed, delayedHandler, errorHandler } from './helpers';
export type { HttpMethod } from './helpers';
export {
  loginHandler,
  loginPendingHandler,
  loginRejectedHandler,
  sessionHandlers,
  userInfoHandler,
} from './session';
export { logoHandler, openJobsCountHandler, portalHandlers, portalOptionsHandler } from './portal';
export {
  machineHandlers,
  machinesEmptyHandler,
  machinesErrorHandler,
  machinesHandler,
  machinesSlowHandler,
  resourceHandler,
} from './machines';
export type { MachinesHandlerOptions } from './machines';
export {
  machineResourcesEmptyHandler,
  machineResourcesErrorHandler,
  machineResourcesHandler,
  machineResourcesSlowHandler,
  resourceFilesHandler,
  resourcesHandlers,
} from './resources';
export {
  cartServerHandlers,
  customerPriceErrorHandler,
  customerPriceHandler,
  modelPartsHandler,
  partDrawingHandler,
  partDrawingsHandler,
  partHandler,
  partHandlers,
  partsOverviewHandler,
  partsResourceHandler,
} from './parts';

export {
  allMachinesHandler,
  customerUsersHandler,
  organizationHandler,
  organizationHandlers,
  organizationServerHandlers,
} from './organization';
export type { OrganizationServerOptions } from './organization';
export {
  createJobHandler,
  createJobRejectedHandler,
  customerJobErrorHandler,
  customerJobHandler,
  jobHandlers,
  jobsEmptyHandler,
  jobsErrorHandler,
  jobsHandler,
  jobsSlowHandler,
  machineCostErrorHandler,
  machineCostHandler,
  machineCostSlowHandler,
} from './jobs';
export type { CreateJobHandlerOptions, JobsHandlerOptions, SeenNewJob } from './jobs';
export {
  shoppingCartErrorHandler,
  shoppingCartHandler,
  shoppingCartHandlers,
  shoppingCartServer,
} from './cart';
export type { CartServerOptions, SeenCartRequest } from './cart';
export {
  checkMachineUpdate,
  machineDetailHandlers,
  machineDocumentsErrorHandler,
  machineDocumentsHandler,
  machineFilesHandler,
  machineHistoryHandler,
  machineOverviewErrorHandler,
  machineOverviewHandler,
  machineOverviewSlowHandler,
  machineServerHandlers,
  openMachineJobsHandler,
  serviceListsErrorHandlers,
} from './machineDetail';
export type { MachineServerOptions, OverviewSource } from './machineDetail';

/** The answers of a healthy server for a signed-in moderator; stories and tests start from these. */
export const defaultHandlers = [
  ...sessionHandlers,
  ...portalHandlers,
  ...partHandlers,
  // Before machineHandlers: its GET /api2/resource/ answers 404 for paths it does not know.
  ...resourcesHandlers,
  // Also before machineHandlers (documents and service reports through GET /api2/resource/).
  ...machineDetailHandlers,
  ...machineHandlers,
  ...organizationHandlers,
  ...jobHandlers,
  ...shoppingCartHandlers,
];
