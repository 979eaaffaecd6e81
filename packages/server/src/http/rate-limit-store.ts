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

/** Hits to add to one counter: its bucket, its key's hash (`sha256`), its window's start, how many. */
export interface CounterHits {
  bucket: string;
  keyHash: string;
  windowStart: Date;
  hits: number;
}

/**
 * Adds the hits to their counters (each counter at most once) in one `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` (atomic:
 * parallel writes on any instance all count) and answers each counter's new total, in the order
 * given (rows are written in that order, so calls that share keys lock them in the same order).
 */
export async function addHits(db: Db, counters: readonly CounterHits[]): Promise<number[]> {
  if (counters.length === 0) return [];
  const rows = await db
    .insert(rateLimits)
    .values(
      counters.map(({ bucket, keyHash, windowStart, hits }) => ({ bucket, keyHash, windowStart, hits })),
    )
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.keyHash, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + excluded.hits` },
    })
    .returning({
      bucket: rateLimits.bucket,
      keyHash: rateLimits.keyHash,
      windowStart: rateLimits.windowStart,
      hits: rateLimits.hits,
    });
  const totals = new Map(
    rows.map((row) => [`${row.windowStart.getTime()} ${row.bucket} ${row.keyHash}`, row.hits]),
  );
  return counters.map(
    ({ bucket, keyHash, windowStart }) => totals.get(`${windowStart.getTime()} ${bucket} ${keyHash}`) ?? 0,
  );
}

/**
 * Counts one hit for each key in the current window (addHits) and answers each bucket's count.
 * The buckets of one call must differ.
 */
export async function countHits(
  db: Db,
  windowMs: number,
  keys: readonly CounterKey[],
  now: Date,
): Promise<Map<string, number>> {
  const windowStart = windowStartOf(windowMs, now);
  const totals = await addHits(
    db,
    keys.map(({ bucket, key }) => ({ bucket, keyHash: sha256(key), windowStart, hits: 1 })),
  );
  return new Map(keys.map(({ bucket }, i) => [bucket, totals[i]!]));
}

/** Deletes the rows of `buckets` from windows that ended before `before`. */
export async function pruneCounters(db: Db, buckets: readonly string[], before: Date): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(inArray(rateLimits.bucket, [...buckets]), lt(rateLimits.windowStart, before)));
}
