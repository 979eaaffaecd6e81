import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedPlan } from '../../../seed/index.js';
import { createTestContext, TEST_BASE_DATE, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';

const plan = buildSeedPlan(TEST_BASE_DATE);

/** Open jobs of an organisation in the seed plan: status 10..30, part orders (type 3) apart. */
function expectedOpenCount(customerKey: string) {
  const open = plan.jobs.filter((j) => j.customerKey === customerKey && j.statusId >= 10 && j.statusId <= 30);
  return {
    ActivePartJobsCount: open.filter((j) => j.jobType.id === 3).length,
    ActiveOtherJobsCount: open.filter((j) => j.jobType.id !== 3).length,
  };
}

describe.each(testDatabases())('customer jobs ($name)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(async () => t?.close());

  describe('GET /api2/customer/jobs/openCount', () => {
    it('counts the open part orders and other open jobs of the current organisation', async () => {
      const token = (await t.login('moderator@demo.test')).access_token;
      const res = await t.request({ url: '/api2/customer/jobs/openCount', token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expectedOpenCount('nordic'));
      expect(res.json().ActivePartJobsCount).toBeGreaterThan(0);
      expect(res.json().ActiveOtherJobsCount).toBeGreaterThan(0);
    });

    it('another organisation counts only its own jobs', async () => {
      const token = (await t.login('user@demo.test')).access_token;
      const res = await t.request({ url: '/api2/customer/jobs/openCount', token });
      expect(res.json()).toEqual(expectedOpenCount('fjord'));
    });

    it('a partner token is refused with 403, no token with 401', async () => {
      const partner = (await t.login('tech@demo.test')).access_token;
      expect((await t.request({ url: '/api2/customer/jobs/openCount', token: partner })).statusCode).toBe(
        403,
      );
      expect((await t.request({ url: '/api2/customer/jobs/openCount' })).statusCode).toBe(401);
    });
  });
});
