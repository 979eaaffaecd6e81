import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_JOBS,
  PAGE_SIZE_MACHINES,
  SCROLL_THRESHOLD,
  shouldLoadNextPage,
} from './paging';

const base = {
  scrollHeight: 1000,
  clientHeight: 200,
  page: 1,
  pageSize: 30,
  loadedCount: 30,
  lastPageLength: 30,
};

describe('paging trigger (spec §4 "List paging", §9)', () => {
  it('has the page sizes and threshold of spec §9', () => {
    expect([PAGE_SIZE_MACHINES, PAGE_SIZE_JOBS, PAGE_SIZE_DEFAULT, SCROLL_THRESHOLD]).toEqual([
      30, 50, 100, 0.9,
    ]);
  });

  it('given the scroll position past 90 % and a full page loaded, loads the next page', () => {
    expect(shouldLoadNextPage({ ...base, scrollTop: 720 })).toBe(true);
  });

  it('given the scroll position at or before 90 %, does not load', () => {
    expect(shouldLoadNextPage({ ...base, scrollTop: 700 })).toBe(false);
  });

  it('given loaded items not above the current page minus half a page, does not load (the page is still on its way)', () => {
    // page 2 requested, 45 items = 2*30 - 15: not above.
    expect(shouldLoadNextPage({ ...base, scrollTop: 800, page: 2, loadedCount: 45 })).toBe(false);
    expect(shouldLoadNextPage({ ...base, scrollTop: 800, page: 2, loadedCount: 46 })).toBe(true);
  });

  it('given a last page shorter than the page size, paging has ended', () => {
    expect(shouldLoadNextPage({ ...base, scrollTop: 800, loadedCount: 29, lastPageLength: 29 })).toBe(false);
  });

  it('given content shorter than the viewport, counts as scrolled to the end', () => {
    expect(shouldLoadNextPage({ ...base, scrollTop: 0, scrollHeight: 150, clientHeight: 200 })).toBe(true);
  });
});
