import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { contacts, customers } from '../../../db/schema.js';

export type Organization = components['schemas']['Organization'];
export type Contact = components['schemas']['Contact'];
type ContactRow = typeof contacts.$inferSelect;

const toContact = (row: ContactRow): Contact => ({
  Id: row.id,
  Name: row.name,
  Title: row.title,
  Email: row.email,
  EmailAllowed: row.emailAllowed,
  Mobile: row.mobile,
  SmsAllowed: row.smsAllowed,
  IsActive: row.isActive,
});

/** The organisation with every contact (active or not, so a deactivated one can be activated again), by name. */
export async function organization(db: Db, customerId: number): Promise<Organization | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) return undefined;
  const people = await db
    .select()
    .from(contacts)
    .where(eq(contacts.customerId, customerId))
    .orderBy(asc(contacts.name), asc(contacts.id));
  return {
    Id: row.id,
    Name: row.name,
    OrganisationNumber: row.organisationNumber,
    DeliveryAdressStreet: row.deliveryStreet,
    DeliveryAdressZip: row.deliveryZip,
    DeliveryAdressCity: row.deliveryCity,
    DeliveryAdressCountry: row.deliveryCountry,
    CustomerPeople: people.map(toContact),
  };
}

export async function contactOwner(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ customerId: contacts.customerId })
    .from(contacts)
    .where(eq(contacts.id, id));
  return row?.customerId;
}

export async function toggleContactActive(db: Db, id: number): Promise<Contact> {
  const [row] = await db
    .update(contacts)
    .set({ isActive: sql`not ${contacts.isActive}` })
    .where(eq(contacts.id, id))
    .returning();
  return toContact(row!);
}
