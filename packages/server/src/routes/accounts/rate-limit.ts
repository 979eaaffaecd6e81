/**
 * Fixed-window rate limits of password recovery, kept in the database through the shared
 * counters of http/rate-limit-store.ts (every instance sharing the database counts together).
 */
import type { Db } from '../../db/client.js';
import { countHits, pruneCounters, secondsLeftInWindow, windowStartOf } from '../../http/rate-limit-store.js';

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
  const hits =
    (await countHits(db, rule.windowMs, [{ bucket: rule.bucket, key }], now)).get(rule.bucket) ?? 0;
  // Old windows are of no use: drop them now and then (about one hit in twenty).
  if (hits % 20 === 1) {
    const windowStart = windowStartOf(rule.windowMs, now);
    await pruneCounters(db, [rule.bucket], new Date(windowStart.getTime() - rule.windowMs));
  }
  return hits <= rule.limit;
}

/** Seconds from `now` until the rule's current window ends (the Retry-After of a refusal). */
export function secondsUntilNextWindow(rule: RateLimit, now: Date): number {
  return secondsLeftInWindow(rule.windowMs, now);
}
