import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';

// Issue "every /api2 operation": no operation of openapi/api2.yaml is left to the 501 fallback.
describe('contract coverage', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(testDatabases()[0]!);
  });
  afterAll(async () => t?.close());

  it('implements every operation of the contract (none answers 501)', () => {
    const left = t.app.operations.remaining().map((op) => `${op.method} ${op.path} (${op.operationId})`);
    expect(left).toEqual([]);
  });

  it('a path parameter longer than the router default (100) still gets the contract check: 400 with a Message', async () => {
    const { access_token } = await t.login('moderator@demo.test');
    const res = await t.request({
      url: `/api2/customer/article/part/${'A'.repeat(300)}`,
      token: access_token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: expect.any(String) });
  });
});
