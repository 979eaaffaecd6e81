import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, machines, users } from '../db/schema.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { testDatabases } from '../test/databases.js';
import { contractLimit, parameterMaxLength, schemaMaxLength } from './limits.js';

describe('figures read from the contract', () => {
  it('reads maxLength of schema properties and parameters, and maximum by pointer', () => {
    expect(schemaMaxLength('NewCustomerUser', 'EmailAdress')).toBe(254);
    expect(schemaMaxLength('OrderLineCreate', 'ArticleDescription')).toBe(50);
    expect(parameterMaxLength('JobCodeQuery')).toBe(64);
    expect(contractLimit('/components/schemas/NewJobRequest/properties/Machines', 'maxItems')).toBe(100);
  });

  it('refuses a figure the contract does not state', () => {
    expect(() => schemaMaxLength('NewCustomerUser', 'Active')).toThrow(/no maxLength/);
    expect(() => parameterMaxLength('NoSuchParameter')).toThrow(/no maxLength/);
  });
});

describe.each(testDatabases())('the server enforces the contract limits ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let nordic: number;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    nordic = (await t.organisationIds()).nordic;
  });
  afterAll(async () => t?.close());

  const rows = async (table: typeof users | typeof jobs) =>
    Number((await t.db.select({ n: count() }).from(table))[0]!.n);

  it('given a body field one character too long, answers 400 naming it and adds nothing', async () => {
    const before = await rows(users);
    const max = schemaMaxLength('NewCustomerUser', 'Name');
    const res = await t.request({
      method: 'POST',
      url: '/api2/customer/User/add',
      token: moderator,
      payload: {
        Name: 'n'.repeat(max + 1),
        EmailAdress: 'too.long.name@demo.test',
        UserTypeId: 6,
        CustomerId: nordic,
        Active: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: `Name can be at most ${max} characters.`,
    });
    expect(await rows(users)).toBe(before);
  });

  it('given a search word one character too long, answers 400 naming the query parameter', async () => {
    const max = contractLimit('/components/schemas/SearchText', 'maxLength');
    const ok = await t.request({
      url: `/api2/customer/jobs/filtered?Search=${'s'.repeat(max)}`,
      token: moderator,
    });
    expect(ok.statusCode).toBe(200);
    const res = await t.request({
      url: `/api2/customer/jobs/filtered?Search=${'s'.repeat(max + 1)}`,
      token: moderator,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: `Search can be at most ${max} characters.`,
    });
  });

  it('given one array item too many, answers 400 naming the array and creates no job', async () => {
    const max = contractLimit('/components/schemas/NewJobRequest/properties/Machines', 'maxItems');
    const [machine] = await t.db
      .select({ id: machines.id })
      .from(machines)
      .where(eq(machines.customerId, nordic))
      .limit(1);
    const before = await rows(jobs);
    const res = await t.request({
      method: 'POST',
      url: '/api2/customer/jobs',
      token: moderator,
      payload: {
        Machines: Array.from({ length: max + 1 }, () => ({ Id: machine!.id, CustomerText: 'Leaks' })),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: `Machines can have at most ${max} items.`,
    });
    expect(await rows(jobs)).toBe(before);
  });
});
