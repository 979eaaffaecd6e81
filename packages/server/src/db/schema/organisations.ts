/** The provider, its settings, customer organisations and their contact people, partner companies and users. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';

/** The service provider running the portal (one row). */
export const provider = pgTable('provider', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyName: text('company_name').notNull(),
  email: text('email').notNull(),
  telephone: text('telephone').notNull(),
  logo: bytea('logo'),
  logoContentType: text('logo_content_type'),
});

/** Key/value settings: portal options, the JWT signing secret, ... */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Customer organisations. */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    organisationNumber: text('organisation_number'),
    parentId: integer('parent_id').references((): AnyPgColumn => customers.id),
    customerGroupName: text('customer_group_name'),
    customerGroupImage: text('customer_group_image'),
    deliveryStreet: text('delivery_street'),
    deliveryZip: text('delivery_zip'),
    deliveryCity: text('delivery_city'),
    deliveryCountry: text('delivery_country'),
    showPrices: boolean('show_prices').notNull().default(false),
    currency: text('currency').notNull().default('NOK'),
  },
  (t) => [index('customers_parent_idx').on(t.parentId)],
);

/** Partner companies (technicians, subcontractors). */
export const partnerCompanies = pgTable('partner_companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyName: text('company_name').notNull(),
  organisationNumber: text('organisation_number'),
  invoiceEmailAddress: text('invoice_email_address'),
  addressStreet: text('address_street'),
  addressPostalCode: text('address_postal_code'),
  addressCity: text('address_city'),
  managerName: text('manager_name'),
  managerEmail: text('manager_email'),
  managerPhone: text('manager_phone'),
  /** The warehouse the company looks parts up from; null hides the partner article search. */
  lookupPartsFromWarehouseId: integer('lookup_parts_from_warehouse_id'),
});

export const USER_KINDS = ['customer', 'partner'] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** Accounts of customers (kind customer, user type 4 or 6) and partners (kind partner). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    kind: text('kind').$type<UserKind>().notNull(),
    /** 4 Moderator, 6 User (customers); null for partners. */
    userTypeId: integer('user_type_id'),
    customerId: integer('customer_id').references(() => customers.id),
    partnerCompanyId: integer('partner_company_id').references(() => partnerCompanies.id),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_customer_idx').on(t.customerId),
    index('users_partner_company_idx').on(t.partnerCompanyId),
    check('users_kind_check', sql`${t.kind} in ('customer', 'partner')`),
    check(
      'users_customer_kind_check',
      sql`${t.kind} <> 'customer' or (${t.customerId} is not null and ${t.userTypeId} in (4, 6))`,
    ),
  ],
);

/** The organisations a user may switch to (besides its own customer). */
export const userOrganisations = pgTable(
  'user_organisations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] })],
);

/** Contact people of a customer organisation (Organization.CustomerPeople, the API's Contact). */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    email: text('email'),
    emailAllowed: boolean('email_allowed').notNull().default(false),
    mobile: text('mobile'),
    smsAllowed: boolean('sms_allowed').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('contacts_customer_name_idx').on(t.customerId, t.name, t.id)],
);
