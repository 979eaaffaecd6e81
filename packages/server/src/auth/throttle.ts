/**
 * Failure budgets for guessable secrets (passwords, job codes), kept in the `throttles` table so
 * every server instance on the database counts together and a restart forgets nothing. A key (an
 * account name, a client address) is stored only as its sha256.
 *
 * Two shapes:
 * - `consecutive` (per account): the first `freeFailures` failures in a row cost nothing; the one
 *   that reaches the figure and every later one refuse the key for a delay that doubles from
 *   `baseDelayMs` up to `maxDelayMs`. Never permanent, so an attacker cannot lock the owner out for
 *   good, and a success resets it.
 * - `window` (per client): at most `limit` failures in a window of `windowMs` that starts with the
 *   first failure; the failure that spends the budget refuses the key until the window ends.
 *
 * A caller asks `retryAfter` before checking the secret (refused: 429 with Retry-After, the secret
 * is not looked at), calls `fail` when the secret was wrong and `reset` when it was right.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { throttles } from '../db/schema.js';

export interface ConsecutiveRule {
  kind: 'consecutive';
  bucket: string;
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface WindowRule {
  kind: 'window';
  bucket: string;
  limit: number;
  windowMs: number;
}

export type ThrottleRule = ConsecutiveRule | WindowRule;

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Failed password sign-ins in a row per account before it is refused for a while. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
/** The first refusal of an account; every further failure doubles it... */
export const LOGIN_DELAY_MS = 30 * SECOND;
/** ...up to this. */
export const LOGIN_MAX_DELAY_MS = 15 * MINUTE;
/** Failed password sign-ins per client address, across all accounts, per window. */
export const LOGIN_FAILURES_PER_CLIENT = 50;
export const LOGIN_CLIENT_WINDOW_MS = 15 * MINUTE;
/** Wrong job codes per client address (code login and offline-report download together). */
export const JOB_CODE_FAILURES_PER_CLIENT = 20;
export const JOB_CODE_WINDOW_MS = 10 * MINUTE;
/**
 * A run of failures this old is forgotten, and rows this old (and no longer refusing) are pruned.
 * Longer than any window or delay, so pruning never shortens a budget.
 */
export const THROTTLE_FORGET_AFTER_MS = 24 * 60 * MINUTE;

/** The budgets of the server; each figure is configurable (see config.ts and the README). */
export interface ThrottleLimits {
  /** Password sign-in per account (the lower-cased user name, whether or not the account exists). */
  loginAccount: ConsecutiveRule;
  /** Password sign-in per client address, across accounts. */
  loginClient: WindowRule;
  /** Job-code guesses per client address: the code login and the offline-report download share it. */
  jobCode: WindowRule;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  loginAccount: {
    kind: 'consecutive',
    bucket: 'login-account',
    freeFailures: LOGIN_FAILURES_PER_ACCOUNT,
    baseDelayMs: LOGIN_DELAY_MS,
    maxDelayMs: LOGIN_MAX_DELAY_MS,
  },
  loginClient: {
    kind: 'window',
    bucket: 'login-client',
    limit: LOGIN_FAILURES_PER_CLIENT,
    windowMs: LOGIN_CLIENT_WINDOW_MS,
  },
  jobCode: {
    kind: 'window',
    bucket: 'job-code',
    limit: JOB_CODE_FAILURES_PER_CLIENT,
    windowMs: JOB_CODE_WINDOW_MS,
  },
};

export const keyHash = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** "45 seconds", "1 minute", "15 minutes": the wait named in a 429's Message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const plusMs = (time: SQL, ms: SQL | number) => sql`(${time} + ${ms}::float8 * interval '1 millisecond')`;

/** The new failure count and the new start of the run or window, from the old row (ON CONFLICT). */
function counting(rule: ThrottleRule, now: Date): { failures: SQL; start: SQL; blockedUntil: SQL } {
  // A window that has ended, or a run of failures forgotten, starts again at one.
  const anew =
    rule.kind === 'window'
      ? sql`${throttles.windowStart} <= ${plusMs(at(now), -rule.windowMs)}`
      : sql`${throttles.updatedAt} <= ${plusMs(at(now), -THROTTLE_FORGET_AFTER_MS)}`;
  const failures = sql`(case when ${anew} then 1 else ${throttles.failures} + 1 end)`;
  const start = sql`(case when ${anew} then ${at(now)} else ${throttles.windowStart} end)`;
  return { failures, start, blockedUntil: blockedUntil(rule, now, failures, start) };
}

function blockedUntil(rule: ThrottleRule, now: Date, failures: SQL, start: SQL): SQL {
  if (rule.kind === 'window') {
    return sql`(case when ${failures} >= ${rule.limit}::int then ${plusMs(start, rule.windowMs)} end)`;
  }
  // 30 s, 60 s, 120 s, ... capped; the exponent is bounded so the number stays finite.
  const doublings = sql`least(${failures} - ${rule.freeFailures}::int, 40)`;
  const delay = sql`least(${rule.maxDelayMs}::float8, ${rule.baseDelayMs}::float8 * power(2, ${doublings}))`;
  return sql`(case when ${failures} >= ${rule.freeFailures}::int then ${plusMs(at(now), delay)} end)`;
}

/** Reads and counts the failure budgets of `rules`. */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Seconds until `key` may try again (at least 1), or 0 when it is not refused. */
  async retryAfter(rule: ThrottleRule, key: string): Promise<number> {
    const now = this.now();
    const [row] = await this.db
      .select({ blockedUntil: throttles.blockedUntil })
      .from(throttles)
      .where(
        and(
          eq(throttles.bucket, rule.bucket),
          eq(throttles.keyHash, keyHash(key)),
          gt(throttles.blockedUntil, now),
        ),
      );
    return row?.blockedUntil
      ? Math.max(1, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000))
      : 0;
  }

  /** The longest wait of several keys (0: none refused). */
  async longestWait(checks: ReadonlyArray<readonly [ThrottleRule, string]>): Promise<number> {
    const waits = await Promise.all(checks.map(([rule, key]) => this.retryAfter(rule, key)));
    return Math.max(0, ...waits);
  }

  /**
   * Counts one failure of `key` in one atomic upsert (parallel failures on any instance all count);
   * answers the seconds the key is now refused for (0: not refused yet).
   */
  async fail(rule: ThrottleRule, key: string): Promise<number> {
    const now = this.now();
    const first = rule.kind === 'window' ? rule.limit <= 1 : rule.freeFailures <= 1;
    const firstBlock = first
      ? new Date(now.getTime() + (rule.kind === 'window' ? rule.windowMs : rule.baseDelayMs))
      : null;
    const next = counting(rule, now);
    const [row] = await this.db
      .insert(throttles)
      .values({
        bucket: rule.bucket,
        keyHash: keyHash(key),
        failures: 1,
        windowStart: now,
        blockedUntil: firstBlock,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [throttles.bucket, throttles.keyHash],
        set: {
          failures: next.failures,
          windowStart: next.start,
          blockedUntil: next.blockedUntil,
          updatedAt: now,
        },
      })
      .returning({ failures: throttles.failures, blockedUntil: throttles.blockedUntil });
    // A new run or window is the moment to drop rows nobody needs any more.
    if (row?.failures === 1) await pruneThrottles(this.db, now);
    const until = row?.blockedUntil?.getTime() ?? 0;
    return until > now.getTime() ? Math.max(1, Math.ceil((until - now.getTime()) / 1000)) : 0;
  }

  /** Forgets the failures of `key` (a success). */
  async reset(rule: ThrottleRule, key: string): Promise<void> {
    await this.db
      .delete(throttles)
      .where(and(eq(throttles.bucket, rule.bucket), eq(throttles.keyHash, keyHash(key))));
  }
}

/** Deletes the rows not touched for THROTTLE_FORGET_AFTER_MS that refuse nobody any more. */
export async function pruneThrottles(db: Db, now: Date): Promise<void> {
  await db
    .delete(throttles)
    .where(
      and(
        lt(throttles.updatedAt, new Date(now.getTime() - THROTTLE_FORGET_AFTER_MS)),
        or(isNull(throttles.blockedUntil), lt(throttles.blockedUntil, now)),
      ),
    );
}
