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

// Domain rules
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
} from './rules/jobStatus';
export type { JobStatusKey, JobStatusColour } from './rules/jobStatus';
export { orderNumber, JOB_TYPE_SERVICE_NUMBERED } from './rules/orderNumber';
export type { OrderNumberSource } from './rules/orderNumber';
export { appointmentColour, daysUntil, APPOINTMENT_SOON_DAYS } from './rules/appointment';
export type { AppointmentColour } from './rules/appointment';
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
} from './rules/partsSearch';
export type { SearchablePart, ScoredPart } from './rules/partsSearch';
export {
  shouldLoadNextPage,
  scrollPosition,
  isLastPage,
  PAGE_SIZE_MACHINES,
  PAGE_SIZE_JOBS,
  PAGE_SIZE_DEFAULT,
  SCROLL_THRESHOLD,
} from './rules/paging';
export type { PagingState } from './rules/paging';
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
} from './rules/validation';
export {
  parseQuantity,
  showsTextCounter,
  QUANTITY_MIN,
  QUANTITY_MAX,
  TEXT_LIMITS,
  TEXT_COUNTER_FROM,
} from './rules/limits';
export type { QuantityRule } from './rules/limits';
export type {
  EmailRule,
  RequiredRule,
  NewPasswordRule,
  ConfirmPasswordRule,
  OrderLineTextRule,
} from './rules/validation';
export { formatDate, isEmptyDate } from './rules/dates';
export type { DateInput } from './rules/dates';
export { roundCurrency, formatCurrency, CURRENCY_DECIMALS } from './rules/currency';
export { avatarInitials, AVATAR_SIZES, AVATAR_FALLBACK } from './rules/initials';
export type { AvatarSize } from './rules/initials';
export { cartItemCount } from './rules/cart';
export { parseAppStoreLinks } from './rules/appStore';
export type { AppStoreLinks } from './rules/appStore';
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
} from './rules/resources';
export type {
  ResourceFolder,
  ResourceFile,
  ResourceOrigin,
  ResourceFileKind,
  ResolvedResourcePath,
  ResourceFilePredicate,
  LocatedResourceFile,
} from './rules/resources';
export {
  SEARCH_DEBOUNCE_MS,
  SNACKBAR_TIMEOUT_MS,
  MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH,
  DIRECTORY_SEARCH_MIN,
  ARTICLE_SEARCH_MIN,
  ARTICLE_LIST_LIMIT,
  TOP_SEARCH_MIN,
  COST_GRAPH_MONTHS,
  HTTP_TIMEOUT_MS,
  CHUNK_TIMEOUT_MS,
  USER_TYPE,
  DOCUMENT_TYPE,
  LOGIN_CARD_MAX_WIDTH,
  LOGIN_LOGO_SIZE,
  DEFAULT_QUANTITY,
  showsDirectorySearch,
  runsArticleSearch,
} from './rules/constants';
