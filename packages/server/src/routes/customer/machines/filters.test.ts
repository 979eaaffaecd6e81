import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machines, serviceHistory } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import type { MachineFilterChoices as Options, MachineListItem } from './queries.js';

interface Page {
  Items: MachineListItem[];
  TotalCount: number;
  TotalCountCapped: boolean;
  NextCursor: string | null;
}

const hasOpen = (item: MachineListItem) => item.ActiveServiceJobs + item.ActivePartsJobs > 0;
const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

describe.each(testDatabases())('customer machine list filters and sorts ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let partner: string;
  let all: MachineListItem[];
  let options: Options;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
    all = (await t.request({ url: '/api2/customer/machines', token: moderator })).json();
    options = (await t.request({ url: '/api2/customer/machines/filteroptions', token: moderator })).json();
  });
  afterAll(async () => t?.close());

  const get = (query: string, token = moderator) =>
    t.request({ url: `/api2/customer/machines/filtered?${query}`, token });

  /** Every page by cursor with the same filters and sort. */
  async function walk(query: string, perPage: number, token = moderator): Promise<Page[]> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `${query}&ItemsPerPage=${perPage}${cursor ? `&Cursor=${encodeURIComponent(cursor)}` : ''}`,
        token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page: Page = res.json();
      pages.push(page);
      cursor = page.NextCursor;
    } while (cursor && pages.length < 200);
    return pages;
  }
  const idsOf = (pages: Page[]) => pages.flatMap((page) => page.Items.map((item) => item.Id));

  it('the list items carry the serial number, the location and the last service date', () => {
    expect(all).toHaveLength(48);
    expect(all.some((item) => item.SerialNumber !== null)).toBe(true);
    expect(all.some((item) => item.Name !== null)).toBe(true);
    expect(all.some((item) => item.LastServiceDate !== null)).toBe(true);
    expect(all.some((item) => item.LastServiceDate === null)).toBe(true);
  });

  it("the filter choices are the organisation's distinct types, suppliers and locations", () => {
    expect(options.Types.map((o) => o.Name).sort()).toEqual(distinct(all.map((i) => i.MachineType)).sort());
    expect(options.Suppliers.map((o) => o.Name).sort()).toEqual(
      distinct(all.map((i) => i.SupplierName)).sort(),
    );
    expect([...options.Locations].sort()).toEqual(distinct(all.map((i) => i.Name)).sort());
    expect(options.TypesCapped || options.SuppliersCapped || options.LocationsCapped).toBe(false);
  });

  describe('each filter keeps exactly the matching machines, in list order, and counts them', () => {
    const cases: [string, () => string, (item: MachineListItem) => boolean][] = [
      [
        'TypeId',
        () => `TypeId=${options.Types[0]!.Id}`,
        (item) => item.MachineType === options.Types[0]!.Name,
      ],
      [
        'SupplierId',
        () => `SupplierId=${options.Suppliers[1]!.Id}`,
        (item) => item.SupplierName === options.Suppliers[1]!.Name,
      ],
      [
        'Location',
        () => `Location=${encodeURIComponent(options.Locations[0]!)}`,
        (item) => item.Name === options.Locations[0],
      ],
      ['HasOpenOrders=true', () => 'HasOpenOrders=true', hasOpen],
      ['HasOpenOrders=false', () => 'HasOpenOrders=false', (item) => !hasOpen(item)],
    ];
    it.each(cases)('%s', async (_name, query, keep) => {
      const expected = all.filter(keep).map((item) => item.Id);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(48);
      const page: Page = (await get(`${query()}&ItemsPerPage=100`)).json();
      expect(page.Items.map((item) => item.Id)).toEqual(expected);
      expect(page.TotalCount).toBe(expected.length);
      expect(page.TotalCountCapped).toBe(false);
    });
  });

  it('filters combine: a type and open orders', async () => {
    const type = options.Types.find((o) =>
      all.some((i) => i.MachineType === o.Name && hasOpen(i) && all.some((j) => j !== i && !hasOpen(j))),
    )!;
    const expected = all.filter((i) => i.MachineType === type.Name && hasOpen(i)).map((i) => i.Id);
    const page: Page = (await get(`TypeId=${type.Id}&HasOpenOrders=true&ItemsPerPage=100`)).json();
    expect(page.Items.map((i) => i.Id)).toEqual(expected);
    expect(page.TotalCount).toBe(expected.length);
  });

  it('Sort=serial: by serial number, machines without one last, then id', async () => {
    const [page] = await walk('Sort=serial', 100);
    const serials = page!.Items.map((i) => i.SerialNumber);
    const firstNull = serials.indexOf(null);
    if (firstNull >= 0) expect(serials.slice(firstNull).every((s) => s === null)).toBe(true);
    expect(new Set(page!.Items.map((i) => i.Id)).size).toBe(48);
    const byId = new Map(all.map((i) => [i.Id, i]));
    expect(page!.Items.map((i) => byId.get(i.Id)!.SerialNumber)).toEqual(serials);
  });

  it('Sort=lastService: newest service first, never serviced last, ties and the rest by id (newest first)', async () => {
    const [page] = await walk('Sort=lastService', 100);
    const expected = [...all]
      .sort((a, b) => {
        const ta = a.LastServiceDate ? Date.parse(a.LastServiceDate) : null;
        const tb = b.LastServiceDate ? Date.parse(b.LastServiceDate) : null;
        if (ta !== tb) {
          if (ta === null) return 1;
          if (tb === null) return -1;
          return tb - ta;
        }
        return b.Id - a.Id;
      })
      .map((i) => i.Id);
    expect(page!.Items.map((i) => i.Id)).toEqual(expected);
  });

  it.each([
    'Sort=name',
    'Sort=serial',
    'Sort=lastService',
    'Sort=serial&HasOpenOrders=true',
    'Sort=lastService&HasOpenOrders=false',
  ])('%s: paging by cursor gives every machine once, without gaps or repeats', async (query) => {
    const [whole] = await walk(query, 100);
    const expected = whole!.Items.map((i) => i.Id);
    for (const perPage of [1, 4, 7]) {
      const pages = await walk(query, perPage);
      expect(idsOf(pages), `${perPage} a page`).toEqual(expected);
      expect(pages.at(-1)!.NextCursor).toBeNull();
      expect(pages.every((p) => p.TotalCount === expected.length)).toBe(true);
    }
  });

  it('a sorted and filtered list by type pages without gaps or repeats', async () => {
    const type = options.Types[0]!;
    const [whole] = await walk(`Sort=serial&TypeId=${type.Id}`, 100);
    const pages = await walk(`Sort=serial&TypeId=${type.Id}`, 2);
    expect(idsOf(pages)).toEqual(whole!.Items.map((i) => i.Id));
    expect(whole!.Items.every((i) => i.MachineType === type.Name)).toBe(true);
  });

  it.each([
    ['name', 'serial'],
    ['serial', 'name'],
    ['serial', 'lastService'],
    ['lastService', 'name'],
  ])('a cursor of Sort=%s sent with Sort=%s answers 400 with a Message', async (from, to) => {
    const first: Page = (await get(`Sort=${from}&ItemsPerPage=5`)).json();
    const res = await get(`Sort=${to}&ItemsPerPage=5&Cursor=${encodeURIComponent(first.NextCursor!)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/Cursor/);
  });

  it.each([
    ['an unknown sort', 'Sort=price'],
    ['a type that is not a number', 'TypeId=abc'],
    ['a type of 0', 'TypeId=0'],
    ['a supplier that is not a number', 'SupplierId=1.5'],
    ['an empty location', 'Location='],
    ['a blank location', 'Location=%20%20'],
    ['a location over 100 characters', `Location=${'a'.repeat(101)}`],
    ['HasOpenOrders that is not a boolean', 'HasOpenOrders=maybe'],
  ])('%s answers 400 with a Message', async (_what, query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toEqual(expect.any(String));
  });

  it('a type, supplier or location the organisation does not have matches nothing', async () => {
    for (const query of ['TypeId=999999', 'SupplierId=999999', 'Location=Nowhere%20at%20all']) {
      const page: Page = (await get(query)).json();
      expect(page.Items).toEqual([]);
      expect(page.TotalCount).toBe(0);
      expect(page.NextCursor).toBeNull();
    }
  });

  describe('tenants', () => {
    it("another organisation's choices and filters never show the first organisation's machines", async () => {
      const ours = new Set(all.map((i) => i.Id));
      const theirs: MachineListItem[] = (
        await t.request({ url: '/api2/customer/machines', token: user })
      ).json();
      const theirOptions: Options = (
        await t.request({ url: '/api2/customer/machines/filteroptions', token: user })
      ).json();
      expect([...theirOptions.Locations].sort()).toEqual(distinct(theirs.map((i) => i.Name)).sort());
      expect(theirOptions.Types.map((o) => o.Name).sort()).toEqual(
        distinct(theirs.map((i) => i.MachineType)).sort(),
      );
      // The first organisation's choices, asked by the other organisation.
      for (const type of options.Types) {
        const page: Page = (await get(`TypeId=${type.Id}&ItemsPerPage=100`, user)).json();
        expect(page.Items.some((i) => ours.has(i.Id))).toBe(false);
      }
      for (const location of options.Locations) {
        const page: Page = (
          await get(`Location=${encodeURIComponent(location)}&ItemsPerPage=100`, user)
        ).json();
        expect(page.Items.some((i) => ours.has(i.Id))).toBe(false);
        expect(page.TotalCount).toBe(page.Items.length);
      }
    });

    it('a partner token is refused with 403, no token with 401', async () => {
      expect(
        (await t.request({ url: '/api2/customer/machines/filteroptions', token: partner })).statusCode,
      ).toBe(403);
      expect((await get('Sort=serial', partner)).statusCode).toBe(403);
      expect((await t.request({ url: '/api2/customer/machines/filteroptions' })).statusCode).toBe(401);
    });
  });

  it('a new service history entry makes the machine the first of Sort=lastService', async () => {
    const last = all.find((i) => i.LastServiceDate === null)!;
    await t.db
      .insert(serviceHistory)
      .values({ machineId: last.Id, createdDate: new Date('2100-01-01T00:00:00Z') });
    const page: Page = (await get('Sort=lastService&ItemsPerPage=1')).json();
    expect(page.Items[0]!.Id).toBe(last.Id);
    expect(page.Items[0]!.LastServiceDate).toBe('2100-01-01T00:00:00.000Z');
    await t.db.delete(serviceHistory).where(eq(serviceHistory.machineId, last.Id));
    const [row] = await t.db
      .select({ last: machines.lastServiceDate })
      .from(machines)
      .where(eq(machines.id, last.Id));
    expect(row!.last).toBeNull();
  });
});
