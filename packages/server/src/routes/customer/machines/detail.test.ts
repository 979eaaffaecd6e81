import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machines } from '../../../db/schema.js';
import { buildCataloguePlan, buildSeedPlan } from '../../../seed/index.js';
import { createTestContext, TEST_BASE_DATE, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { ACCESS_MESSAGES } from '../access.js';
import {
  MACHINE_UPDATE_MESSAGES,
  type Machine,
  type MachineOverview,
  type MachineServiceHistoryEntry,
  type MachineUpdate,
} from './detail.js';

const plan = buildSeedPlan(TEST_BASE_DATE);
const catalogue = buildCataloguePlan(plan);
/** The clock of these tests: a few days after the seed's base day. */
const NOW = new Date(TEST_BASE_DATE.getTime() + 3 * 86_400_000);

const planMachine = (key: string) => plan.machines.find((m) => m.key === key)!;
/** Open jobs (10..30) with a sub-job on the machine, from the plan. */
function expectedOpenCount(machineKey: string) {
  const open = plan.jobs.filter(
    (j) => j.statusId >= 10 && j.statusId <= 30 && j.machines.some((m) => m.machineKey === machineKey),
  );
  return {
    ActivePartJobsCount: open.filter((j) => j.jobType.id === 3).length,
    ActiveOtherJobsCount: open.filter((j) => j.jobType.id !== 3).length,
  };
}

describe.each(testDatabases())('customer machine detail ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let operator: string;
  let partner: string;
  let machineId: Map<string, number>;
  const id = (key: string) => machineId.get(key)!;
  /** The first organisation's showcase machine (model, documents, history) and Fjord Bakery's first. */
  const nordicKey = catalogue.showcase.machineKey;
  const fjordKey = plan.machines.find((m) => m.customerKey === 'fjord')!.key;
  const noModelKey = plan.machines.filter((m) => m.customerKey === 'nordic').at(-1)!.key;

  beforeAll(async () => {
    t = await createTestContext(kind, { now: () => NOW });
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    operator = (await t.login('per.operator@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
    const rows = await t.db.select({ id: machines.id, qrcode: machines.qrcode }).from(machines);
    machineId = new Map(plan.machines.map((m) => [m.key, rows.find((r) => r.qrcode === m.qrcode)!.id]));
  });
  afterAll(async () => t?.close());

  describe('GET /api2/customer/machines/openJobsCount/{id}', () => {
    it('counts the open part orders and other open jobs on every machine of the organisation', async () => {
      let withOpen = 0;
      for (const m of plan.machines.filter((x) => x.customerKey === 'nordic')) {
        const res = await t.request({
          url: `/api2/customer/machines/openJobsCount/${id(m.key)}`,
          token: moderator,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json(), m.key).toEqual(expectedOpenCount(m.key));
        if (res.json().ActivePartJobsCount + res.json().ActiveOtherJobsCount > 0) withOpen++;
      }
      expect(withOpen).toBeGreaterThan(0);
    });

    it("answers 403 for another organisation's machine and 404 for an unknown one", async () => {
      const other = await t.request({
        url: `/api2/customer/machines/openJobsCount/${id(fjordKey)}`,
        token: moderator,
      });
      expect(other.statusCode).toBe(403);
      expect(other.json().Message).toBe(ACCESS_MESSAGES.notYourMachine(id(fjordKey)));
      const unknown = await t.request({
        url: '/api2/customer/machines/openJobsCount/999999',
        token: moderator,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('answers 403 to a partner, 401 without a token and 400 for a bad id', async () => {
      const url = `/api2/customer/machines/openJobsCount/${id(nordicKey)}`;
      expect((await t.request({ url, token: partner })).statusCode).toBe(403);
      expect((await t.request({ url })).statusCode).toBe(401);
      const bad = await t.request({ url: '/api2/customer/machines/openJobsCount/abc', token: moderator });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Message).toMatch(/^ID must be a whole number/);
    });
  });

  describe('GET /api2/customer/machines/overview/{id}', () => {
    it('answers the machine with its model, type, supplier and document counts', async () => {
      const res = await t.request({
        url: `/api2/customer/machines/overview/${id(nordicKey)}`,
        token: moderator,
      });
      expect(res.statusCode).toBe(200);
      const overview: MachineOverview = res.json();
      const m = planMachine(nordicKey);
      expect(overview.Machine).toMatchObject({
        Id: id(nordicKey),
        DisplayName: m.displayName,
        Name: m.name,
        SerialNumber: m.serialNumber,
        Qrcode: m.qrcode,
        Facility: m.facility,
        BoughtDate: m.boughtDate,
        RetiredDate: m.retiredDate,
        ServiceAgreement: m.serviceAgreement,
        IsActive: m.isActive,
        CustomerText: m.customerText,
      });
      const model = plan.models.find((x) => x.key === m.modelKey)!;
      expect(overview.Machine.MachineModelName).toBe(model.name);
      expect(overview.Machine.MachineModel).toMatchObject({ Name: model.name, ModelImage: model.imagePath });
      expect(overview.Machine.MachineModel!.Supplier!.Name).toBe(
        plan.suppliers.find((s) => s.key === model.supplierKey)!.name,
      );
      expect(overview.Machine.MachineType!.Name).toBe(
        plan.machineTypes.find((x) => x.key === m.typeKey)!.name,
      );
      const docs = catalogue.documents.filter((d) => d.modelKeys.includes(model.key));
      expect(overview.DocumentManualsCount).toBe(docs.filter((d) => d.documentTypeId === 1).length);
      expect(overview.DocumentFormsCount).toBe(docs.filter((d) => d.documentTypeId === 2).length);
      expect(overview.DocumentPartDrawingCount).toBe(docs.filter((d) => d.documentTypeId === 3).length);
      expect(overview.DocumentManualsCount).toBeGreaterThan(0);
    });

    it('a machine without a model has no model and every count 0 (the tabs are disabled)', async () => {
      const res = await t.request({
        url: `/api2/customer/machines/overview/${id(noModelKey)}`,
        token: moderator,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        DocumentManualsCount: 0,
        DocumentPartDrawingCount: 0,
        DocumentFormsCount: 0,
        Machine: { MachineModel: null, MachineModelName: null },
      });
    });

    it("answers 403 for another organisation's machine, 404 for an unknown one, 403 to a partner", async () => {
      expect(
        (await t.request({ url: `/api2/customer/machines/overview/${id(nordicKey)}`, token: user }))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.request({ url: '/api2/customer/machines/overview/999999', token: user })).statusCode,
      ).toBe(404);
      expect(
        (await t.request({ url: `/api2/customer/machines/overview/${id(nordicKey)}`, token: partner }))
          .statusCode,
      ).toBe(403);
      const bad = await t.request({ url: '/api2/customer/machines/overview/0', token: moderator });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Message).toMatch(/^ID must be a whole number of 1 or more\.$/);
    });
  });

  describe('GET /api2/customer/machines/history/{id}', () => {
    it('answers the service history newest first, with the job, the report and the parts with prices', async () => {
      const res = await t.request({
        url: `/api2/customer/machines/history/${id(nordicKey)}`,
        token: moderator,
      });
      expect(res.statusCode).toBe(200);
      const entries: MachineServiceHistoryEntry[] = res.json();
      const planned = catalogue.serviceHistory.filter((h) => h.machineKey === nordicKey);
      expect(entries).toHaveLength(planned.length);
      expect(entries.length).toBeGreaterThan(0);
      const dates = entries.map((e) => e.CreatedDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const withReport = entries.find((e) => e.ServiceReport !== null)!;
      expect(withReport.ServiceReport).toMatch(/^service-reports\/.+\.pdf$/);
      expect(withReport.Job).toMatchObject({ StatusName: expect.any(String) });
      expect(withReport.Job!.StatusId).toBeGreaterThanOrEqual(50);
      const parts = entries.flatMap((e) => e.MachineServiceHistoriesParts);
      for (const part of parts) {
        expect(part.ArticlePriceOut).toBe(85.5);
        expect(part.Article.ArticleNumber).toMatch(/^[A-Z]{2}-\d{4}$/);
      }
    });

    it('withholds the part prices from an organisation that does not see prices', async () => {
      const res = await t.request({ url: `/api2/customer/machines/history/${id(fjordKey)}`, token: user });
      expect(res.statusCode).toBe(200);
      const fjordHistory = catalogue.serviceHistory.filter(
        (h) => planMachine(h.machineKey).customerKey === 'fjord',
      );
      const all: MachineServiceHistoryEntry[] = [];
      for (const key of new Set(fjordHistory.map((h) => h.machineKey))) {
        all.push(
          ...(await t.request({ url: `/api2/customer/machines/history/${id(key)}`, token: user })).json(),
        );
      }
      const parts = all.flatMap((e) => e.MachineServiceHistoriesParts);
      expect(parts.length).toBeGreaterThan(0);
      expect(parts.every((p) => p.ArticlePriceOut === null)).toBe(true);
    });

    it("answers 403 for another organisation's machine, 403 to a partner, 400 for a bad id", async () => {
      expect(
        (await t.request({ url: `/api2/customer/machines/history/${id(fjordKey)}`, token: moderator }))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.request({ url: `/api2/customer/machines/history/${id(nordicKey)}`, token: partner }))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.request({ url: '/api2/customer/machines/history/1.5', token: moderator })).statusCode,
      ).toBe(400);
    });
  });

  describe('PUT /api2/customer/machines/{id}', () => {
    const body = (over: Partial<MachineUpdate> = {}): MachineUpdate => ({
      DisplayName: 'Oven by the window',
      Name: 'Main kitchen',
      Facility: 'Oslo plant',
      SerialNumber: 'SN-NEW-1',
      CustomerText: 'Descale every Friday.\nCall Bjørn if it beeps.',
      BoughtDate: '2023-01-15',
      InstallationDate: '2023-02-01',
      WarrantyExpiresDate: '2025-01-15',
      RetiredDate: null,
      ...over,
    });
    const put = (machine: number, payload: unknown, token = moderator) =>
      t.request({
        method: 'PUT',
        url: `/api2/customer/machines/${machine}`,
        token,
        payload: payload as object,
      });
    const row = async (machine: number) =>
      (await t.db.select().from(machines).where(eq(machines.id, machine)))[0]!;

    it('saves the general tab and answers the saved machine', async () => {
      const target = id(plan.machines.filter((m) => m.customerKey === 'nordic')[3]!.key);
      const res = await put(target, body({ DisplayName: '  Oven by the window  ', Facility: '' }));
      expect(res.statusCode).toBe(200);
      const saved: Machine = res.json();
      expect(saved).toMatchObject({
        Id: target,
        DisplayName: 'Oven by the window',
        Facility: null,
        SerialNumber: 'SN-NEW-1',
        CustomerText: 'Descale every Friday.\nCall Bjørn if it beeps.',
        BoughtDate: '2023-01-15',
        RetiredDate: null,
      });
      expect((await row(target)).displayName).toBe('Oven by the window');
      // The overview answers the same.
      const overview = await t.request({
        url: `/api2/customer/machines/overview/${target}`,
        token: moderator,
      });
      expect(overview.json().Machine).toEqual(saved);
    });

    it('null clears a field, and 1970-01-01 counts as empty', async () => {
      const target = id(plan.machines.filter((m) => m.customerKey === 'nordic')[4]!.key);
      const res = await put(target, body({ Name: null, CustomerText: null, BoughtDate: '1970-01-01' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ Name: null, CustomerText: null, BoughtDate: null });
    });

    it('a user of type 6 may save a machine of the organisation too', async () => {
      const target = id(plan.machines.filter((m) => m.customerKey === 'nordic')[5]!.key);
      const res = await put(target, body({ DisplayName: 'Saved by a user' }), operator);
      expect(res.statusCode).toBe(200);
      expect(res.json().DisplayName).toBe('Saved by a user');
    });

    it.each([
      ['an empty DisplayName', { DisplayName: '   ' }, MACHINE_UPDATE_MESSAGES.displayNameRequired],
      ['a null DisplayName', { DisplayName: null }, MACHINE_UPDATE_MESSAGES.displayNameRequired],
      [
        'a DisplayName that is too long',
        { DisplayName: 'x'.repeat(101) },
        'Display name can be at most 100 characters.',
      ],
      [
        'a CustomerText that is too long',
        { CustomerText: 'x'.repeat(2001) },
        'Customer text can be at most 2,000 characters.',
      ],
      [
        'a line break in the serial number',
        { SerialNumber: 'A\nB' },
        MACHINE_UPDATE_MESSAGES.control('SerialNumber'),
      ],
      [
        'a NUL in the text',
        { CustomerText: 'a\u0000b' },
        'Customer text contains a control character (an invisible character such as NUL), which is not allowed.',
      ],
      ['a date that does not exist', { BoughtDate: '2023-02-30' }, /^Bought date is not a valid date/],
      [
        'a date in another format',
        { InstallationDate: '01/02/2023' },
        /^Installation date is not a valid date/,
      ],
      [
        'a warranty ending before the purchase',
        { WarrantyExpiresDate: '2022-12-31' },
        MACHINE_UPDATE_MESSAGES.before('WarrantyExpiresDate', 'BoughtDate'),
      ],
      [
        'a retirement before the installation',
        { BoughtDate: null, RetiredDate: '2023-01-31' },
        MACHINE_UPDATE_MESSAGES.before('RetiredDate', 'InstallationDate'),
      ],
      ['a missing field', { Facility: undefined }, 'Facility is required.'],
      ['an object for a text', { Name: { text: 'x' } }, /^Name must be text/],
    ])('answers 400 for %s and changes nothing', async (_name, over, message) => {
      const target = id(nordicKey);
      const before = await row(target);
      const payload: Record<string, unknown> = { ...body(), ...over };
      for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
      const res = await put(target, payload);
      expect(res.statusCode).toBe(400);
      if (typeof message === 'string') expect(res.json().Message).toBe(message);
      else expect(res.json().Message).toMatch(message);
      expect(await row(target)).toEqual(before);
    });

    it("answers 403 for another organisation's machine and 404 for an unknown one, changing nothing", async () => {
      const before = await row(id(fjordKey));
      const other = await put(id(fjordKey), body());
      expect(other.statusCode).toBe(403);
      expect(other.json().Message).toBe(ACCESS_MESSAGES.notYourMachine(id(fjordKey)));
      expect(await row(id(fjordKey))).toEqual(before);
      expect((await put(999999, body())).statusCode).toBe(404);
    });

    it('answers 403 to a partner and 401 without a token, changing nothing', async () => {
      const before = await row(id(nordicKey));
      expect((await put(id(nordicKey), body(), partner)).statusCode).toBe(403);
      expect((await put(id(nordicKey), body(), '')).statusCode).toBe(401);
      expect(await row(id(nordicKey))).toEqual(before);
    });
  });
});
