/**
 * `Page` of the paged lists (GET /api2/customer/machines/filtered, /api2/customer/jobs/filtered):
 * its offset is read and skipped on every call, so a deep page costs as much as every page before
 * it (at a big customer's scale, Page=1500 of the job list took half a second). A page may start
 * at most `Limits.pageOffsetMax` items into the list (PAGE_OFFSET_MAX, default 10,000); further,
 * the answer is 400 and the list goes on by NextCursor, whose cost does not grow with the depth.
 */
import { badRequest } from './errors.js';

export const PAGING_MESSAGES = {
  tooDeep: (page: number, max: number) =>
    `Page ${page} starts past the first ${max.toLocaleString('en-US')} items of the list. Follow NextCursor from the last page to list further.`,
} as const;

/** The offset of `page` (1-based) of `itemsPerPage`; past `max` items: 400 with a Message. */
export function pageOffset(page: number, itemsPerPage: number, max: number): number {
  const offset = (page - 1) * itemsPerPage;
  if (offset >= max) throw badRequest(PAGING_MESSAGES.tooDeep(page, max));
  return offset;
}
