/**
 * The business constants of spec §9 not owned by a rule module. Layout figures (the mobile
 * breakpoint, the side bar width, the login card's sizes, the avatar sizes) are not rules: they
 * are the components' theme tokens (packages/components/src/theme/tokens.ts).
 */

/** Search input debounce (partner article search, top search): 700 ms. */
export const SEARCH_DEBOUNCE_MS = 700;
/** Snackbar display time (also the undo window after a deactivation): 5000 ms. */
export const SNACKBAR_TIMEOUT_MS = 5000;
/** The directory switcher shows a search box when there are more than this many organisations. */
export const DIRECTORY_SEARCH_MIN = 5;
/** Partner article search starts at this many characters (fewer: the full list). */
export const ARTICLE_SEARCH_MIN = 3;
/** The cost graph covers the last 12 months. */
export const COST_GRAPH_MONTHS = 12;
/** HTTP time-out: 30 s. */
export const HTTP_TIMEOUT_MS = 30_000;
/** Script chunk or style load time-out: 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Customer user types (spec §6). */
export const USER_TYPE = { Moderator: 4, User: 6 } as const;
/** Document / attachment / file type ids (spec §3, §9). */
export const DOCUMENT_TYPE = { Link: 1, Form: 2, PartDrawing: 3 } as const;
/** Default quantity or article count (spec §5, §9). */
export const DEFAULT_QUANTITY = 1;
/** Top search hint: at least two characters (spec §2). */
export const TOP_SEARCH_MIN = 2;

/** Whether the directory switcher shows its search box (above 5 organisations). */
export function showsDirectorySearch(organisationCount: number): boolean {
  return organisationCount > DIRECTORY_SEARCH_MIN;
}

/**
 * The partner article list and search answer at most this many articles (the contract's
 * ArticleList maxItems): a full list means there may be more, found by searching.
 */
export const ARTICLE_LIST_LIMIT = 100;

/** Whether the partner article search runs (3 characters or more; otherwise the full list shows). */
export function runsArticleSearch(query: string): boolean {
  return query.trim().length >= ARTICLE_SEARCH_MIN;
}

// Owned by their rule modules, listed here so spec §9 can be read in one place.
export { PARTS_SEARCH_MIN, PARTS_SEARCH_MAX } from './partsSearch';
export { OTP_LENGTH, PASSWORD_MIN, ORDER_LINE_TEXT_MAX } from './validation';
export { QUANTITY_MIN, QUANTITY_MAX, TEXT_LIMITS } from './limits';
export { APPOINTMENT_SOON_DAYS } from './appointment';
export { PAGE_SIZE_MACHINES, PAGE_SIZE_JOBS, PAGE_SIZE_DEFAULT, SCROLL_THRESHOLD } from './paging';
