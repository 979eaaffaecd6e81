/**
 * The general rate limits' counters with fewer writes (rate-limit.ts). The counts live in the
 * `rate_limits` table, shared by every instance (rate-limit-store.ts); writing one row per call
 * cost every call a database round trip and, on PostgreSQL, a commit. Here an instance counts a
 * key's calls in memory and writes them together:
 *
 * - a key's first call on the instance in a window is written at once (and answers the shared
 *   count, the other instances' calls included);
 * - afterwards up to `batch` calls are counted in memory, written with the next call after that,
 *   or after `flushMs` (by the next call, or by the timer for a key that went quiet);
 * - a key whose count is within `batch` of its limit is written on every call, so the refusal
 *   itself is decided by the shared count.
 *
 * Keys marked `exact` (the stricter limits of sign-in and the offline-report download) are written
 * on every call. So one instance never lets a key past its limit, and each instance adds to what the others see
 * at most `batch` calls late (or `flushMs`): with N instances a key gets at most (N - 1) x `batch`
 * calls over its limit in a window. `batch` 1 writes every call (the exact count everywhere).
 */
import { sha256 } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { addHits, type CounterHits, windowStartOf } from './rate-limit-store.js';

/** A key's calls at most this old are written by the timer. */
export const RATE_FLUSH_MS = 1000;
/** Keys one instance keeps counting in memory at most; more are written on every call. */
export const RATE_COUNTER_MAX_KEYS = 50_000;

export interface CountedKey {
  bucket: string;
  key: string;
  /** The key's limit: near it every call is written. */
  limit: number;
  /** Every call written (the stricter limits of expensive calls). */
  exact?: boolean;
}

interface Counter {
  bucket: string;
  keyHash: string;
  windowStart: Date;
  /** The shared count as last written or read (this instance's written calls included). */
  known: number;
  /** Calls being written now (not yet in `known`). */
  writing: number;
  /** Calls counted here and not yet written. */
  unwritten: number;
  /** When the counter was last written (the clock's milliseconds). */
  writtenAt: number;
}

/** The key's count as this instance knows it: the shared count, and its own calls not in it yet. */
const estimate = (c: Counter) => c.known + c.writing + c.unwritten;

export interface RateCountersOptions {
  windowMs: number;
  /** Calls of one key counted in memory before they are written (1: every call is written). */
  batch: number;
  flushMs?: number;
  maxKeys?: number;
}

export class RateCounters {
  private readonly counters = new Map<string, Counter>();
  private readonly flushMs: number;
  private readonly maxKeys: number;
  private timer: NodeJS.Timeout | undefined;
  /** Writes of ended windows' calls still running. */
  private readonly late = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly options: RateCountersOptions,
  ) {
    this.flushMs = options.flushMs ?? RATE_FLUSH_MS;
    this.maxKeys = options.maxKeys ?? RATE_COUNTER_MAX_KEYS;
  }

  /**
   * Counts one call for each key at `at` (the keys' buckets differ) and answers each key's count in
   * the window, this call included, in the order given.
   */
  async count(keys: readonly CountedKey[], at: Date): Promise<number[]> {
    const windowStart = windowStartOf(this.options.windowMs, at);
    const ms = at.getTime();
    const counters = keys.map((k) => this.counterOf(k, windowStart));
    const deferred = keys.every((k, i) => !k.exact && this.mayDefer(counters[i], k.limit, ms));
    if (deferred) {
      return counters.map((c) => {
        c!.unwritten += 1;
        return estimate(c!);
      });
    }
    // One write for all the keys of the call: each key's calls so far and this one.
    const hits: CounterHits[] = counters.map((c, i) => {
      const unwritten = c?.unwritten ?? 0;
      if (c) {
        c.unwritten = 0;
        c.writing += unwritten + 1;
        c.writtenAt = ms;
      }
      return {
        bucket: keys[i]!.bucket,
        keyHash: c?.keyHash ?? sha256(keys[i]!.key),
        windowStart,
        hits: unwritten + 1,
      };
    });
    let totals: number[];
    try {
      totals = await addHits(this.db, hits);
    } catch (error) {
      // Not written: the earlier calls stay to be written (this one failed, so it is not counted).
      counters.forEach((c, i) => {
        if (!c) return;
        c.writing -= hits[i]!.hits;
        c.unwritten += hits[i]!.hits - 1;
      });
      throw error;
    }
    counters.forEach((c, i) => {
      if (!c) return;
      c.writing -= hits[i]!.hits;
      c.known = Math.max(c.known, totals[i]!);
    });
    return totals;
  }

  /**
   * Writes every call counted in memory (with `quietOnly`, only those of keys last written
   * `flushMs` or more ago by the app's clock: the timer's part) and forgets the counters of ended
   * windows.
   */
  async flush(at: Date = new Date(), quietOnly = false): Promise<void> {
    const current = windowStartOf(this.options.windowMs, at).getTime();
    const pending: Array<{ counter: Counter; hits: number }> = [];
    for (const [id, c] of this.counters) {
      const quiet = at.getTime() - c.writtenAt >= this.flushMs || at.getTime() < c.writtenAt;
      if (c.unwritten > 0 && (quiet || !quietOnly)) {
        pending.push({ counter: c, hits: c.unwritten });
        c.writing += c.unwritten;
        c.unwritten = 0;
        c.writtenAt = at.getTime();
      }
      if (c.windowStart.getTime() < current) this.counters.delete(id);
    }
    if (pending.length === 0) return;
    try {
      const totals = await addHits(
        this.db,
        pending.map(({ counter, hits }) => ({
          bucket: counter.bucket,
          keyHash: counter.keyHash,
          windowStart: counter.windowStart,
          hits,
        })),
      );
      pending.forEach(({ counter, hits }, i) => {
        counter.writing -= hits;
        counter.known = Math.max(counter.known, totals[i]!);
      });
    } catch (error) {
      for (const { counter, hits } of pending) {
        counter.writing -= hits;
        counter.unwritten += hits;
      }
      throw error;
    }
  }

  /**
   * Writes on a timer what quiet keys counted (call `stop` to end it): a key is quiet when the
   * app's clock says its last write is `flushMs` old, so a key's waiting calls reach the table
   * within two `flushMs` of its last write even if no call of it comes. Judged by the app's clock,
   * not the timer's own timing, the timer never writes a key the calls would not yet have written
   * (a test's fixed clock makes it write nothing).
   */
  start(onError: (error: unknown) => void, clock: () => Date = () => new Date()): void {
    if (this.timer || this.options.batch <= 1) return;
    this.timer = setInterval(() => {
      this.flush(clock(), true).catch(onError);
    }, this.flushMs);
    this.timer.unref();
  }

  /** Ends the timer and writes what is left. */
  async stop(clock: () => Date = () => new Date()): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(this.late);
    await this.flush(clock());
  }

  /** Keys counted in memory now (for the tests). */
  get size(): number {
    return this.counters.size;
  }

  /** The key's counter in this window; undefined when batching is off or the map is full. */
  private counterOf(k: CountedKey, windowStart: Date): Counter | undefined {
    if (this.options.batch <= 1) return undefined;
    const id = `${k.bucket} ${k.key}`;
    const existing = this.counters.get(id);
    if (existing && existing.windowStart.getTime() === windowStart.getTime()) return existing;
    if (existing && existing.unwritten > 0) {
      // Calls of an ended window the timer has not written yet: written with this call (in their
      // own window) so none is lost.
      const write = this.writeLate(existing);
      this.late.add(write);
      void write.finally(() => this.late.delete(write));
    }
    if (!existing && this.counters.size >= this.maxKeys) return undefined;
    const counter: Counter = {
      bucket: k.bucket,
      keyHash: existing?.keyHash ?? sha256(k.key),
      windowStart,
      known: 0,
      writing: 0,
      unwritten: 0,
      // Never written in this window: the first call writes.
      writtenAt: -Infinity,
    };
    this.counters.set(id, counter);
    return counter;
  }

  /** Whether the call may be counted in memory only. */
  private mayDefer(c: Counter | undefined, limit: number, ms: number): boolean {
    if (!c || c.writtenAt === -Infinity) return false;
    if (c.unwritten + 1 >= this.options.batch) return false;
    if (ms - c.writtenAt >= this.flushMs || ms < c.writtenAt) return false;
    // Near the limit the shared count decides.
    return limit - (estimate(c) + 1) >= this.options.batch;
  }

  private async writeLate(c: Counter): Promise<void> {
    const hits = c.unwritten;
    c.unwritten = 0;
    // The counter is no longer in the map: nothing reads `writing` again.
    await addHits(this.db, [
      { bucket: c.bucket, keyHash: c.keyHash, windowStart: c.windowStart, hits },
    ]).catch(() => {
      // The window is over: its count no longer decides anything.
    });
  }
}
