import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import type { Db } from '../../db/client.js';
import { customers, partnerCompanies, provider, userOrganisations, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
type OrganisationRef = components['schemas']['OrganisationRef'];
type UserCustomer = components['schemas']['UserCustomer'];
type Provider = components['schemas']['Provider'];
type PartnerCompany = components['schemas']['PartnerCompany'];

/** E-mail addresses compare case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The organisations a customer user may act for: its own and those granted in user_organisations. */
export async function organisationsOf(db: Db, user: UserRow): Promise<OrganisationRef[]> {
  if (user.kind !== 'customer' || user.customerId === null) return [];
  const granted = db
    .select({ id: userOrganisations.customerId })
    .from(userOrganisations)
    .where(eq(userOrganisations.userId, user.id));
  return db
    .select({ Id: customers.id, Name: customers.name, OrganisationNumber: customers.organisationNumber })
    .from(customers)
    .where(or(eq(customers.id, user.customerId), inArray(customers.id, granted)))
    .orderBy(asc(customers.name), asc(customers.id));
}

export async function mayActFor(db: Db, user: UserRow, customerId: number): Promise<boolean> {
  if (user.kind !== 'customer') return false;
  if (user.customerId === customerId) return true;
  const orgs = await organisationsOf(db, user);
  return orgs.some((o) => o.Id === customerId);
}

export async function findCustomer(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function userCustomer(
  db: Db,
  id: number,
): Promise<{ customer: UserCustomer; showPrices: boolean; currency: string } | undefined> {
  const row = await findCustomer(db, id);
  if (!row) return undefined;
  const parent = row.parentId === null ? undefined : await findCustomer(db, row.parentId);
  return {
    customer: {
      Id: row.id,
      Name: row.name,
      OrganisationNumber: row.organisationNumber,
      Parent: parent
        ? { Id: parent.id, Name: parent.name, OrganisationNumber: parent.organisationNumber }
        : null,
      CustomerGroup: row.customerGroupName
        ? { Name: row.customerGroupName, Image: row.customerGroupImage }
        : null,
      DeliveryAdressStreet: row.deliveryStreet,
      DeliveryAdressZip: row.deliveryZip,
      DeliveryAdressCity: row.deliveryCity,
      DeliveryAdressCountry: row.deliveryCountry,
    },
    showPrices: row.showPrices,
    currency: row.currency,
  };
}

export async function getProvider(db: Db): Promise<Provider> {
  const [row] = await db
    .select({ CompanyName: provider.companyName, Email: provider.email, Telephone: provider.telephone })
    .from(provider)
    .orderBy(asc(provider.id))
    .limit(1);
  return row ?? { CompanyName: '', Email: null, Telephone: null };
}

export async function getPartnerCompany(db: Db, id: number): Promise<PartnerCompany | undefined> {
  const [row] = await db.select().from(partnerCompanies).where(eq(partnerCompanies.id, id));
  if (!row) return undefined;
  return {
    CompanyName: row.companyName,
    OrganisationNumber: row.organisationNumber,
    InvoiceEmailAddress: row.invoiceEmailAddress,
    AddressStreet: row.addressStreet,
    AddressPostalCode: row.addressPostalCode,
    AddressCity: row.addressCity,
    ManagerName: row.managerName,
    ManagerEmail: row.managerEmail,
    ManagerPhone: row.managerPhone,
    LookupPartsFromWarehouseId: row.lookupPartsFromWarehouseId,
  };
}
