/** Suppliers, machine types and models, and the customers' machines. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './organisations.js';

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
