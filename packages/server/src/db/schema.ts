/**
 * The database schema. One SQL dialect (PostgreSQL) for both drivers: PGlite (embedded, the
 * default) and PostgreSQL (DATABASE_URL). Migrations in ../../drizzle are generated from this file
 * with `pnpm --filter @eqp/server db:generate`.
 *
 * Column names are snake_case; the API's PascalCase names are mapped in each route's queries.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** bytea as a Node Buffer with both drivers (PGlite answers Uint8Array, postgres-js Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

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

export const suppliers = pgTable('suppliers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
});

export const machineTypes = pgTable('machine_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
});

export const machineModels = pgTable(
  'machine_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    machineTypeId: integer('machine_type_id').references(() => machineTypes.id),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    /** Relative path of the model image in the blob store, served by GET /api2/resource. */
    imagePath: text('image_path'),
  },
  (t) => [
    index('machine_models_type_idx').on(t.machineTypeId),
    index('machine_models_supplier_idx').on(t.supplierId),
  ],
);

export const machines = pgTable(
  'machines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    displayName: text('display_name').notNull(),
    /** The location ("name/location" in the UI). */
    name: text('name'),
    serialNumber: text('serial_number'),
    qrcode: text('qrcode'),
    facility: text('facility'),
    machineModelId: integer('machine_model_id').references(() => machineModels.id),
    machineTypeId: integer('machine_type_id').references(() => machineTypes.id),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    boughtDate: date('bought_date', { mode: 'string' }),
    installationDate: date('installation_date', { mode: 'string' }),
    warrantyExpiresDate: date('warranty_expires_date', { mode: 'string' }),
    retiredDate: date('retired_date', { mode: 'string' }),
    /** Whether the machine is covered by a service agreement. */
    serviceAgreement: boolean('service_agreement').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    customerText: text('customer_text'),
    isPublic: boolean('is_public').notNull().default(false),
  },
  (t) => [
    index('machines_customer_display_name_idx').on(t.customerId, t.displayName, t.id),
    uniqueIndex('machines_qrcode_idx').on(t.qrcode),
    index('machines_model_idx').on(t.machineModelId),
  ],
);

/**
 * Jobs. A top-level job (parent_job_id null) is the order: type, status, customer, partner
 * company, code. Its machine sub-jobs (parent_job_id set, machine_id set) carry the per-machine
 * comments and amounts ("InverseParent" in the API).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id'),
    displayName: text('display_name'),
    jobTypeId: integer('job_type_id').notNull(),
    jobTypeName: text('job_type_name').notNull(),
    statusId: integer('status_id').notNull(),
    priorityName: text('priority_name'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull(),
    completedDate: timestamp('completed_date', { withTimezone: true, mode: 'date' }),
    customerComment: text('customer_comment'),
    invoiceComment: text('invoice_comment'),
    technicianComment: text('technician_comment'),
    firstLineComment: text('first_line_comment'),
    serviceManagerComment: text('service_manager_comment'),
    /** The delivery address of the order (copied from the organisation when ordered). */
    deliveryStreet: text('delivery_street'),
    deliveryZip: text('delivery_zip'),
    deliveryCity: text('delivery_city'),
    deliveryCountry: text('delivery_country'),
    parentJobId: integer('parent_job_id').references((): AnyPgColumn => jobs.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id').references(() => machines.id),
    customerId: integer('customer_id').references(() => customers.id),
    /** Short code for partner links (/c/{code}). */
    code: text('code'),
    partnerCompanyId: integer('partner_company_id').references(() => partnerCompanies.id),
    serviceAmount: money('service_amount').notNull().default(0),
    partsAmount: money('parts_amount').notNull().default(0),
  },
  (t) => [
    index('jobs_customer_status_idx').on(t.customerId, t.statusId),
    index('jobs_parent_idx').on(t.parentJobId),
    index('jobs_machine_idx').on(t.machineId),
    index('jobs_partner_company_status_idx').on(t.partnerCompanyId, t.statusId),
    uniqueIndex('jobs_code_idx').on(sql`upper(${t.code})`),
  ],
);

/** Appointments of a job (partner job lists: upcoming = planned with a future appointment). */
export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    appointmentDate: timestamp('appointment_date', { withTimezone: true, mode: 'date' }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('appointments_job_idx').on(t.jobId, t.appointmentDate)],
);

/** Who takes part in an appointment (partner technicians). */
export const appointmentParticipants = pgTable(
  'appointment_participants',
  {
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.userId] }),
    index('appointment_participants_user_idx').on(t.userId),
  ],
);

/**
 * Refresh tokens: only the sha256 of the opaque token is stored. Every use rotates the token
 * (used_at set, a new row in the same family); a reused token revokes its whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    /** The organisation the token acts for (impersonation); null for partners. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);
