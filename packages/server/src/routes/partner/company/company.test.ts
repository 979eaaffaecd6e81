import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';

describe.each(testDatabases())('partner company ($name)', (kind) => {
  let t: TestContext;
  let tech: string;
  let tech2: string;
  let customer: string;
  let noCompany: string;

  beforeAll(async () => {
    t = await createTestContext(kind);
    tech = (await t.login('tech@demo.test')).access_token;
    tech2 = (await t.login('tech2@otherpartner.test')).access_token;
    customer = (await t.login('moderator@demo.test')).access_token;
    noCompany = (await t.login('nocompany@demo.test')).access_token;
  });
  afterAll(async () => t?.close());

  describe('GET /api2/partner/company', () => {
    it("answers the user's partner company", async () => {
      const res = await t.request({ url: '/api2/partner/company', token: tech });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ CompanyName: 'Service Partner AS', LookupPartsFromWarehouseId: 1 });
      const other = await t.request({ url: '/api2/partner/company', token: tech2 });
      expect(other.json()).toMatchObject({
        CompanyName: 'Other Partner AS',
        LookupPartsFromWarehouseId: null,
      });
    });

    it('a user without a company gets 404 (the no-company-on-user page)', async () => {
      const res = await t.request({ url: '/api2/partner/company', token: noCompany });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: 'This account has no partner company' });
    });

    it('a customer token is refused with 403', async () => {
      const res = await t.request({ url: '/api2/partner/company', token: customer });
      expect(res.statusCode).toBe(403);
    });
  });
});
