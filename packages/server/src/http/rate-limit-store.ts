/**
 * Fixed-window counters in the `rate_limits` table, shared by every instance on the database
 * (DESIGN §6: no limit lives in one process's memory). A window starts at a whole multiple of its
 * length since the epoch, so every instance agrees on it; a key (an address, a session id, an
 * e-mail address) is stored only as its sha256.
 */
import { and, inArray, lt, sql } from 'drizzle-orm';
import { sha256 } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

export interface CounterKey {
  /** What is counted (one bucket per rule); the buckets of one call must differ. */
  bucket: string;
  key: string;
}

/** The start of the window of length `windowMs` that holds `now`. */
export const windowStartOf = (windowMs: number, now: Date) =>
  new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/** Whole seconds from `now` until that window ends (at least 1). */
export function secondsLeftInWindow(windowMs: number, now: Date): number {
  const end = windowStartOf(windowMs, now).getTime() + windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/**
 * Counts one hit for each key in the current window, in one `INSERT ... ON CONFLICT DO UPDATE ...
 * RETURNING` (atomic: parallel hits on any instance all count), and answers each bucket's count.
 * Rows are written in the order given, so calls that share keys lock them in the same order.
 */
export async function countHits(
  db: Db,
  windowMs: number,
  keys: readonly CounterKey[],
  now: Date,
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const windowStart = windowStartOf(windowMs, now);
  const rows = await db
    .insert(rateLimits)
    .values(keys.map(({ bucket, key }) => ({ bucket, keyHash: sha256(key), windowStart, hits: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.keyHash, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ bucket: rateLimits.bucket, hits: rateLimits.hits });
  return new Map(rows.map((row) => [row.bucket, row.hits]));
}

/** Deletes the rows of `buckets` from windows that ended before `before`. */
export async function pruneCounters(db: Db, buckets: readonly string[], before: Date): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(inArray(rateLimits.bucket, [...buckets]), lt(rateLimits.windowStart, before)));
}
