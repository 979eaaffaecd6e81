// Client and session
export {
  createClient,
  basicAuthorization,
  base64Utf8,
  DEFAULT_TIMEOUT_MS,
  SIGN_IN_SCOPE,
} from './client/createClient';
export type {
  ApiClient,
  Api,
  ClientOptions,
  ClientEvents,
  ClientEventName,
  LoginInput,
  LogoutReason,
  PortalScope,
} from './client/createClient';
export {
  ApiError,
  UNKNOWN_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TOO_MANY_REQUESTS,
  isSuccessStatus,
  messageFromBody,
  parseRetryAfter,
} from './client/ApiError';
export type { ApiErrorOptions } from './client/ApiError';
export type { Upload, UploadOptions, UploadXhr, UploadXhrFactory } from './client/upload';
export { unwrap } from './client/unwrap';
export type { FetchResult } from './client/unwrap';
export { localStorageTokenStore, memoryTokenStore, DEFAULT_TOKEN_KEY } from './client/tokenStore';
export type { TokenStore } from './client/tokenStore';

// Contract types
export type {
  paths,
  components,
  Schema,
  Token,
  TokenScope,
  UserInfo,
  PortalOptions,
  MachineListItem,
  MachineListPage,
  MachineFilterOption,
  MachineFilterOptions,
  MachineSearchHit,
  MachineSearchResult,
  OpenJobsCount,
  ShoppingCart,
  MachineOverview,
  MachineServiceHistoryEntry,
  CustomerJob,
  CustomerJobPage,
  MachineCostPoint,
  Organization,
  CustomerUser,
  PublicMachine,
  PublicMachineCaller,
  PublicHistoryEntry,
  ErrorBody,
  FileLink,
} from './contract';

// Domain rules: written once in @eqp/rules (shared with the server), re-exported here. The
// layout figures that used to sit among them (MOBILE_BREAKPOINT, SIDEBAR_WIDTH, LOGIN_CARD_MAX_WIDTH,
// LOGIN_LOGO_SIZE, AVATAR_SIZES) are the components' theme tokens now.
export {
  JOB_STATUS,
  JOB_STATUS_DELETED,
  CUSTOMER_HISTORY_ABOVE,
  CUSTOMER_HISTORY_MAX,
  INVOICE_COMMENT_ABOVE,
  PARTNER_FINALIZED_FROM,
  PARTNER_OPENS_DIRECTLY_ABOVE,
  jobStatusKey,
  jobStatusName,
  jobStatusColour,
  isCustomerHistory,
  showsInvoiceComment,
  isPartnerFinalized,
  isDeleted,
  partnerOpensDirectly,
} from '@eqp/rules';
export type { JobStatusKey, JobStatusColour } from '@eqp/rules';
export { orderNumber, JOB_TYPE_SERVICE_NUMBERED } from '@eqp/rules';
export type { OrderNumberSource } from '@eqp/rules';
export { appointmentColour, daysUntil, APPOINTMENT_SOON_DAYS } from '@eqp/rules';
export type { AppointmentColour } from '@eqp/rules';
export {
  searchParts,
  searchPartsScored,
  scorePart,
  scoreWord,
  PARTS_SEARCH_MIN,
  PARTS_SEARCH_MAX,
  SCORE_CASE_SENSITIVE_PREFIX,
  SCORE_CASE_INSENSITIVE_PREFIX,
  SCORE_CONTAINED,
} from '@eqp/rules';
export type { SearchablePart, ScoredPart } from '@eqp/rules';
export {
  shouldLoadNextPage,
  scrollPosition,
  isLastPage,
  PAGE_SIZE_MACHINES,
  PAGE_SIZE_JOBS,
  PAGE_SIZE_DEFAULT,
  SCROLL_THRESHOLD,
} from '@eqp/rules';
export type { PagingState } from '@eqp/rules';
export {
  validateEmail,
  validateRequired,
  validateLoginPassword,
  validateNewPassword,
  validateConfirmPassword,
  validateOrderLineText,
  isValidOtp,
  canOrderService,
  EMAIL_PATTERN,
  PASSWORD_MIN,
  OTP_LENGTH,
  ORDER_LINE_TEXT_MAX,
} from '@eqp/rules';
export {
  parseQuantity,
  showsTextCounter,
  QUANTITY_MIN,
  QUANTITY_MAX,
  TEXT_LIMITS,
  TEXT_COUNTER_FROM,
} from '@eqp/rules';
export type { QuantityRule } from '@eqp/rules';
export type {
  EmailRule,
  RequiredRule,
  NewPasswordRule,
  ConfirmPasswordRule,
  OrderLineTextRule,
} from '@eqp/rules';
export { formatDate, isEmptyDate } from '@eqp/rules';
export type { DateInput } from '@eqp/rules';
export { roundCurrency, formatCurrency, CURRENCY_DECIMALS } from '@eqp/rules';
export { avatarInitials, AVATAR_FALLBACK } from '@eqp/rules';
export { cartItemCount, cartLineTotal, cartGroupTotal, cartTotal } from '@eqp/rules';
export type { CartFigures, CartLineFigures } from '@eqp/rules';
export { parseAppStoreLinks } from '@eqp/rules';
export type { AppStoreLinks } from '@eqp/rules';
export {
  RESOURCE_FILE_KINDS,
  resourceFileKind,
  resourceMediaType,
  isExternalResourceLink,
  resourceFileExtension,
  resourceFolderSegment,
  findResourceFolderIndex,
  resolveResourcePath,
  countResourceFiles,
  isEmptyResourceFolder,
  resourceKindFilter,
  countResourceKinds,
  parseResourceFileKinds,
  toggleResourceFileKind,
  listResourceFiles,
  resourceSearchTerms,
  resourceSearchTexts,
  matchesResourceSearch,
  searchResources,
} from '@eqp/rules';
export type {
  ResourceFolder,
  ResourceFile,
  ResourceOrigin,
  ResourceFileKind,
  ResolvedResourcePath,
  ResourceFilePredicate,
  LocatedResourceFile,
} from '@eqp/rules';
export {
  SEARCH_DEBOUNCE_MS,
  SNACKBAR_TIMEOUT_MS,
  DIRECTORY_SEARCH_MIN,
  ARTICLE_SEARCH_MIN,
  ARTICLE_LIST_LIMIT,
  TOP_SEARCH_MIN,
  COST_GRAPH_MONTHS,
  HTTP_TIMEOUT_MS,
  CHUNK_TIMEOUT_MS,
  USER_TYPE,
  DOCUMENT_TYPE,
  DEFAULT_QUANTITY,
  showsDirectorySearch,
  runsArticleSearch,
} from '@eqp/rules';
