/** Documents, resource folders and files, articles and prices, carts, the service history and the cost graph. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { jobs } from './jobs.js';
import { machineModels, machines, suppliers } from './machines.js';
import { customers, users } from './organisations.js';

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
