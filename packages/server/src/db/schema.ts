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
    /**
     * The newest service history entry's date (null: never serviced), the list's `lastService` sort
     * key; kept by statement triggers on service_history (migration 0012).
     */
    lastServiceDate: timestamp('last_service_date', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('machines_customer_display_name_idx').on(t.customerId, t.displayName, t.id),
    // The machine list's other sorts (machines/filtered Sort=serial, Sort=lastService), nulls last:
    // the leading flag puts the machines without a value after the others, so one row comparison
    // positions a page after its cursor and reads one range of the index.
    index('machines_customer_serial_idx').on(
      t.customerId,
      sql`(${t.serialNumber} is null)`,
      t.serialNumber,
      t.id,
    ),
    index('machines_customer_last_service_idx').on(
      t.customerId,
      sql`(${t.lastServiceDate} is not null)`,
      t.lastServiceDate,
      t.id,
    ),
    // The list's Location filter (equal) in list order, and the distinct locations of its choices.
    index('machines_customer_location_idx').on(t.customerId, t.name, t.displayName, t.id),
    uniqueIndex('machines_qrcode_idx').on(t.qrcode),
    index('machines_model_idx').on(t.machineModelId),
    // The machine search's model / type / supplier matches: one organisation's machines of the
    // matching models in list order, read from the index alone.
    index('machines_customer_model_idx').on(t.customerId, t.machineModelId, t.displayName, t.id),
    // The machine search (GET /api2/customer/machines/search): ILIKE '%text%' on these columns.
    index('machines_display_name_trgm_idx').using('gin', sql`${t.displayName} gin_trgm_ops`),
    index('machines_serial_number_trgm_idx').using('gin', sql`${t.serialNumber} gin_trgm_ops`),
    index('machines_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // The machine search of one organisation: its machines' trigrams in one GIN index (btree_gin
    // for customer_id), so a search reads only that organisation's matches.
    index('machines_customer_search_idx').using(
      'gin',
      t.customerId,
      sql`${t.displayName} gin_trgm_ops`,
      sql`${t.serialNumber} gin_trgm_ops`,
      sql`${t.name} gin_trgm_ops`,
    ),
    // The machine search's equal and starting-with matches (lower-case: a value, or the range of
    // values starting with the text), with display name and id to sort them from the index alone.
    index('machines_customer_display_name_lower_idx').on(
      t.customerId,
      sql`lower(${t.displayName}) text_pattern_ops`,
      t.displayName,
      t.id,
    ),
    index('machines_customer_serial_number_lower_idx').on(
      t.customerId,
      sql`lower(${t.serialNumber}) text_pattern_ops`,
      t.displayName,
      t.id,
    ),
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
    /** The customer's contact person for the job (PartnerJob.CustomerPerson); top-level jobs only. */
    contactId: integer('contact_id').references((): AnyPgColumn => contacts.id, { onDelete: 'set null' }),
    /** The customer user who ordered the job in the portal (new service job, cart checkout). */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('jobs_customer_status_idx').on(t.customerId, t.statusId),
    index('jobs_customer_created_idx').on(t.customerId, t.createdDate, t.id),
    // The job list (GET /api2/customer/jobs/filtered): top-level jobs newest first with their
    // status, so a page, a keyset page and the capped count read the index alone.
    index('jobs_customer_top_created_idx')
      .on(t.customerId, t.createdDate, t.id, t.statusId)
      .where(sql`${t.parentJobId} is null`),
    // The job search: ILIKE '%text%' on the display name and on the order number as shown
    // (S + Id for part orders, else OrderId), top-level jobs only.
    index('jobs_display_name_trgm_idx')
      .using('gin', sql`${t.displayName} gin_trgm_ops`)
      .where(sql`${t.parentJobId} is null`),
    index('jobs_order_number_trgm_idx')
      .using(
        'gin',
        sql`(case when ${t.jobTypeId} = 3 then 'S' || ${t.id}::text else coalesce(${t.orderId}::text, '') end) gin_trgm_ops`,
      )
      .where(sql`${t.parentJobId} is null`),
    index('jobs_parent_idx').on(t.parentJobId),
    index('jobs_machine_idx').on(t.machineId),
    index('jobs_partner_company_status_idx').on(t.partnerCompanyId, t.statusId),
    // The partner lists (GET /api2/partner/jobs/view, /list, /counts): the company's top-level jobs
    // by status, and the status of a job reached through an appointment, from the index alone.
    index('jobs_partner_top_status_idx')
      .on(t.partnerCompanyId, t.statusId, t.id)
      .where(sql`${t.parentJobId} is null`),
    index('jobs_top_status_idx')
      .on(t.id, t.statusId)
      .where(sql`${t.parentJobId} is null`),
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
    /** The only job a partner code-login token reaches (GET /api2/partner/authentication); null otherwise. */
    jobId: integer('job_id').references((): AnyPgColumn => jobs.id, { onDelete: 'cascade' }),
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

/* ------------------------------------------------------------------------------------------------
 * Organisation contacts, documents, resources, articles and prices, cart, service history, the
 * partner job report (counters, order lines, attachments, offline reports), accounts (one-time
 * codes, outbox) and idempotency keys.
 * --------------------------------------------------------------------------------------------- */

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

/** Document types (Document.DocumentType_Id): 1 manual (PDF or link), 2 form, 3 part drawing. */
export const DOCUMENT_TYPES = { manual: 1, form: 2, partDrawing: 3 } as const;

/**
 * Documents of machine models: manuals, forms and part drawings (exploded views). `link_url` is a
 * blob key (GET /api2/resource/) or an absolute http(s) URL. A part drawing has `part_drawing_image`
 * (a blob key) and `part_drawing_image_map`: JSON `{ Width, Height, Areas: [{ Shape: 'circle' | 'rect',
 * Coords (image pixels, as in an HTML area), ArticleNumber, Position, Title }] }` (seed/drawings.ts).
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    documentTypeId: integer('document_type_id').notNull(),
    linkUrl: text('link_url'),
    partDrawingImage: text('part_drawing_image'),
    partDrawingImageMap: text('part_drawing_image_map'),
  },
  (t) => [
    check('documents_type_check', sql`${t.documentTypeId} in (1, 2, 3)`),
    index('documents_link_url_idx').on(t.linkUrl),
    index('documents_part_drawing_image_idx').on(t.partDrawingImage),
  ],
);

/** Which machine models a document belongs to (Document.ModelDocuments). */
export const modelDocuments = pgTable(
  'model_documents',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    machineModelId: integer('machine_model_id')
      .notNull()
      .references(() => machineModels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.machineModelId] }),
    index('model_documents_model_idx').on(t.machineModelId, t.documentId),
  ],
);

export const RESOURCE_OWNER_TYPES = ['Supplier', 'MachineModel', 'MachineJobHistory', 'Job'] as const;
export type ResourceOwnerType = (typeof RESOURCE_OWNER_TYPES)[number];

/**
 * Folders of the resource tree. Every folder names its owner, whose machines inherit it: a supplier
 * (inherited_from_type Supplier), a machine model (MachineModel), a machine (MachineJobHistory: files
 * of the machine and its service history) or a job (Job). Exactly the owner key of its type is set,
 * on sub-folders too (parent_id), so one query finds a machine's whole tree. InheritedFromName is
 * the owner's name (`inherited_from_name` overrides it when set).
 */
export const resourceFolders = pgTable(
  'resource_folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => resourceFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inheritedFromType: text('inherited_from_type').$type<ResourceOwnerType>().notNull(),
    inheritedFromName: text('inherited_from_name'),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    machineModelId: integer('machine_model_id').references(() => machineModels.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id').references(() => machines.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check(
      'resource_folders_owner_check',
      sql`(${t.inheritedFromType} = 'Supplier' and ${t.supplierId} is not null and ${t.machineModelId} is null and ${t.machineId} is null and ${t.jobId} is null)
       or (${t.inheritedFromType} = 'MachineModel' and ${t.machineModelId} is not null and ${t.supplierId} is null and ${t.machineId} is null and ${t.jobId} is null)
       or (${t.inheritedFromType} = 'MachineJobHistory' and ${t.machineId} is not null and ${t.supplierId} is null and ${t.machineModelId} is null and ${t.jobId} is null)
       or (${t.inheritedFromType} = 'Job' and ${t.jobId} is not null and ${t.supplierId} is null and ${t.machineModelId} is null and ${t.machineId} is null)`,
    ),
    index('resource_folders_parent_idx').on(t.parentId),
    index('resource_folders_supplier_idx').on(t.supplierId),
    index('resource_folders_model_idx').on(t.machineModelId),
    index('resource_folders_machine_idx').on(t.machineId),
    index('resource_folders_job_idx').on(t.jobId),
  ],
);

/**
 * Files of the resource tree (ResourceFile). `link` is a blob key (GET /api2/resource/) or an
 * absolute http(s) URL; type_id 1 link/document, 2 form, 3 part drawing; is_media for images and videos.
 */
export const resourceFiles = pgTable(
  'resource_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => resourceFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    link: text('link').notNull(),
    typeId: integer('type_id').notNull().default(1),
    isMedia: boolean('is_media').notNull().default(false),
  },
  (t) => [
    check('resource_files_type_check', sql`${t.typeId} in (1, 2, 3)`),
    index('resource_files_folder_idx').on(t.folderId, t.name, t.id),
    index('resource_files_link_idx').on(t.link),
  ],
);

/**
 * Articles (spare parts): the customer parts catalogue and the partner warehouse. `image` is a blob
 * key under `articles/` (public, like model images). `warehouse_id` is the warehouse that stocks the
 * article (partner_companies.lookup_parts_from_warehouse_id); null: not stocked for partners.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleNumber: text('article_number').notNull().unique('articles_article_number_key'),
    description: text('description'),
    descriptionLong: text('description_long'),
    /** List price (Part.ArticlePrice); null when the article has none. */
    price: money('price'),
    image: text('image'),
    articleType: text('article_type'),
    warehouseId: integer('warehouse_id'),
  },
  (t) => [index('articles_warehouse_idx').on(t.warehouseId, t.articleNumber)],
);

/** The parts list of a machine model (Part.Quantity; `position` is the label on the part drawing). */
export const modelParts = pgTable(
  'model_parts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machineModelId: integer('machine_model_id')
      .notNull()
      .references(() => machineModels.id, { onDelete: 'cascade' }),
    articleNumber: text('article_number')
      .notNull()
      .references(() => articles.articleNumber),
    quantity: integer('quantity').notNull().default(1),
    position: text('position'),
  },
  (t) => [uniqueIndex('model_parts_model_article_idx').on(t.machineModelId, t.articleNumber)],
);

/** An organisation's own price of an article (Part.CustomerArticlePrice; none: HasCustomerPrice false). */
export const customerPrices = pgTable(
  'customer_prices',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    articleNumber: text('article_number')
      .notNull()
      .references(() => articles.articleNumber),
    price: money('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.articleNumber] })],
);

/**
 * Shopping carts: one open cart per user and organisation (checked_out_at null). Checkout sets
 * checked_out_at and order_job_id (the part-order job it became); a checked-out cart is never reused.
 */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true, mode: 'date' }),
    orderJobId: integer('order_job_id').references(() => jobs.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('carts_open_user_idx')
      .on(t.customerId, t.userId)
      .where(sql`${t.checkedOutAt} is null`),
  ],
);

/** Lines of a cart: an article for a machine (CartItem). `price` is the unit price looked up when added. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    articleNumber: text('article_number')
      .notNull()
      .references(() => articles.articleNumber),
    count: integer('count').notNull().default(1),
    price: money('price'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_lines_count_check', sql`${t.count} >= 1`),
    uniqueIndex('cart_lines_cart_machine_article_idx').on(t.cartId, t.machineId, t.articleNumber),
  ],
);

/**
 * The service history of a machine (MachineServiceHistoryEntry): one entry per service visit or
 * delivery, usually of a finished job (`job_id`, the top-level job). `service_amount` is the labour
 * charged; the parts are in service_history_parts. `service_report` is the report PDF's blob key.
 * The cost graph sums both per machine and month of `created_date`.
 */
export const serviceHistory = pgTable(
  'service_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull(),
    serviceAmount: money('service_amount').notNull().default(0),
    serviceReport: text('service_report'),
  },
  (t) => [
    index('service_history_machine_created_idx').on(t.machineId, t.createdDate),
    index('service_history_created_idx').on(t.createdDate),
    index('service_history_report_idx').on(t.serviceReport),
  ],
);

/** Parts used in a service history entry (MachineServiceHistoriesParts); price_out is the unit price charged. */
export const serviceHistoryParts = pgTable(
  'service_history_parts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    historyId: integer('history_id')
      .notNull()
      .references(() => serviceHistory.id, { onDelete: 'cascade' }),
    articleNumber: text('article_number')
      .notNull()
      .references(() => articles.articleNumber),
    qtyOrdered: numeric('qty_ordered', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    priceOut: money('price_out'),
  },
  (t) => [index('service_history_parts_history_idx').on(t.historyId)],
);

/**
 * The cost graph's monthly roll-up: per machine and month (UTC, the first day) the service
 * history's labour plus its parts (quantity x unit price). Kept by triggers on service_history and
 * service_history_parts (migration 0007), whoever writes them; `customer_id` is the machine's, so
 * one customer's window is a range of one index.
 */
export const machineCostMonths = pgTable(
  'machine_cost_months',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.machineId, t.month] }),
    index('machine_cost_months_customer_idx').on(t.customerId, t.month, t.machineId, t.amount),
  ],
);

/**
 * The cost graph's answer per customer, as computed from machine_cost_months for the window
 * starting `window_from`: `points` holds machine ids (names are read per request). Deleted by the
 * roll-up's triggers when a machine of the customer changes cost; older than a few minutes it is
 * computed again.
 */
export const machineCostGraphs = pgTable('machine_cost_graphs', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  windowFrom: date('window_from', { mode: 'string' }).notNull(),
  points: jsonb('points').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Machine counters (operating hours, meter readings): `value` is today's, `last_value` the previous. */
export const counters = pgTable(
  'counters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }),
    lastValue: numeric('last_value', { precision: 14, scale: 2, mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('counters_machine_idx').on(t.machineId, t.name, t.id)],
);

/**
 * Order lines of a machine job (a machine sub-job, jobs.parent_job_id set): a warehouse article
 * (article_number set) or a custom line (article_number null); text at most 50 characters.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machineJobId: integer('machine_job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    articleNumber: text('article_number').references(() => articles.articleNumber),
    articleDescription: text('article_description').notNull(),
    articleCount: integer('article_count').notNull().default(1),
    articleType: text('article_type'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('order_lines_count_check', sql`${t.articleCount} >= 1`),
    check('order_lines_description_check', sql`char_length(${t.articleDescription}) between 1 and 50`),
    index('order_lines_machine_job_idx').on(t.machineJobId, t.id),
  ],
);

/**
 * Files attached to a job (top-level job) by partners: `blob_key` in the blob store (served by
 * GET /api2/resource/ to whoever may see the job), type_id 1 link/document, 2 form, 3 part drawing.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    blobKey: text('blob_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    isMedia: boolean('is_media').notNull().default(false),
    typeId: integer('type_id').notNull().default(1),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('attachments_type_check', sql`${t.typeId} in (1, 2, 3)`),
    index('attachments_job_idx').on(t.jobId, t.id),
    uniqueIndex('attachments_blob_key_idx').on(t.blobKey),
  ],
);

/**
 * Filled-in offline job reports uploaded by partners. Each is also an attachment of the job
 * (`attachment_id`); a new upload replaces the job's earlier one.
 */
export const offlineReports = pgTable(
  'offline_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    blobKey: text('blob_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('offline_reports_job_idx').on(t.jobId, t.createdAt)],
);

/**
 * Who takes part in a job (PartnerJob.PartnerJobs): a partner company or a single partner user
 * (exactly one of the two).
 */
export const jobPartners = pgTable(
  'job_partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    partnerCompanyId: integer('partner_company_id').references(() => partnerCompanies.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('job_partners_one_check', sql`(${t.partnerCompanyId} is null) <> (${t.userId} is null)`),
    index('job_partners_job_idx').on(t.jobId),
    index('job_partners_company_idx').on(t.partnerCompanyId),
    index('job_partners_user_idx').on(t.userId),
  ],
);

/**
 * The partner job lists, kept ready (issue 16): one row for each partner company and each partner
 * user who may open a top-level job (spec §6: the job's partner company, a company or user named
 * in job_partners, a user on one of its appointments), with the job's list (`section`: 0 Upcoming,
 * 1 Open, 2 Finished, 3 none) and its place in that list (`sort_key`). Written only by the triggers
 * of migration 0010 on jobs, appointments, appointment_participants and job_partners, which
 * compute a changed job's rows again from those tables; so a list page is a range of one index.
 */
export const partnerJobReach = pgTable(
  'partner_job_reach',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    partnerCompanyId: integer('partner_company_id').references(() => partnerCompanies.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    section: integer('section').notNull(),
    /** Upcoming and Open: the first appointment (null: none); else the completion, last appointment or creation. */
    sortKey: timestamp('sort_key', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('partner_job_reach_one_check', sql`(${t.partnerCompanyId} is null) <> (${t.userId} is null)`),
    uniqueIndex('partner_job_reach_job_company_idx')
      .on(t.jobId, t.partnerCompanyId)
      .where(sql`${t.partnerCompanyId} is not null`),
    uniqueIndex('partner_job_reach_job_user_idx')
      .on(t.jobId, t.userId)
      .where(sql`${t.userId} is not null`),
    index('partner_job_reach_company_list_idx')
      .on(t.partnerCompanyId, t.section, t.sortKey, t.jobId)
      .where(sql`${t.partnerCompanyId} is not null`),
    index('partner_job_reach_user_list_idx')
      .on(t.userId, t.section, t.sortKey, t.jobId)
      .where(sql`${t.userId} is not null`),
  ],
);

/** One-time codes of password recovery: only a hash of the code; `tries` counts wrong attempts. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.createdAt)],
);

/** E-mail that was not sent through SMTP (no SMTP_URL): kept here so recovery still works. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/**
 * Idempotency keys of create calls (Idempotency-Key header): the first answer is kept so a repeat
 * of the same user, key and operation answers it again; `request_hash` tells a different body (409).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_operation_idx').on(t.userId, t.key, t.operation),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Fixed-window rate limits (password recovery requests per e-mail address, failed partner code
 * logins per client): one row per bucket, key and window. The key is stored as its sha256.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.keyHash, t.windowStart] }),
    index('rate_limits_window_idx').on(t.bucket, t.windowStart),
  ],
);

/**
 * Failure budgets that survive restarts and are shared by every instance on the database (see
 * src/auth/throttle.ts): one row per bucket (password login per account, per client, job-code
 * guesses per client, ...) and key, stored as its sha256. `failures` counts the failures since
 * `window_start` (or in a row, for the per-account budget); `blocked_until` is the time until
 * which the key is refused (429 with Retry-After).
 */
export const throttles = pgTable(
  'throttles',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.keyHash] }), index('throttles_updated_idx').on(t.updatedAt)],
);

/**
 * Sign-in sessions: one per refresh-token family (`id` = refresh_tokens.family_id). Access tokens
 * carry the id as their `sid` claim, so revoking the session (logout, deactivation, a new password,
 * a reused refresh token) stops its access tokens too. A session ends 30 days after `started_at`
 * however often it is refreshed, and after 14 days without a refresh (`last_refreshed_at`).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
