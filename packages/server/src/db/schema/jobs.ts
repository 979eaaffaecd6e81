/** Jobs (orders and their machine sub-jobs), appointments and who takes part in them. */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { machines } from './machines.js';
import { contacts, customers, partnerCompanies, users } from './organisations.js';

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
