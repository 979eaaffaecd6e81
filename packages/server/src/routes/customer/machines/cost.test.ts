import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, machines, serviceHistory, serviceHistoryParts } from '../../../db/schema.js';
import { createTestContext, TEST_BASE_DATE, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { COST_TOP_MACHINES, costWindow, OTHER_MACHINES_NAME, type MachineCostPoint } from './cost.js';

/** The clock of these tests: a few days after the seed's base day. */
const NOW = new Date(TEST_BASE_DATE.getTime() + 3 * 86_400_000);
const URL = '/api2/customer/overview/machinecost';
const month = (date: Date) => `${date.toISOString().slice(0, 7)}-01`;

describe.each(testDatabases())('GET /api2/customer/overview/machinecost ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let customerId: number;

  /**
   * The answer computed here from the service history itself: cost per machine and month in the
   * window, the COST_TOP_MACHINES machines with the highest cost, the rest summed per month.
   */
  async function expected(): Promise<MachineCostPoint[]> {
    const { from, to } = costWindow(NOW);
    const own = await t.db
      .select({ id: machines.id, name: machines.displayName, serial: machines.serialNumber })
      .from(machines)
      .where(eq(machines.customerId, customerId));
    const history = await t.db
      .select({
        id: serviceHistory.id,
        machineId: serviceHistory.machineId,
        created: serviceHistory.createdDate,
        amount: serviceHistory.serviceAmount,
      })
      .from(serviceHistory);
    const parts = await t.db.select().from(serviceHistoryParts);
    const ownIds = new Set(own.map((m) => m.id));
    const cost = new Map<number, Map<string, number>>();
    for (const entry of history) {
      if (!ownIds.has(entry.machineId) || entry.created < from || entry.created >= to) continue;
      const value =
        entry.amount +
        parts
          .filter((p) => p.historyId === entry.id)
          .reduce((s, p) => s + p.qtyOrdered * (p.priceOut ?? 0), 0);
      const perMonth = cost.get(entry.machineId) ?? new Map<string, number>();
      perMonth.set(month(entry.created), (perMonth.get(month(entry.created)) ?? 0) + value);
      cost.set(entry.machineId, perMonth);
    }
    const total = (id: number) => [...cost.get(id)!.values()].reduce((s, v) => s + v, 0);
    const ranked = [...cost.keys()].sort((a, b) => total(b) - total(a) || a - b);
    const top = ranked.filter((id) => total(id) > 0).slice(0, COST_TOP_MACHINES);
    const rest = ranked.filter((id) => !top.includes(id));
    const nameOf = (id: number) => {
      const m = own.find((x) => x.id === id)!;
      const shared = own.filter((x) => x.name === m.name).length > 1;
      return shared ? `${m.name} (${m.serial ?? `#${m.id}`})` : m.name;
    };
    const months = [...new Set([...cost.values()].flatMap((perMonth) => [...perMonth.keys()]))].sort();
    const round = (value: number) => Math.round(value * 100) / 100;
    return months.flatMap((date) => [
      ...top
        .map((id) => ({ Date: date, Value: round(cost.get(id)!.get(date) ?? 0), MachineName: nameOf(id) }))
        .filter((p) => p.Value > 0),
      ...[rest.reduce((s, id) => s + (cost.get(id)!.get(date) ?? 0), 0)]
        .filter((sum) => round(sum) > 0)
        .map((sum) => ({
          Date: date,
          Value: round(sum),
          MachineName: OTHER_MACHINES_NAME,
          OtherCount: rest.length,
        })),
    ]);
  }

  async function answer(token = moderator): Promise<MachineCostPoint[]> {
    const res = await t.request({ url: URL, token });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** New machines of the organisation, each with service history of the given amounts and dates. */
  async function addMachines(
    entries: Array<{ name: string; serial?: string; history: Array<[Date, number]> }>,
  ): Promise<number[]> {
    const rows = await t.db
      .insert(machines)
      .values(entries.map((e) => ({ customerId, displayName: e.name, serialNumber: e.serial ?? null })))
      .returning({ id: machines.id });
    const history = entries.flatMap((e, i) =>
      e.history.map(([createdDate, serviceAmount]) => ({
        machineId: rows[i]!.id,
        createdDate,
        serviceAmount,
      })),
    );
    if (history.length > 0) await t.db.insert(serviceHistory).values(history);
    return rows.map((r) => r.id);
  }

  beforeAll(async () => {
    t = await createTestContext(kind, { now: () => NOW });
    moderator = (await t.login('moderator@demo.test')).access_token;
    const me = await t.request({ url: '/api2/customer/userinfo', token: moderator });
    customerId = me.json().Customer.Id;
  });
  afterAll(async () => t?.close());

  it('answers the cost per month of the demo organisation, oldest first, as summed from the history', async () => {
    const points = await answer();
    expect(points.length).toBeGreaterThan(5);
    expect(points).toEqual(await expected());
    const { from } = costWindow(NOW);
    for (const p of points) expect(p.Date >= month(from)).toBe(true);
    expect([...points.map((p) => p.Date)].sort()).toEqual(points.map((p) => p.Date));
  });

  it(`draws the ${COST_TOP_MACHINES} costliest machines and sums the rest as "other", which the history's writes update`, async () => {
    const before = await answer();
    const { from } = costWindow(NOW);
    const inWindow = (months: number) =>
      new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 10));
    // Twelve machines costing 1,000,000 + i in the window's second month: more than the top can hold.
    await addMachines(
      Array.from({ length: 12 }, (_, i) => ({ name: `Big ${i}`, history: [[inWindow(1), 1_000_000 + i]] })),
    );
    const points = await answer();
    expect(points).not.toEqual(before);
    expect(points).toEqual(await expected());
    const drawn = new Set(points.filter((p) => p.OtherCount === undefined).map((p) => p.MachineName));
    expect(drawn.size).toBe(COST_TOP_MACHINES);
    expect(drawn).toEqual(new Set(Array.from({ length: 8 }, (_, i) => `Big ${11 - i}`)));
    const other = points.filter((p) => p.OtherCount !== undefined);
    expect(other.length).toBeGreaterThan(0);
    for (const p of other) expect(p.MachineName).toBe(OTHER_MACHINES_NAME);
    // Every point's month once per series, at most 9 series in a month.
    const perMonth = new Map<string, number>();
    for (const p of points) perMonth.set(p.Date, (perMonth.get(p.Date) ?? 0) + 1);
    for (const count of perMonth.values()) expect(count).toBeLessThanOrEqual(COST_TOP_MACHINES + 1);
    // The second month's total is kept whole: its four smallest "Big" machines are in "other".
    const second = month(inWindow(1));
    const total = points.filter((p) => p.Date === second).reduce((s, p) => s + p.Value, 0);
    const beforeTotal = before.filter((p) => p.Date === second).reduce((s, p) => s + p.Value, 0);
    expect(total).toBeCloseTo(beforeTotal + 12 * 1_000_000 + 66, 2);

    // A part added to a small machine's entry raises "other"; a deleted entry lowers it again.
    const [small] = await addMachines([{ name: 'Small', history: [[inWindow(1), 1]] }]);
    const [entry] = await t.db
      .select({ id: serviceHistory.id })
      .from(serviceHistory)
      .where(eq(serviceHistory.machineId, small!));
    const otherOf = (list: MachineCostPoint[]) => list.find((p) => p.Date === second && p.OtherCount)!;
    const withSmall = otherOf(await answer());
    const [article] = await t.db.select().from(articles).limit(1);
    await t.db.insert(serviceHistoryParts).values({
      historyId: entry!.id,
      articleNumber: article!.articleNumber,
      qtyOrdered: 2,
      priceOut: 50.25,
    });
    const withPart = otherOf(await answer());
    expect(withPart.Value).toBeCloseTo(withSmall.Value + 100.5, 2);
    await t.db.delete(serviceHistory).where(eq(serviceHistory.machineId, small!));
    const without = otherOf(await answer());
    expect(without.Value).toBeCloseTo(withSmall.Value - 1, 2);
    expect(without.OtherCount).toBe(withSmall.OtherCount! - 1);
    expect(await answer()).toEqual(await expected());
  });

  it('counts a first-of-month entry of the window and leaves out one just before it or after its end', async () => {
    const { from, to } = costWindow(NOW);
    const [edge] = await addMachines([
      {
        name: 'Edge of the window',
        history: [
          [new Date(from.getTime() - 1), 500_000],
          [from, 300_000],
          [new Date(to.getTime() - 1), 200_000],
          [to, 700_000],
        ],
      },
    ]);
    const points = (await answer()).filter((p) => p.MachineName === 'Edge of the window');
    expect(points).toEqual([
      { Date: month(from), Value: 300_000, MachineName: 'Edge of the window' },
      { Date: month(new Date(to.getTime() - 1)), Value: 200_000, MachineName: 'Edge of the window' },
    ]);
    expect(edge).toBeGreaterThan(0);
    expect(await answer()).toEqual(await expected());
  });

  it('tells machines with the same name apart by their serial number, or their id without one', async () => {
    const { from } = costWindow(NOW);
    const [, unnamed] = await addMachines([
      { name: 'Twin oven', serial: 'SN-1', history: [[from, 900_000]] },
      { name: 'Twin oven', history: [[from, 800_000]] },
    ]);
    const names = (await answer()).map((p) => p.MachineName);
    expect(names).toContain('Twin oven (SN-1)');
    expect(names).toContain(`Twin oven (#${unnamed})`);
  });

  it('answers no points to an organisation that does not see prices', async () => {
    const user = (await t.login('user@demo.test')).access_token;
    expect(await answer(user)).toEqual([]);
  });

  it("never includes another organisation's machines", async () => {
    const options = (await t.request({ url: '/api2/customer/userinfo', token: moderator })).json()
      .ImpersonationOptions as Array<{ Id: number; Name: string }>;
    const bergen = options.find((o) => o.Name === 'Nordic Foods Bergen AS')!;
    const switched = await t.request({
      method: 'POST',
      url: `/api2/Token/impersonate?customerId=${bergen.Id}`,
      token: moderator,
    });
    const names = new Set(
      (await t.db.select().from(machines).where(eq(machines.customerId, bergen.Id))).map(
        (m) => m.displayName,
      ),
    );
    const points = await answer(switched.json().access_token);
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) expect(names.has(p.MachineName.replace(/ \(.*\)$/, ''))).toBe(true);
  });

  it('answers 403 to a partner and 401 without a token', async () => {
    const partner = (await t.login('tech@demo.test')).access_token;
    expect((await t.request({ url: URL, token: partner })).statusCode).toBe(403);
    expect((await t.request({ url: URL })).statusCode).toBe(401);
  });
});
