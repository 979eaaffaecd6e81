import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contacts } from '../../../db/schema.js';
import { buildSeedPlan } from '../../../seed/index.js';
import { createTestContext, TEST_BASE_DATE, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { ORGANIZATION_MESSAGES } from './index.js';
import type { Contact, Organization } from './queries.js';

const plan = buildSeedPlan(TEST_BASE_DATE);

describe.each(testDatabases())('customer organisation ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let partner: string;
  let ids: Record<'nordic' | 'bergen' | 'fjord', number>;
  /** Contacts this suite adds (besides any the demo data has). */
  let nordicContact: number;
  let fjordContact: number;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
    ids = await t.organisationIds();
  });
  // Each test starts from the demo data (src/test/setup.ts): the suite's contacts are added again.
  beforeEach(async () => {
    const added = await t.db
      .insert(contacts)
      .values([
        {
          customerId: ids.nordic,
          name: 'Aase Suite Contact',
          title: 'Kitchen manager',
          email: 'aase@nordic.test',
          emailAllowed: true,
          mobile: '+47 900 11 222',
          smsAllowed: false,
        },
        { customerId: ids.nordic, name: 'Zz Inactive Contact', isActive: false },
        { customerId: ids.fjord, name: 'Fjord Suite Contact', email: 'contact@fjord.test' },
      ])
      .returning({ id: contacts.id });
    nordicContact = added[0]!.id;
    fjordContact = added[2]!.id;
  });
  afterAll(async () => t?.close());

  /** The organisation's contacts straight from the table, by name then id. */
  const contactsOf = async (customerId: number): Promise<Contact[]> =>
    (
      await t.db
        .select()
        .from(contacts)
        .where(eq(contacts.customerId, customerId))
        .orderBy(asc(contacts.name), asc(contacts.id))
    ).map((c) => ({
      Id: c.id,
      Name: c.name,
      Title: c.title,
      Email: c.email,
      EmailAllowed: c.emailAllowed,
      Mobile: c.mobile,
      SmsAllowed: c.smsAllowed,
      IsActive: c.isActive,
    }));
  const isActive = async (id: number) =>
    (await t.db.select({ a: contacts.isActive }).from(contacts).where(eq(contacts.id, id)))[0]!.a;

  describe('GET /api2/customer/userinfo/organization', () => {
    it('answers the current organisation with every contact (inactive ones too), by name', async () => {
      const res = await t.request({ url: '/api2/customer/userinfo/organization', token: moderator });
      expect(res.statusCode).toBe(200);
      const nordic = plan.customers.find((c) => c.key === 'nordic')!;
      const body: Organization = res.json();
      expect(body).toEqual({
        Id: ids.nordic,
        Name: nordic.name,
        OrganisationNumber: nordic.organisationNumber,
        DeliveryAdressStreet: nordic.deliveryStreet,
        DeliveryAdressZip: nordic.deliveryZip,
        DeliveryAdressCity: nordic.deliveryCity,
        DeliveryAdressCountry: nordic.deliveryCountry,
        CustomerPeople: await contactsOf(ids.nordic),
      });
      expect(body.CustomerPeople).toContainEqual({
        Id: nordicContact,
        Name: 'Aase Suite Contact',
        Title: 'Kitchen manager',
        Email: 'aase@nordic.test',
        EmailAllowed: true,
        Mobile: '+47 900 11 222',
        SmsAllowed: false,
        IsActive: true,
      });
      expect(body.CustomerPeople.some((c) => !c.IsActive)).toBe(true);
    });

    it('answers only the current organisation: Fjord (no delivery address) and Bergen after a switch', async () => {
      const fjord: Organization = (
        await t.request({ url: '/api2/customer/userinfo/organization', token: user })
      ).json();
      expect(fjord).toMatchObject({ Id: ids.fjord, Name: 'Fjord Bakery AS', DeliveryAdressStreet: null });
      expect(fjord.CustomerPeople).toEqual(await contactsOf(ids.fjord));
      expect(fjord.CustomerPeople.map((c) => c.Id)).not.toContain(nordicContact);
      const switched = await t.switchOrganisation(moderator, ids.bergen);
      const bergen = (
        await t.request({ url: '/api2/customer/userinfo/organization', token: switched })
      ).json();
      expect(bergen).toMatchObject({ Id: ids.bergen, Name: 'Nordic Foods Bergen AS' });
      expect(bergen.CustomerPeople).toEqual(await contactsOf(ids.bergen));
    });

    it('given a partner token, answers 403; no token 401', async () => {
      expect(
        (await t.request({ url: '/api2/customer/userinfo/organization', token: partner })).statusCode,
      ).toBe(403);
      expect((await t.request({ url: '/api2/customer/userinfo/organization' })).statusCode).toBe(401);
    });
  });

  describe('PATCH /api2/customer/userinfo/Contact/ToggleActive/{id}', () => {
    const toggle = (id: number, token = moderator) =>
      t.request({ method: 'PATCH', url: `/api2/customer/userinfo/Contact/ToggleActive/${id}`, token });

    it('flips IsActive and answers the contact; again for Undo', async () => {
      const off = await toggle(nordicContact);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({
        ...(await contactsOf(ids.nordic)).find((c) => c.Id === nordicContact),
        IsActive: false,
      });
      expect(await isActive(nordicContact)).toBe(false);
      const on = await toggle(nordicContact);
      expect(on.json().IsActive).toBe(true);
      expect(await isActive(nordicContact)).toBe(true);
    });

    it('a user of type 6 may toggle the contacts of its organisation', async () => {
      expect((await toggle(fjordContact, user)).json().IsActive).toBe(false);
      expect((await toggle(fjordContact, user)).json().IsActive).toBe(true);
    });

    it("another organisation's contact answers 403, an unknown one 404; nothing changes", async () => {
      const res = await toggle(fjordContact);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: ORGANIZATION_MESSAGES.notYourContact(fjordContact) });
      expect(await isActive(fjordContact)).toBe(true);
      expect((await toggle(nordicContact, user)).statusCode).toBe(403);
      expect(await isActive(nordicContact)).toBe(true);
      const unknown = await toggle(999999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ Message: ORGANIZATION_MESSAGES.noSuchContact(999999) });
    });

    it('given a partner token, answers 403; no token 401; a bad id 400; nothing changes', async () => {
      expect((await toggle(nordicContact, partner)).statusCode).toBe(403);
      expect(
        (
          await t.request({
            method: 'PATCH',
            url: `/api2/customer/userinfo/Contact/ToggleActive/${nordicContact}`,
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await t.request({
            method: 'PATCH',
            url: '/api2/customer/userinfo/Contact/ToggleActive/0',
            token: moderator,
          })
        ).statusCode,
      ).toBe(400);
      expect(await isActive(nordicContact)).toBe(true);
    });
  });
});
