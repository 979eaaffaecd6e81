/**
 * Fixed-window rate limits kept in the database (the server holds no state between requests, so
 * every instance sharing the database counts together). A key (an e-mail address) is stored only
 * as its sha256.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { sha256 } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import { rateLimits } from '../../db/schema.js';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit of `key` in the current window; answers whether it is within the limit (the hit
 * that exceeds it answers false, and so does every later one in the window).
 */
export async function hitRateLimit(db: Db, rule: RateLimit, key: string, now: Date): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const keyHash = sha256(key);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, keyHash, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.keyHash, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  // Old windows are of no use: drop them now and then (about one hit in twenty).
  if ((row?.hits ?? 0) % 20 === 1) {
    await db
      .delete(rateLimits)
      .where(
        and(
          eq(rateLimits.bucket, rule.bucket),
          lt(rateLimits.windowStart, new Date(windowStart.getTime() - rule.windowMs)),
        ),
      );
  }
  return (row?.hits ?? 0) <= rule.limit;
}

/** Seconds from `now` until the rule's current window ends (the Retry-After of a refusal). */
export function secondsUntilNextWindow(rule: RateLimit, now: Date): number {
  const windowEnd = (Math.floor(now.getTime() / rule.windowMs) + 1) * rule.windowMs;
  return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
}
