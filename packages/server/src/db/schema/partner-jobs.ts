/** What partner technicians record on a job: counters, order lines, attachments, offline reports, who takes part, and the jobs each partner reaches. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { articles } from './catalogue.js';
import { jobs } from './jobs.js';
import { machines } from './machines.js';
import { partnerCompanies, users } from './organisations.js';

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
