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
  PortalScope,
} from './client/createClient';
export {
  ApiError,
  UNKNOWN_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  isSuccessStatus,
  messageFromBody,
} from './client/ApiError';
export { unwrap } from './client/unwrap';
export type { FetchResult } from './client/unwrap';
export { localStorageTokenStore, memoryTokenStore, DEFAULT_TOKEN_KEY } from './client/tokenStore';
export type { TokenStore } from './client/tokenStore';

// Contract types
export type {
  paths,
  components,
  Token,
  TokenScope,
  UserInfo,
  PortalOptions,
  MachineListItem,
  MachineListPage,
  OpenJobsCount,
  ErrorBody,
} from './contract';

// Domain rules
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
