import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, machines, users } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { encodeMachineCursor } from './cursor.js';
import type { MachineListItem } from './queries.js';

interface Page {
  Items: MachineListItem[];
  Page: number;
  ItemsPerPage: number;
  TotalCount: number;
  TotalCountCapped: boolean;
  NextCursor: string | null;
}

describe.each(testDatabases())('customer machine list paging ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
  });
  afterAll(async () => t?.close());

  const get = (query: string, token = moderator) =>
    t.request({ url: `/api2/customer/machines/filtered${query}`, token });

  /** Every page by cursor, from the first. */
  async function walk(perPage: number, token = moderator): Promise<Page[]> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `?ItemsPerPage=${perPage}${cursor ? `&Cursor=${encodeURIComponent(cursor)}` : ''}`,
        token,
      );
      expect(res.statusCode).toBe(200);
      const page: Page = res.json();
      pages.push(page);
      cursor = page.NextCursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it('by cursor, every machine comes exactly once in list order, equal display names included', async () => {
    const all: MachineListItem[] = (
      await t.request({ url: '/api2/customer/machines', token: moderator })
    ).json();
    for (const perPage of [1, 7, 30, 48, 100]) {
      const pages = await walk(perPage);
      const ids = pages.flatMap((page) => page.Items.map((item) => item.Id));
      expect(ids, `${perPage} a page`).toEqual(all.map((item) => item.Id));
      expect(pages.at(-1)!.NextCursor).toBeNull();
      expect(pages.every((page) => page.TotalCount === 48)).toBe(true);
    }
    // The walk crossed names that repeat, so the id tie-break is what kept the order.
    expect(new Set(all.map((item) => item.DisplayName)).size).toBeLessThan(48);
  });

  it('a full last page says so: 48 machines by 48 has no NextCursor, by 47 one more page of one', async () => {
    expect((await get('?ItemsPerPage=48')).json().NextCursor).toBeNull();
    const pages = await walk(47);
    expect(pages.map((page) => page.Items.length)).toEqual([47, 1]);
  });

  it('Page paging gives a NextCursor that continues where the page ended', async () => {
    const second: Page = (await get('?ItemsPerPage=10&Page=2')).json();
    const third: Page = (await get('?ItemsPerPage=10&Page=3')).json();
    const byCursor: Page = (await get(`?ItemsPerPage=10&Cursor=${second.NextCursor}`)).json();
    expect(byCursor.Items.map((i) => i.Id)).toEqual(third.Items.map((i) => i.Id));
    // With a cursor, Page is ignored and echoed.
    const withPage: Page = (await get(`?ItemsPerPage=10&Page=5&Cursor=${second.NextCursor}`)).json();
    expect(withPage.Items.map((i) => i.Id)).toEqual(third.Items.map((i) => i.Id));
    expect(withPage.Page).toBe(5);
  });

  it('a machine added or renamed between pages neither makes the next page skip nor repeat a row', async () => {
    const first: Page = (await get('?ItemsPerPage=20')).json();
    const lastName = first.Items.at(-1)!.DisplayName!;
    const [customerIdRow] = await t.db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.email, 'moderator@demo.test'));
    const { customerId } = customerIdRow!;
    // A new machine sorting before the cursor does not shift the rows after it.
    await t.db.insert(machines).values({ customerId: customerId!, displayName: '  first of all' });
    const rest = (await walk(100)).flatMap((page) => page.Items);
    const after: Page = (await get(`?ItemsPerPage=100&Cursor=${first.NextCursor}`)).json();
    const expected = rest.filter((item) => {
      const name = item.DisplayName ?? '';
      return name > lastName || (name === lastName && item.Id > first.Items.at(-1)!.Id);
    });
    expect(after.Items.map((i) => i.Id)).toEqual(expected.map((i) => i.Id));
    expect(after.Items.some((item) => first.Items.some((seen) => seen.Id === item.Id))).toBe(false);
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', encodeURIComponent(Buffer.from('hello').toString('base64url'))],
    ['the wrong shape', Buffer.from(JSON.stringify({ a: 1 })).toString('base64url')],
    ['an id that is no integer', Buffer.from(JSON.stringify(['A', 1.5])).toString('base64url')],
    ['a negative id', Buffer.from(JSON.stringify(['A', -1])).toString('base64url')],
    ['a name that is not text', Buffer.from(JSON.stringify([7, 1])).toString('base64url')],
  ])('a cursor that is %s answers 400 with a Message', async (_what, cursor) => {
    const res = await get(`?Cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/Cursor/);
  });

  it('an over-long or empty cursor answers 400 from the contract', async () => {
    expect((await get(`?Cursor=${'a'.repeat(601)}`)).statusCode).toBe(400);
    expect((await get('?Cursor=')).statusCode).toBe(400);
  });

  it("another organisation's cursor only positions within the caller's own machines", async () => {
    const nordic: Page = (await get('?ItemsPerPage=5')).json();
    const theirs = await walk(2, user);
    const ids = theirs.flatMap((page) => page.Items.map((item) => item.Id));
    expect(ids).toHaveLength(5);
    const foreign: Page = (await get(`?Cursor=${nordic.NextCursor}`, user)).json();
    expect(foreign.Items.every((item) => ids.includes(item.Id))).toBe(true);
    expect(foreign.TotalCount).toBe(5);
  });

  it('a cursor after the last machine gives an empty page with the count and no NextCursor', async () => {
    const res = await get(`?Cursor=${encodeMachineCursor({ displayName: '\u{10FFFF}', id: 1 })}`, user);
    expect(res.json()).toMatchObject({ Items: [], TotalCount: 5, NextCursor: null });
  });

  describe('GET /api2/customer/machines (bounded)', () => {
    it('answers the count in X-Total-Count', async () => {
      const res = await t.request({ url: '/api2/customer/machines', token: moderator });
      expect(res.headers['x-total-count']).toBe('48');
      expect(res.headers['x-total-count-capped']).toBe('false');
      expect(res.json()).toHaveLength(48);
    });

    it('cuts an organisation of 230 machines at 200, the first 200 in list order, and says 230', async () => {
      const [customerIdRow] = await t.db
        .select({ customerId: users.customerId })
        .from(users)
        .where(eq(users.email, 'user@demo.test'));
      const { customerId } = customerIdRow!;
      await t.db.insert(machines).values(
        Array.from({ length: 225 }, (_, n) => ({
          customerId: customerId!,
          displayName: `Bulk ${String(n % 50).padStart(2, '0')}`,
        })),
      );
      const res = await t.request({ url: '/api2/customer/machines', token: user });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('230');
      const items: MachineListItem[] = res.json();
      expect(items).toHaveLength(200);
      const pages = await walk(100, user);
      expect(items.map((i) => i.Id)).toEqual(
        pages.flatMap((page) => page.Items.map((i) => i.Id)).slice(0, 200),
      );
      const [showPricesRow] = await t.db
        .select({ showPrices: customers.showPrices })
        .from(customers)
        .where(eq(customers.id, customerId!));
      const { showPrices } = showPricesRow!;
      expect(showPrices).toBe(false);
    });

    it('counts up to 1,000 machines: beyond, TotalCount and X-Total-Count say 1,000 and capped', async () => {
      const [customerIdRow] = await t.db
        .select({ customerId: users.customerId })
        .from(users)
        .where(eq(users.email, 'user@demo.test'));
      const { customerId } = customerIdRow!;
      await t.db
        .insert(machines)
        .values(
          Array.from({ length: 995 }, (_, n) => ({ customerId: customerId!, displayName: `Bulk ${n}` })),
        );
      // 5 + 995: exactly 1,000 is not capped.
      expect((await get('?ItemsPerPage=1', user)).json()).toMatchObject({
        TotalCount: 1000,
        TotalCountCapped: false,
      });
      await t.db.insert(machines).values({ customerId: customerId!, displayName: 'One more' });
      expect((await get('?ItemsPerPage=1', user)).json()).toMatchObject({
        TotalCount: 1000,
        TotalCountCapped: true,
      });
      const all = await t.request({ url: '/api2/customer/machines', token: user });
      expect(all.headers['x-total-count']).toBe('1000');
      expect(all.headers['x-total-count-capped']).toBe('true');
      expect(all.json()).toHaveLength(200);
    });
  });
});
