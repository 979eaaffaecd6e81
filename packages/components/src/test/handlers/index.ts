import { shoppingCartHandlers } from './cart';
import { jobHandlers } from './jobs';
import { machineDetailHandlers } from './machineDetail';
import { machineHandlers } from './machines';
import { machineSearchHandlers } from './machineSearch';
import { organizationHandlers } from './organization';
import { partHandlers } from './parts';
import { resourcesHandlers } from './resources';
import { portalHandlers } from './portal';
import { sessionHandlers } from './session';
import { partnerHandlers } from './partner';
import { jobReportHandlers } from './jobReport';
import { jobSectionsReadHandlers } from './jobSections';
import { accountHandlers } from './accounts';
import { fileLinkHandlers } from './files';

export {
  api,
  delayed,
  delayedHandler,
  errorHandler,
  throttledHandler,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './helpers';
export type { HttpMethod } from './helpers';
export {
  loginHandler,
  loginPendingHandler,
  loginRejectedHandler,
  loginThrottledHandler,
  revokeHandler,
  sessionHandlers,
  userInfoHandler,
} from './session';
export {
  accountHandlers,
  accountServerHandlers,
  changePasswordErrorHandler,
  recoverPasswordErrorHandler,
  recoverPasswordThrottledHandler,
} from './accounts';
export type { AccountServerOptions, SeenAccountRequest } from './accounts';
export { logoHandler, openJobsCountHandler, portalHandlers, portalOptionsHandler } from './portal';
export {
  machineFilterOptionsHandler,
  machineHandlers,
  machinesEmptyHandler,
  machinesErrorHandler,
  machinesHandler,
  machinesSlowHandler,
  resourceHandler,
} from './machines';
export type { MachinesHandlerOptions } from './machines';
export {
  machineSearchErrorHandler,
  machineSearchHandler,
  machineSearchHandlers,
  searchHit,
  searchResult,
} from './machineSearch';
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

export {
  partnerCodeLoginHandler,
  partnerCodeLoginThrottledHandler,
  partnerCompanyErrorHandler,
  partnerCompanyHandler,
  partnerHandlers,
  partnerJobsListHandler,
  partnerJobsViewErrorHandler,
  partnerJobsViewHandler,
  partnerNoCompanyHandlers,
  partnerServer,
  partnerUserInfoHandler,
} from './partner';
export type { PartnerServer, PartnerServerOptions } from './partner';

export { jobReportHandlers, jobReportServer, jobReportServerHandlers } from './jobReport';
export type { JobReportServerOptions, ReportFailure, SeenReportWrite } from './jobReport';

export {
  jobSectionsHandlers,
  jobSectionsReadHandlers,
  jobSectionsServer,
  UPLOAD_MAX_BYTES,
  uploadMessages,
} from './jobSections';
export type { JobSectionsServerOptions, SectionFailure, SeenSectionRequest } from './jobSections';

export {
  publicHistoryErrorHandler,
  publicHistorySlowHandler,
  publicMachineErrorHandler,
  publicMachineHandlers,
  publicResourcesEmptyHandler,
} from './publicMachine';
export type { PublicMachineServerOptions } from './publicMachine';

export {
  FILE_LINK_LIFETIME_MS,
  fileLinkErrorHandler,
  fileLinkHandler,
  fileLinkHandlers,
  signedFileUrl,
} from './files';

/** The answers of a healthy server for a signed-in moderator; stories and tests start from these. */
export const defaultHandlers = [
  // Before sessionHandlers: GET /api2/partner/userinfo answers a partner technician (with a company).
  ...partnerHandlers,
  ...sessionHandlers,
  ...accountHandlers,
  ...portalHandlers,
  ...fileLinkHandlers,
  ...partHandlers,
  // Before machineHandlers (attachment files through GET /api2/resource/) and jobReportHandlers
  // (its GET /api2/partner/jobs/:id would take /api2/partner/jobs/offlinereport-enabled).
  ...jobSectionsReadHandlers,
  // Before machineHandlers: its GET /api2/resource/ answers 404 for paths it does not know.
  ...resourcesHandlers,
  // Also before machineHandlers (documents and service reports through GET /api2/resource/).
  ...machineDetailHandlers,
  ...machineHandlers,
  ...machineSearchHandlers,
  ...organizationHandlers,
  ...jobHandlers,
  ...shoppingCartHandlers,
  ...jobReportHandlers,
];
