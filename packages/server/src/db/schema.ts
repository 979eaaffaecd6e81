/**
 * The database schema: one file per area in schema/ (organisations, machines, jobs, catalogue,
 * partner-jobs, sessions), every table and constant named here. One SQL dialect (PostgreSQL) for
 * both drivers: PGlite (embedded, the default) and PostgreSQL (DATABASE_URL). Migrations in
 * ../../drizzle are generated from it with `pnpm --filter @eqp/server db:generate`.
 *
 * Column names are snake_case; the API's PascalCase names are mapped in each route's queries.
 */
export {
  provider,
  settings,
  customers,
  partnerCompanies,
  USER_KINDS,
  users,
  userOrganisations,
  contacts,
} from './schema/organisations.js';
export type { UserKind } from './schema/organisations.js';
export { suppliers, machineTypes, machineModels, machines } from './schema/machines.js';
export { jobs, appointments, appointmentParticipants } from './schema/jobs.js';
export {
  DOCUMENT_TYPES,
  documents,
  modelDocuments,
  RESOURCE_OWNER_TYPES,
  resourceFolders,
  resourceFiles,
  articles,
  modelParts,
  customerPrices,
  carts,
  cartLines,
  serviceHistory,
  serviceHistoryParts,
  machineCostMonths,
  machineCostGraphs,
} from './schema/catalogue.js';
export type { ResourceOwnerType } from './schema/catalogue.js';
export {
  counters,
  orderLines,
  attachments,
  offlineReports,
  jobPartners,
  partnerJobReach,
} from './schema/partner-jobs.js';
export {
  refreshTokens,
  oneTimeCodes,
  outbox,
  idempotencyKeys,
  rateLimits,
  throttles,
  sessions,
} from './schema/sessions.js';
