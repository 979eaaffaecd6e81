/**
 * Switching organisation (spec §4 "Switching organisation stores the new token", §6 "Users with
 * ImpersonationOptions can switch organisation") beyond the token itself: the options and the
 * switch agree, the data follows the token, and a withdrawn grant or a deactivated account ends it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, machines, userOrganisations, users } from '../../db/schema.js';
import { createTestContext, type TestContext, type Token } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { MESSAGES } from './index.js';

describe.each(testDatabases())('organisation switch ($name)', (kind) => {
  let t: TestContext;
  let ids: Record<'nordic' | 'bergen' | 'fjord', number>;
  let moderatorId: number;

  beforeAll(async () => {
    t = await createTestContext(kind);
    ids = await t.organisationIds();
    moderatorId = (
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'moderator@demo.test'))
    )[0]!.id;
  });
  afterAll(async () => t?.close());

  const impersonate = (token: string, customerId: number) =>
    t.request({ method: 'POST', url: `/api2/Token/impersonate?customerId=${customerId}`, token });
  const switchTo = async (customerId: number): Promise<Token> => {
    const token = await t.login('moderator@demo.test');
    const res = await impersonate(token.access_token, customerId);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('every organisation in ImpersonationOptions can be switched to, and none other', async () => {
    const token = (await t.login('moderator@demo.test')).access_token;
    const info = (await t.request({ url: '/api2/customer/userinfo', token })).json();
    const options: number[] = info.ImpersonationOptions.map((o: { Id: number }) => o.Id);
    expect(options.sort()).toEqual([ids.nordic, ids.bergen].sort());
    for (const id of options) {
      const res = await impersonate(token, id);
      expect(res.statusCode).toBe(200);
      const switched = (
        await t.request({ url: '/api2/customer/userinfo', token: res.json().access_token })
      ).json();
      expect(switched.Customer.Id).toBe(id);
      // The options stay the same whichever organisation is current.
      expect(switched.ImpersonationOptions).toEqual(info.ImpersonationOptions);
    }
    expect((await impersonate(token, ids.fjord)).statusCode).toBe(403);
    // A user without options cannot switch anywhere but its own organisation.
    const user = (await t.login('user@demo.test')).access_token;
    expect(
      (await t.request({ url: '/api2/customer/userinfo', token: user })).json().ImpersonationOptions,
    ).toEqual([]);
    expect((await impersonate(user, ids.fjord)).statusCode).toBe(200);
    expect((await impersonate(user, ids.bergen)).statusCode).toBe(403);
  });

  it("after the switch the data calls reach the new organisation's rows only; the old token keeps its own", async () => {
    const nordic = (await t.login('moderator@demo.test')).access_token;
    const bergen = (await switchTo(ids.bergen)).access_token;
    const bergenMachines = await t.db
      .select({ id: machines.id })
      .from(machines)
      .where(eq(machines.customerId, ids.bergen));
    const list = (await t.request({ url: '/api2/customer/machines', token: bergen })).json();
    expect(list.map((m: { Id: number }) => m.Id).sort()).toEqual(bergenMachines.map((m) => m.id).sort());
    const [nordicJob] = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.customerId, ids.nordic), isNull(jobs.parentJobId)));
    expect((await t.request({ url: `/api2/customer/jobs/${nordicJob!.id}`, token: bergen })).statusCode).toBe(
      403,
    );
    expect((await t.request({ url: `/api2/customer/jobs/${nordicJob!.id}`, token: nordic })).statusCode).toBe(
      200,
    );
    expect((await t.request({ url: '/api2/customer/userinfo/organization', token: bergen })).json().Id).toBe(
      ids.bergen,
    );
  });

  it('a withdrawn grant ends the switch: no new switch (403), no refresh of the switched token (401)', async () => {
    const switched = await switchTo(ids.bergen);
    await t.db
      .delete(userOrganisations)
      .where(and(eq(userOrganisations.userId, moderatorId), eq(userOrganisations.customerId, ids.bergen)));
    try {
      const own = (await t.login('moderator@demo.test')).access_token;
      const res = await impersonate(own, ids.bergen);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: MESSAGES.noSuchOrganisation });
      const refreshed = await t.request({
        method: 'POST',
        url: '/api2/token/refresh',
        headers: { authorization: `Bearer ${switched.refresh_token}` },
      });
      expect(refreshed.statusCode).toBe(401);
      // Nothing to switch to any more.
      expect(
        (await t.request({ url: '/api2/customer/userinfo', token: own })).json().ImpersonationOptions,
      ).toEqual([]);
    } finally {
      await t.db.insert(userOrganisations).values({ userId: moderatorId, customerId: ids.bergen });
    }
  });

  it('a deactivated account cannot switch (401), even with a still-valid access token', async () => {
    const token = (await t.login('moderator@demo.test')).access_token;
    await t.db.update(users).set({ active: false }).where(eq(users.id, moderatorId));
    try {
      const res = await impersonate(token, ids.bergen);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ Message: MESSAGES.noUser });
    } finally {
      await t.db.update(users).set({ active: true }).where(eq(users.id, moderatorId));
    }
  });
});
