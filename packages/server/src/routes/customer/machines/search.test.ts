import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { machineModels, machines, users } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { type MachineSearchHit, SHORT_TEXT_WINDOW } from './search.js';

interface Result {
  Items: MachineSearchHit[];
  HasMore: boolean;
}

describe.each(testDatabases())('customer machine search ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let partner: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
  });
  afterAll(async () => t?.close());

  // Every test starts from the pristine demo data (src/test/setup.ts), so these come back each time.
  beforeEach(async () => {
    // Machines of the user's organisation (Fjord Bakery) made to test the ranking.
    const [customerIdRow] = await t.db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.email, 'user@demo.test'));
    const { customerId } = customerIdRow!;
    const [spiral] = await t.db
      .select({ id: machineModels.id, name: machineModels.name })
      .from(machineModels)
      .where(eq(machineModels.name, 'EF Spiral 60'));
    const rows = await t.db
      .insert(machines)
      .values([
        { customerId: customerId!, displayName: 'Old zeta press', name: 'Store' },
        { customerId: customerId!, displayName: 'Zeta oven', name: 'Kitchen' },
        { customerId: customerId!, displayName: 'Beta', name: 'Zeta hall' },
        { customerId: customerId!, displayName: 'ZETA', name: 'Kitchen' },
        { customerId: customerId!, displayName: 'Alpha', serialNumber: 'zeta', name: 'Kitchen' },
        { customerId: customerId!, displayName: 'Mixer', serialNumber: 'M-1', machineModelId: spiral!.id },
        { customerId: customerId!, displayName: 'Spiral 100% dough', serialNumber: 'S_1' },
      ])
      .returning({ id: machines.id, displayName: machines.displayName });
    for (const row of rows) ids[row.displayName] = row.id;
  });

  const search = (query: string, token = user) =>
    t.request({ url: `/api2/customer/machines/search?${query}`, token });
  const names = (result: Result) => result.Items.map((item) => item.DisplayName);

  it('ranks exact, then starting with, then containing, then the location; equal ranks by name', async () => {
    const res = await search('Search=zeta');
    expect(res.statusCode).toBe(200);
    // Alpha's serial number and ZETA's name are the text (rank 0, by name), then the name that
    // starts with it, then the one that contains it, then the location.
    expect(names(res.json())).toEqual(['Alpha', 'ZETA', 'Zeta oven', 'Old zeta press', 'Beta']);
    expect(res.json().HasMore).toBe(false);
  });

  it('is case-insensitive and ignores spaces at either end', async () => {
    expect(names((await search('Search=%20%20ZeTa%20')).json())).toEqual([
      'Alpha',
      'ZETA',
      'Zeta oven',
      'Old zeta press',
      'Beta',
    ]);
  });

  it('finds by model, type and supplier after the machines whose own texts match', async () => {
    const byModel: Result = (await search('Search=spiral')).json();
    // The demo's Dough mixer C is a Spiral too: rank 4 by display name.
    expect(names(byModel)).toEqual(['Spiral 100% dough', 'Dough mixer C', 'Mixer']);
    const mixer = byModel.Items[2]!;
    expect(mixer).toMatchObject({
      Id: ids.Mixer,
      ParentMachineModelName: 'EF Spiral 60',
      SerialNumber: 'M-1',
      MachineModelId: expect.any(Number),
    });
    expect(mixer.MachineType).toBeTruthy();
    expect(mixer.SupplierName).toBeTruthy();
    expect(mixer.MachineTypeRef).toEqual({ Id: expect.any(Number), Name: mixer.MachineType });
    expect(mixer.SupplierRef).toEqual({ Id: expect.any(Number), Name: mixer.SupplierName });
    expect(names((await search(`Search=${encodeURIComponent(mixer.SupplierName!)}`)).json())).toContain(
      'Mixer',
    );
    expect(names((await search(`Search=${encodeURIComponent(mixer.MachineType!)}`)).json())).toContain(
      'Mixer',
    );
  });

  it('takes % and _ literally', async () => {
    expect(names((await search('Search=100%25')).json())).toEqual(['Spiral 100% dough']);
    expect(names((await search('Search=S_1')).json())).toEqual(['Spiral 100% dough']);
    expect(names((await search('Search=%25%25')).json())).toEqual([]);
  });

  it('answers at most Limit (default 20) and says when more matched', async () => {
    const all: Result = (await search('Search=e&Limit=50', moderator)).json();
    expect(all.Items.length).toBeGreaterThan(20);
    const first: Result = (await search('Search=e', moderator)).json();
    expect(first.Items).toHaveLength(20);
    expect(first.HasMore).toBe(true);
    expect(first.Items).toEqual(all.Items.slice(0, 20));
    const two: Result = (await search('Search=zeta&Limit=2')).json();
    expect(names(two)).toEqual(['Alpha', 'ZETA']);
    expect(two.HasMore).toBe(true);
    const five: Result = (await search('Search=zeta&Limit=5')).json();
    expect(five.HasMore).toBe(false);
  });

  it("never finds another organisation's machines", async () => {
    const theirs: Result = (await search('Search=zeta', moderator)).json();
    expect(theirs.Items.some((item) => Object.values(ids).includes(item.Id))).toBe(false);
    const userIds = new Set(
      ((await search('Search=e&Limit=50')).json() as Result).Items.map((item) => item.Id),
    );
    const nordic: Result = (await search('Search=e&Limit=50', moderator)).json();
    expect(nordic.Items.some((item) => userIds.has(item.Id))).toBe(false);
  });

  it('in a large organisation, a text without a word of three letters or digits finds equal and starting names anywhere, containing ones in the first SHORT_TEXT_WINDOW', async () => {
    const [row] = await t.db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.email, 'user@demo.test'));
    const customerId = row!.customerId!;
    await t.db.insert(machines).values([
      ...Array.from({ length: SHORT_TEXT_WINDOW + 50 }, (_, i) => ({
        customerId,
        displayName: `Filler ${String(i).padStart(4, '0')}`,
        name: 'Hall',
      })),
      // Before the fillers in list order, so inside the window; the others come after them.
      { customerId, displayName: 'Aaa xq', name: 'Hall' },
      { customerId, displayName: 'Zulu xq', name: 'Hall' },
      { customerId, displayName: 'Zulu xqv', name: 'Hall' },
      { customerId, displayName: 'Zzz', serialNumber: 'Q7', name: 'Hall' },
      { customerId, displayName: 'Zz starts', name: 'Hall' },
      { customerId, displayName: 'Zzz location', name: 'Room q7' },
    ]);
    // Equal serial number (rank 0) and a display name starting with it (rank 1), far down the list.
    expect(names((await search('Search=q7')).json())).toEqual(['Zzz']);
    expect(names((await search('Search=zz')).json())).toEqual(['Zz starts', 'Zzz', 'Zzz location']);
    // Containing: only the machine inside the window; with three letters, every one.
    expect(names((await search('Search=xq')).json())).toEqual(['Aaa xq']);
    expect(names((await search('Search=xqv')).json())).toEqual(['Zulu xqv']);
    expect(names((await search('Search=lu%20xq')).json())).toEqual([]);
    expect(names((await search('Search=ulu%20xq')).json())).toEqual(['Zulu xq', 'Zulu xqv']);
  });

  it.each([
    ['no Search', '', /Search/],
    ['an empty Search', 'Search=', /Search/],
    ['only spaces', 'Search=%20%20%20', /Search/],
    ['101 characters', `Search=${'a'.repeat(101)}`, /Search/],
    ['Limit 0', 'Search=ab&Limit=0', /Limit/],
    ['Limit 51', 'Search=ab&Limit=51', /Limit/],
    ['Limit not a number', 'Search=ab&Limit=many', /Limit/],
  ])('given %s, answers 400 with a Message', async (_what, query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(message);
  });

  it('100 characters are fine', async () => {
    expect((await search(`Search=${'a'.repeat(100)}`)).json()).toEqual({ Items: [], HasMore: false });
  });

  it('a partner token is refused with 403, no token with 401', async () => {
    expect((await search('Search=ab', partner)).statusCode).toBe(403);
    expect((await search('Search=ab', '')).statusCode).toBe(401);
  });
});
