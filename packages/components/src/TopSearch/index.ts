export { TopSearch, defaultTopSearchHref } from './TopSearch';
export type { TopSearchProps } from './TopSearch';
export { searchMachines, topSearchRuns, TOP_SEARCH_MAX } from './searchMachines';
