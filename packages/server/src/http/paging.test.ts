import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { PAGING_MESSAGES } from './paging.js';

/** Small, so that the demo organisation's 44 jobs and 48 machines reach past it. */
const MAX = 20;

describe.each(testDatabases())('deep pages of the paged lists ($name)', (kind) => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await createTestContext(kind, { limits: { pageOffsetMax: MAX } });
    token = (await t.login('moderator@demo.test')).access_token;
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.request({ url, token });

  it.each([
    ['/api2/customer/machines/filtered', 30],
    ['/api2/customer/jobs/filtered', 50],
  ])(
    '%s: a page starting before PAGE_OFFSET_MAX answers; one starting at or past it is 400 with a Message',
    async (path, perPage) => {
      const lastPage = Math.ceil(MAX / perPage); // starts at (lastPage - 1) * perPage < MAX
      expect((await get(`${path}?ItemsPerPage=${perPage}&Page=${lastPage}`)).statusCode).toBe(200);
      const deep = await get(`${path}?ItemsPerPage=${perPage}&Page=${lastPage + 1}`);
      expect(deep.statusCode).toBe(400);
      expect(deep.json()).toEqual({ Message: PAGING_MESSAGES.tooDeep(lastPage + 1, MAX) });
      // Another page size: the bound is on the items skipped, not on the page number.
      expect((await get(`${path}?ItemsPerPage=10&Page=2`)).statusCode).toBe(200);
      expect((await get(`${path}?ItemsPerPage=10&Page=3`)).statusCode).toBe(400);
    },
  );

  it('a cursor goes past the bound: following NextCursor lists the whole job list (Page is then ignored)', async () => {
    let cursor: string | null = null;
    let listed = 0;
    let pages = 0;
    do {
      const query: string = cursor ? `&Cursor=${cursor}&Page=99` : '';
      const res = await get(`/api2/customer/jobs/filtered?ItemsPerPage=10${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ Items: unknown[]; NextCursor: string | null }>();
      listed += body.Items.length;
      cursor = body.NextCursor;
      pages++;
    } while (cursor && pages < 100);
    expect(cursor).toBeNull();
    expect(listed).toBeGreaterThan(MAX);
  });

  it('the message says where the list goes on', () => {
    expect(PAGING_MESSAGES.tooDeep(1001, 10_000)).toBe(
      'Page 1001 starts past the first 10,000 items of the list. Follow NextCursor from the last page to list further.',
    );
  });
});
