import { TOP_SEARCH_MIN } from '@eqp/sdk';

/** The top search lists at most this many machines (the server's best matches). */
export const TOP_SEARCH_MAX = 8;

/** Whether the query is long enough to search (spec §2: at least two characters). */
export function topSearchRuns(query: string): boolean {
  return query.trim().length >= TOP_SEARCH_MIN;
}
