/** Sessions and refresh tokens, one-time codes, the outbox, idempotency keys, rate limits and failure budgets. */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { jobs } from './jobs.js';
import { customers, users } from './organisations.js';

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
