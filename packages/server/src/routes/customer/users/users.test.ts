import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { USER_MESSAGES } from './index.js';
import { fieldLabel } from '../../../http/validation-messages.js';
import type { CustomerUser } from './queries.js';

describe.each(testDatabases())('customer users ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let partner: string;
  let ids: Record<'nordic' | 'bergen' | 'fjord', number>;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
    ids = await t.organisationIds();
  });
  afterAll(async () => t?.close());

  /** The organisation's customer users straight from the table, by name then id. */
  const usersOf = async (customerId: number): Promise<CustomerUser[]> =>
    (
      await t.db
        .select()
        .from(users)
        .where(and(eq(users.customerId, customerId), eq(users.kind, 'customer')))
        .orderBy(asc(users.name), asc(users.id))
    ).map((u) => ({
      Id: u.id,
      Name: u.name,
      EmailAdress: u.email,
      UserTypeId: u.userTypeId as 4 | 6,
      CustomerId: u.customerId!,
      Active: u.active,
    }));
  const userByEmail = async (email: string) =>
    (
      await t.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    )[0];
  const userCount = async () => Number((await t.db.select({ n: count() }).from(users))[0]!.n);

  describe('GET /api2/Customer/User/SearchCustomerUsers', () => {
    const search = (query = '', token = moderator) =>
      t.request({ url: `/api2/Customer/User/SearchCustomerUsers${query}`, token });

    it('answers every user of the current organisation by name, the deactivated ones too', async () => {
      const res = await search();
      expect(res.statusCode).toBe(200);
      const expected = await usersOf(ids.nordic);
      expect(res.json()).toEqual(expected);
      expect(expected.map((u) => u.EmailAdress)).toEqual(
        expect.arrayContaining(['moderator@demo.test', 'per.operator@demo.test', 'ida.former@demo.test']),
      );
      expect(expected.some((u) => !u.Active)).toBe(true);
    });

    it('keeps users whose name or e-mail contains the Search text, case-insensitively', async () => {
      expect((await search('?Search=OPERATOR')).json().map((u: CustomerUser) => u.EmailAdress)).toEqual([
        'per.operator@demo.test',
      ]);
      expect((await search('?Search=Mona')).json().map((u: CustomerUser) => u.EmailAdress)).toEqual([
        'moderator@demo.test',
      ]);
      expect((await search('?Search=%25')).json()).toEqual([]);
      expect((await search('?Search=%20%20')).json()).toEqual(await usersOf(ids.nordic));
    });

    it('answers only the current organisation: the Fjord user sees Fjord, the switched moderator Bergen', async () => {
      const fjord: CustomerUser[] = (await search('', user)).json();
      expect(fjord).toEqual(await usersOf(ids.fjord));
      expect(fjord.every((u) => u.CustomerId === ids.fjord)).toBe(true);
      // Searching for another organisation's user finds nothing.
      expect((await search('?Search=moderator', user)).json()).toEqual([]);
      const switched = await t.switchOrganisation(moderator, ids.bergen);
      expect((await search('', switched)).json()).toEqual(await usersOf(ids.bergen));
    });

    it('given a partner token, answers 403; no token 401', async () => {
      expect((await search('', partner)).statusCode).toBe(403);
      expect((await t.request({ url: '/api2/Customer/User/SearchCustomerUsers' })).statusCode).toBe(401);
    });
  });

  describe('POST /api2/customer/User/add', () => {
    const add = (payload: unknown, token = moderator) =>
      t.request({ method: 'POST', url: '/api2/customer/User/add', token, payload: payload as object });
    const newUser = (over: Record<string, unknown> = {}) => ({
      Name: 'Nora New',
      EmailAdress: 'nora.new@demo.test',
      UserTypeId: 6,
      CustomerId: ids.nordic,
      Active: true,
      ...over,
    });

    it('a moderator adds a user to the organisation: 201 with the user, listed, without a usable password', async () => {
      const res = await add(newUser({ Name: '  Nora New ', EmailAdress: 'Nora.New@demo.test' }));
      expect(res.statusCode).toBe(201);
      const created: CustomerUser = res.json();
      expect(created).toEqual({
        Id: expect.any(Number),
        Name: 'Nora New',
        EmailAdress: 'Nora.New@demo.test',
        UserTypeId: 6,
        CustomerId: ids.nordic,
        Active: true,
      });
      const list: CustomerUser[] = (
        await t.request({ url: '/api2/Customer/User/SearchCustomerUsers', token: moderator })
      ).json();
      expect(list).toContainEqual(created);
      const row = (await userByEmail('nora.new@demo.test'))!;
      expect(row).toMatchObject({ kind: 'customer', userTypeId: 6, customerId: ids.nordic, active: true });
      // The stored hash is of a random secret: no password signs in until the user recovers one.
      expect(row.passwordHash).toMatch(/^scrypt\$/);
      for (const password of ['', 'Demo1234!', 'password']) {
        const login = await t.request({
          method: 'POST',
          url: '/api2/token',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Basic ${Buffer.from(`nora.new@demo.test:${password}`).toString('base64')}`,
          },
          payload: 'grant_type=client_credentials&scope=ServiceProvider.Customer',
        });
        expect(login.statusCode).toBe(401);
      }
    });

    it.each(['UserTypeId', 'Active'])(
      'without %s answers 400 naming the field and adds nothing (no hidden default)',
      async (field) => {
        const before = await userCount();
        const payload: Record<string, unknown> = newUser({
          EmailAdress: `no.${field.toLowerCase()}@demo.test`,
        });
        delete payload[field];
        const res = await add(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ Message: `${fieldLabel(field)} is required.` });
        expect(await userCount()).toBe(before);
        expect(await userByEmail(`no.${field.toLowerCase()}@demo.test`)).toBeUndefined();
      },
    );

    it('stores the type and the active flag as sent', async () => {
      const res = await add(newUser({ EmailAdress: 'inactive@demo.test', UserTypeId: 6, Active: false }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ UserTypeId: 6, Active: false });
    });

    it('an e-mail address already in use (any case, any organisation) answers 409 and adds nothing', async () => {
      // A user added through the API, in another case than the new one.
      expect((await add(newUser({ EmailAdress: 'nora.new@demo.test' }))).statusCode).toBe(201);
      const before = await userCount();
      for (const email of ['moderator@demo.test', 'USER@demo.test', 'tech@demo.test', 'nora.new@DEMO.test']) {
        const res = await add(newUser({ EmailAdress: email }));
        expect(res.statusCode, email).toBe(409);
        expect(res.json()).toEqual({ Message: USER_MESSAGES.emailInUse });
      }
      expect(await userCount()).toBe(before);
    });

    it('an address of this organisation and one of another answer the same 409, naming no organisation', async () => {
      // per.operator@ is a user of Nordic Foods (the moderator's), user@ one of Fjord Bakery.
      const here = await add(newUser({ EmailAdress: 'per.operator@demo.test' }));
      const elsewhere = await add(newUser({ EmailAdress: 'user@demo.test' }));
      for (const res of [here, elsewhere]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ Message: USER_MESSAGES.emailInUse });
      }
      expect(elsewhere.body).toBe(here.body);
      expect(elsewhere.body).not.toMatch(/Fjord|Nordic|Bakery|organi[sz]ation/i);
    });

    it('two concurrent adds of one address: one is created, the other answers 409', async () => {
      const before = await userCount();
      const results = await Promise.all([
        add(newUser({ EmailAdress: 'twice@demo.test' })),
        add(newUser({ EmailAdress: 'twice@demo.test' })),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await userCount()).toBe(before + 1);
    });

    it('given bad input, answers 400 with a Message and adds nothing', async () => {
      const before = await userCount();
      const cases: [Record<string, unknown>, RegExp | string][] = [
        [newUser({ Name: '' }), /Name/],
        [newUser({ Name: '   ' }), USER_MESSAGES.nameRequired],
        [newUser({ Name: 'x'.repeat(201) }), 'Name can be at most 200 characters.'],
        [
          newUser({ Name: 'nul\u0000' }),
          'Name contains a control character (an invisible character such as NUL), which is not allowed.',
        ],
        [newUser({ EmailAdress: 'not-an-email' }), /E-mail/],
        [newUser({ EmailAdress: '' }), /E-mail/],
        [newUser({ EmailAdress: `${'a'.repeat(250)}@demo.test` }), /E-mail|254/],
        [newUser({ UserTypeId: 5 }), /^User type ID must be one of: 4, 6\.$/],
        [newUser({ UserTypeId: 'moderator' }), /User type ID/],
        [newUser({ CustomerId: 'abc' }), /Customer ID/],
        [{ EmailAdress: 'x@demo.test', CustomerId: ids.nordic }, /^Name is required\. /],
      ];
      for (const [payload, message] of cases) {
        const res = await add(payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        if (typeof message === 'string') expect(res.json()).toEqual({ Message: message });
        else expect(res.json().Message).toMatch(message);
      }
      expect(await userCount()).toBe(before);
    });

    it('a user of type 6 answers 403; so does another CustomerId or a partner; nothing is added', async () => {
      const before = await userCount();
      const typeSix = await add(
        newUser({ EmailAdress: 'by-type-six@demo.test', CustomerId: ids.fjord }),
        user,
      );
      expect(typeSix.statusCode).toBe(403);
      expect(typeSix.json()).toEqual({ Message: USER_MESSAGES.onlyModerators });
      for (const customerId of [ids.fjord, ids.bergen, 999999]) {
        const res = await add(newUser({ EmailAdress: 'elsewhere@demo.test', CustomerId: customerId }));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ Message: USER_MESSAGES.otherOrganisation });
      }
      expect((await add(newUser({ EmailAdress: 'by-partner@demo.test' }), partner)).statusCode).toBe(403);
      expect(
        (await t.request({ method: 'POST', url: '/api2/customer/User/add', payload: newUser() })).statusCode,
      ).toBe(401);
      expect(await userCount()).toBe(before);
    });

    it('a moderator acting for another organisation adds users to that one', async () => {
      const switched = await t.switchOrganisation(moderator, ids.bergen);
      const res = await add(
        newUser({ EmailAdress: 'bergen.new@demo.test', CustomerId: ids.bergen }),
        switched,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().CustomerId).toBe(ids.bergen);
      // ...and not to its own while acting for Bergen.
      expect((await add(newUser({ EmailAdress: 'x2@demo.test' }), switched)).statusCode).toBe(403);
    });
  });

  describe('PATCH /api2/customer/User/ToggleActive/{id}', () => {
    const toggle = (id: number, token = moderator) =>
      t.request({ method: 'PATCH', url: `/api2/customer/User/ToggleActive/${id}`, token });

    it('a moderator toggles any user of the organisation, and back (Undo)', async () => {
      const operator = (await userByEmail('per.operator@demo.test'))!;
      const off = await toggle(operator.id);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({
        Id: operator.id,
        Name: operator.name,
        EmailAdress: operator.email,
        UserTypeId: 6,
        CustomerId: ids.nordic,
        Active: false,
      });
      expect((await userByEmail('per.operator@demo.test'))!.active).toBe(false);
      const on = await toggle(operator.id);
      expect(on.json().Active).toBe(true);
      expect((await userByEmail('per.operator@demo.test'))!.active).toBe(true);
    });

    it('a user of type 6 toggles only their own row; another row answers 403 and nothing changes', async () => {
      // A second Fjord user, so the type-6 user has someone else in the organisation.
      const [other] = await t.db
        .insert(users)
        .values({
          name: 'Frida Fjord',
          email: 'frida@fjord.test',
          passwordHash: 'x',
          kind: 'customer',
          userTypeId: 4,
          customerId: ids.fjord,
        })
        .returning();
      const res = await toggle(other!.id, user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: USER_MESSAGES.onlyOwnRow });
      expect((await userByEmail('frida@fjord.test'))!.active).toBe(true);
      // Its own row: allowed (deactivating oneself); reactivate directly, as the account can no longer act.
      const me = (await userByEmail('user@demo.test'))!;
      const own = await toggle(me.id, user);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ Id: me.id, Active: false });
      // A deactivated account cannot go on with a still-valid access token.
      expect((await toggle(me.id, user)).statusCode).toBe(401);
      await t.db.update(users).set({ active: true }).where(eq(users.id, me.id));
      user = (await t.login('user@demo.test')).access_token;
    });

    it("another organisation's user answers 403, an unknown or a partner user 404; nothing changes", async () => {
      const fjordUser = (await userByEmail('user@demo.test'))!;
      const res = await toggle(fjordUser.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: USER_MESSAGES.notYourUser(fjordUser.id) });
      expect((await userByEmail('user@demo.test'))!.active).toBe(true);
      const mod = (await userByEmail('moderator@demo.test'))!;
      expect((await toggle(mod.id, user)).statusCode).toBe(403);
      expect((await userByEmail('moderator@demo.test'))!.active).toBe(true);
      const unknown = await toggle(999999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ Message: USER_MESSAGES.noSuchUser(999999) });
      const tech = (await userByEmail('tech@demo.test'))!;
      expect((await toggle(tech.id)).statusCode).toBe(404);
      expect((await userByEmail('tech@demo.test'))!.active).toBe(true);
    });

    it('given a partner token, answers 403; no token 401; a bad id 400', async () => {
      const operator = (await userByEmail('per.operator@demo.test'))!;
      expect((await toggle(operator.id, partner)).statusCode).toBe(403);
      expect(
        (await t.request({ method: 'PATCH', url: `/api2/customer/User/ToggleActive/${operator.id}` }))
          .statusCode,
      ).toBe(401);
      const bad = await t.request({
        method: 'PATCH',
        url: '/api2/customer/User/ToggleActive/abc',
        token: moderator,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Message).toMatch(/^ID must be a whole number/);
      expect((await userByEmail('per.operator@demo.test'))!.active).toBe(true);
    });
  });
});
