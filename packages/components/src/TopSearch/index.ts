export { TopSearch, defaultTopSearchHref } from './TopSearch';
export type { TopSearchProps } from './TopSearch';
export { topSearchRuns, TOP_SEARCH_MAX } from './searchMachines';
