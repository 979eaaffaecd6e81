// The domain rules of spec §4, §5 and §9, one module per concern. The server imports them from
// here; the sdk re-exports them (its published build bundles them, see README.md).

// Job statuses: ids, names, colours, the customer and partner thresholds
export {
  JOB_STATUS,
  JOB_STATUS_DELETED,
  JOB_STATUS_NAMES,
  JOB_STATUS_ORDERED,
  JOB_STATUS_STARTED,
  JOB_STATUS_COMPLETED,
  CUSTOMER_HISTORY_ABOVE,
  CUSTOMER_HISTORY_MAX,
  CUSTOMER_OPEN_FROM,
  CUSTOMER_OPEN_MAX,
  STATUSES_WITHOUT_COST,
  INVOICE_COMMENT_ABOVE,
  PARTNER_FINALIZED_FROM,
  PARTNER_FINISHED_MAX,
  PARTNER_OPENS_DIRECTLY_ABOVE,
  jobStatusKey,
  jobStatusName,
  jobStatusColour,
  isCustomerHistory,
  isCustomerOpen,
  countsForCost,
  showsInvoiceComment,
  isPartnerFinalized,
  isPartnerNotStarted,
  isDeleted,
  partnerOpensDirectly,
  partnerJobSection,
} from './jobStatus';
export type { JobStatusKey, JobStatusColour, PartnerJobSection } from './jobStatus';

// Order numbers, appointments
export { orderNumber, JOB_TYPE_SERVICE_NUMBERED } from './orderNumber';
export type { OrderNumberSource } from './orderNumber';
export { appointmentColour, daysUntil, APPOINTMENT_SOON_DAYS } from './appointment';
export type { AppointmentColour } from './appointment';

// Parts search
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
} from './partsSearch';
export type { SearchablePart, ScoredPart } from './partsSearch';

// Paging
export {
  shouldLoadNextPage,
  scrollPosition,
  isLastPage,
  PAGE_SIZE_MACHINES,
  PAGE_SIZE_JOBS,
  PAGE_SIZE_DEFAULT,
  SCROLL_THRESHOLD,
} from './paging';
export type { PagingState } from './paging';

// Field and password rules, field limits
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
} from './validation';
export type {
  EmailRule,
  RequiredRule,
  NewPasswordRule,
  ConfirmPasswordRule,
  OrderLineTextRule,
} from './validation';
export {
  parseQuantity,
  showsTextCounter,
  QUANTITY_MIN,
  QUANTITY_MAX,
  TEXT_LIMITS,
  TEXT_COUNTER_FROM,
} from './limits';
export type { QuantityRule } from './limits';

// Dates, money, the cart
export { formatDate, isEmptyDate } from './dates';
export type { DateInput } from './dates';
export { roundCurrency, formatCurrency, toCents, fromCents, CURRENCY_DECIMALS } from './currency';
export { cartItemCount, cartLineTotal, cartGroupTotal, cartTotal } from './cart';
export type { CartFigures, CartLineFigures } from './cart';

// Initials, app-store links
export { avatarInitials, AVATAR_FALLBACK } from './initials';
export { parseAppStoreLinks } from './appStore';
export type { AppStoreLinks } from './appStore';

// The resource browser
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
} from './resources';
export type {
  ResourceFolder,
  ResourceFile,
  ResourceOrigin,
  ResourceFileKind,
  ResolvedResourcePath,
  ResourceFilePredicate,
  LocatedResourceFile,
} from './resources';

// The rest of spec §9
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
} from './constants';
