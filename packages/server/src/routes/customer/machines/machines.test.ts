import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machines } from '../../../db/schema.js';
import { buildSeedPlan } from '../../../seed/index.js';
import { createTestContext, TEST_BASE_DATE, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import type { MachineListItem } from './queries.js';

const plan = buildSeedPlan(TEST_BASE_DATE);

/** What the list should say about a machine, computed from the seed plan, not from SQL. */
function expectedStats(qrcode: string) {
  const key = plan.machines.find((m) => m.qrcode === qrcode)!.key;
  let service = 0;
  let parts = 0;
  let serviceAmount = 0;
  let partsAmount = 0;
  for (const job of plan.jobs) {
    const lines = job.machines.filter((m) => m.machineKey === key);
    if (lines.length === 0) continue;
    const open = job.statusId >= 10 && job.statusId <= 30;
    if (open && job.jobType.id === 3) parts++;
    if (open && job.jobType.id !== 3) service++;
    if (job.statusId !== 5 && job.statusId !== 110) {
      for (const line of lines) {
        serviceAmount += line.serviceAmount;
        partsAmount += line.partsAmount;
      }
    }
  }
  return { service, parts, serviceAmount, partsAmount };
}

describe.each(testDatabases())('customer machines ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let partner: string;
  let qrById: Map<number, string>;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
    const rows = await t.db.select({ id: machines.id, qrcode: machines.qrcode }).from(machines);
    qrById = new Map(rows.map((r) => [r.id, r.qrcode!]));
  });
  afterAll(async () => t?.close());

  const page = (query: string, token = moderator) =>
    t.request({ url: `/api2/customer/machines/filtered${query}`, token });

  describe('GET /api2/customer/machines', () => {
    it('answers all 48 machines of the organisation, ordered by display name, then id', async () => {
      const res = await t.request({ url: '/api2/customer/machines', token: moderator });
      expect(res.statusCode).toBe(200);
      const items: MachineListItem[] = res.json();
      expect(items).toHaveLength(48);
      const sorted = [...items].sort((a, b) =>
        a.DisplayName === b.DisplayName
          ? a.Id - b.Id
          : (a.DisplayName ?? '') < (b.DisplayName ?? '')
            ? -1
            : 1,
      );
      expect(items.map((i) => i.Id)).toEqual(sorted.map((i) => i.Id));
      // Names repeat on purpose, so the id tie-break matters.
      expect(new Set(items.map((i) => i.DisplayName)).size).toBeLessThan(48);
    });

    it('counts open service and part orders and sums lifetime amounts per machine', async () => {
      const items: MachineListItem[] = (
        await t.request({ url: '/api2/customer/machines', token: moderator })
      ).json();
      let withOpenService = 0;
      let withOpenParts = 0;
      let withAmounts = 0;
      for (const item of items) {
        const expected = expectedStats(qrById.get(item.Id)!);
        expect(item.ActiveServiceJobs, `machine ${item.Id}`).toBe(expected.service);
        expect(item.ActivePartsJobs, `machine ${item.Id}`).toBe(expected.parts);
        expect(item.TotalServiceAmount).toBeCloseTo(expected.serviceAmount, 2);
        expect(item.TotalPartsAmount).toBeCloseTo(expected.partsAmount, 2);
        if (item.ActiveServiceJobs > 0) withOpenService++;
        if (item.ActivePartsJobs > 0) withOpenParts++;
        if (item.TotalServiceAmount > 0) withAmounts++;
      }
      // The demo data has something to show in every chip.
      expect(withOpenService).toBeGreaterThan(0);
      expect(withOpenParts).toBeGreaterThan(0);
      expect(withAmounts).toBeGreaterThan(0);
    });

    it('gives model, type, supplier and image; a machine without a model has nulls', async () => {
      const items: MachineListItem[] = (
        await t.request({ url: '/api2/customer/machines', token: moderator })
      ).json();
      const withModel = items.find((i) => i.MachineModelId !== null)!;
      expect(withModel.ParentMachineModelName).toBeTruthy();
      expect(withModel.SupplierName).toBeTruthy();
      expect(withModel.MachineType).toBeTruthy();
      // The type and the supplier as the objects Machine has, beside the deprecated names.
      expect(withModel.MachineTypeRef).toEqual({ Id: expect.any(Number), Name: withModel.MachineType });
      expect(withModel.SupplierRef).toEqual({ Id: expect.any(Number), Name: withModel.SupplierName });
      const detail = (
        await t.request({ url: `/api2/customer/machines/overview/${withModel.Id}`, token: moderator })
      ).json();
      expect(detail.Machine.MachineType).toEqual(withModel.MachineTypeRef);
      expect(detail.Machine.Supplier).toEqual(withModel.SupplierRef);
      expect(withModel.ModelImage).toMatch(/^models\/.+\.svg$/);
      const withoutModel = items.find((i) => i.MachineModelId === null)!;
      expect(withoutModel.ModelImage).toBeNull();
      expect(withoutModel.ParentMachineModelName).toBeNull();
    });
  });

  describe('GET /api2/customer/machines/filtered', () => {
    it('pages by 30: 30 then 18 of 48, in the same order as the full list', async () => {
      const all: MachineListItem[] = (
        await t.request({ url: '/api2/customer/machines', token: moderator })
      ).json();
      const first = await page('');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ Page: 1, ItemsPerPage: 30, TotalCount: 48 });
      expect(first.json().Items).toHaveLength(30);
      const second = await page('?Page=2');
      expect(second.json()).toMatchObject({ Page: 2, ItemsPerPage: 30, TotalCount: 48 });
      expect(second.json().Items).toHaveLength(18);
      const ids = [...first.json().Items, ...second.json().Items].map((i: MachineListItem) => i.Id);
      expect(ids).toEqual(all.map((i) => i.Id));
      const third = await page('?Page=3&ItemsPerPage=30');
      expect(third.json().Items).toEqual([]);
    });

    it('honours ItemsPerPage', async () => {
      const res = await page('?ItemsPerPage=7&Page=7');
      expect(res.json()).toMatchObject({ Page: 7, ItemsPerPage: 7, TotalCount: 48 });
      expect(res.json().Items).toHaveLength(6);
    });

    it.each([
      ['?ItemsPerPage=0', /^Items per page must be a whole number from 1 to 100\.$/],
      ['?ItemsPerPage=101', /^Items per page must be a whole number from 1 to 100\.$/],
      ['?ItemsPerPage=abc', /^Items per page must be a whole number from 1 to 100\.$/],
      ['?ItemsPerPage=2.5', /^Items per page must be a whole number/],
      ['?Page=0', /^Page must be a whole number of 1 or more\.$/],
      ['?Page=-1', /^Page must be a whole number of 1 or more\.$/],
      ['?Page=99999999999', /^Page must be a whole number/],
    ])('given %s, answers 400 with a readable Message', async (query, message) => {
      const res = await page(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(message);
    });
  });

  describe('tenants', () => {
    it("a user of another organisation never sees the first organisation's machines", async () => {
      const nordicIds = new Set(
        (
          (await t.request({ url: '/api2/customer/machines', token: moderator })).json() as MachineListItem[]
        ).map((i) => i.Id),
      );
      const theirs: MachineListItem[] = (
        await t.request({ url: '/api2/customer/machines', token: user })
      ).json();
      expect(theirs).toHaveLength(5);
      expect(theirs.some((i) => nordicIds.has(i.Id))).toBe(false);
      const theirPage = (await page('?ItemsPerPage=100', user)).json();
      expect(theirPage.TotalCount).toBe(5);
      expect(theirPage.Items.some((i: MachineListItem) => nordicIds.has(i.Id))).toBe(false);
    });

    it('an organisation that does not see prices gets no amounts', async () => {
      const theirs: MachineListItem[] = (
        await t.request({ url: '/api2/customer/machines', token: user })
      ).json();
      const withAmounts = theirs.filter((i) => {
        const expected = expectedStats(qrById.get(i.Id)!);
        return expected.serviceAmount + expected.partsAmount > 0;
      });
      // The seed gives Fjord Bakery finished jobs with amounts; the API withholds them.
      expect(withAmounts.length).toBeGreaterThan(0);
      for (const item of theirs) {
        expect(item.TotalServiceAmount).toBe(0);
        expect(item.TotalPartsAmount).toBe(0);
      }
    });

    it("after switching organisation the list is the other organisation's", async () => {
      const customers = (await t.request({ url: '/api2/customer/userinfo', token: moderator })).json()
        .ImpersonationOptions;
      const bergen = customers.find((c: { Name: string }) => c.Name === 'Nordic Foods Bergen AS');
      const switched = await t.request({
        method: 'POST',
        url: `/api2/Token/impersonate?customerId=${bergen.Id}`,
        token: moderator,
      });
      const items: MachineListItem[] = (
        await t.request({ url: '/api2/customer/machines', token: switched.json().access_token })
      ).json();
      expect(items).toHaveLength(6);
    });

    it('a partner token is refused with 403, no token with 401', async () => {
      expect((await t.request({ url: '/api2/customer/machines', token: partner })).statusCode).toBe(403);
      expect((await page('', partner)).statusCode).toBe(403);
      expect((await t.request({ url: '/api2/customer/machines' })).statusCode).toBe(401);
      expect((await page('', '')).statusCode).toBe(401);
    });
  });
});
