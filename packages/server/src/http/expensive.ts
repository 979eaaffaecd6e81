/**
 * Budgets for expensive calls that need no token (a password hash, an offline-report PDF): at most
 * `concurrency` run at a time on this instance and at most `queue` wait for a turn, and (when
 * `perSecond` is set) at most that many start a second, a second's worth at once; any further
 * call is refused at once with 503 and Retry-After, before it does any work. A flood of such calls
 * then costs the instance a bounded share of its CPU, and the cheap calls stay quick. (The rate
 * matters when each call is quick enough that no queue forms: a flood over new connections is then
 * served one by one at full speed, and every other call waits behind it.)
 *
 * The figures are per instance (the CPU being protected is the instance's): unlike the rate limits
 * they are not shared through the database.
 */
import { performance } from 'node:perf_hooks';
import { ApiError } from './errors.js';

/** Seconds a caller refused by a full gate is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** Starts left in the current second's bucket (refilled continuously), and when it was filled. */
  private tokens: number;
  private filledAt: number;

  constructor(
    readonly concurrency: number,
    readonly queue: number,
    /** The start of the 503's Message ("The server is busy ..."). */
    private readonly busyMessage: string,
    /** Calls that may start per second (0: no such limit). */
    readonly perSecond = 0,
    /** Milliseconds of a monotonic clock (tests give their own). */
    private readonly clock: () => number = () => performance.now(),
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be at least 1');
    if (!Number.isInteger(queue) || queue < 0) throw new Error('queue must not be negative');
    if (!Number.isInteger(perSecond) || perSecond < 0) throw new Error('perSecond must not be negative');
    this.tokens = perSecond;
    this.filledAt = clock();
  }

  /** Calls running now and calls waiting for a turn. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /**
   * Throws the 503 when a call now would neither run nor find a place in the queue, or when this
   * second's starts are spent. Called once per call, at its start (it takes one of the starts).
   */
  assertRoom(): void {
    this.assertQueueRoom();
    if (this.perSecond === 0) return;
    const at = this.clock();
    this.tokens = Math.min(this.perSecond, this.tokens + ((at - this.filledAt) / 1000) * this.perSecond);
    this.filledAt = at;
    if (this.tokens < 1) throw this.busy();
    this.tokens -= 1;
  }

  /**
   * Waits for a turn (503 at once when none is free and the queue is full too); answers the
   * function that gives the turn back (calling it again does nothing).
   */
  async acquire(): Promise<() => void> {
    if (this.active >= this.concurrency) {
      this.assertQueueRoom();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    // The work starts on a later turn of the event loop: the calls that arrived with it (cheap
    // ones, and the refusals of this gate) are answered first. On PGlite a call's queries never
    // give the event loop back by themselves, so without this nothing would ever wait here.
    await new Promise<void>((resolve) => setImmediate(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The turn passes straight to the next caller (`active` stays the same), or is given back.
      if (next) next();
      else this.active -= 1;
    };
  }

  /** Runs `work` in a turn (503 at once when the queue is full). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Throws the 503 when a call now would neither run nor find a place in the queue. */
  private assertQueueRoom(): void {
    if (this.active >= this.concurrency && this.waiting.length >= this.queue) throw this.busy();
  }

  private busy(): ApiError {
    return new ApiError(503, `${this.busyMessage}. Try again in ${BUSY_RETRY_AFTER_SECONDS} second.`, {
      'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
    });
  }
}

/**
 * Results of an expensive computation kept for `ttlMs` after it started, by key: calls for the same
 * key within that time (in flight or done) share one result. A failed computation is not kept. At
 * most `maxEntries` keys are kept, the oldest dropped first. `ttlMs` 0 keeps nothing.
 */
export class RecentResults<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number,
    private readonly now: () => Date,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return compute();
    const at = this.now().getTime();
    const kept = this.entries.get(key);
    if (kept && at >= kept.at && at - kept.at < this.ttlMs) return kept.value;
    this.entries.delete(key);
    const value = compute();
    this.entries.set(key, { at, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
