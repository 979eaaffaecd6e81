import { machineHandlers } from './machines';
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

/** The answers of a healthy server for a signed-in moderator; stories and tests start from these. */
export const defaultHandlers = [...sessionHandlers, ...portalHandlers, ...machineHandlers];
