/**
 * Load shedding: when the event loop lags (its work queue is longer than the instance can serve
 * in time), /api2 calls are refused with 503, Retry-After and a Message before they do any work,
 * so the instance catches up instead of answering everything late.
 *
 * The lag is measured by a timer every `sampleMs`: how much later than planned it fires. Two
 * samples in a row above `maxLagMs` mark the instance overloaded, until a sample finds the lag
 * below it again: a single pause (a long query, a garbage collection) sheds nothing, a backlog
 * sheds until it is gone. Each sample emits `sample` (the lag in milliseconds), which tests wait
 * for instead of sleeping.
 */
import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import { ApiError } from './errors.js';

/** Seconds a refused caller is asked to wait. */
export const SHEDDING_RETRY_AFTER_SECONDS = 2;

export const SHEDDING_MESSAGE = `The server is too busy to answer now. Try again in ${SHEDDING_RETRY_AFTER_SECONDS} seconds.`;

/** Late samples in a row that start shedding. */
export const LATE_SAMPLES_TO_SHED = 2;

export class LoadShedder extends EventEmitter<{ sample: [lagMs: number] }> {
  private timer: NodeJS.Timeout | undefined;
  private last = 0;
  /** The lag of the latest sample, in milliseconds. */
  lagMs = 0;
  /** Samples in a row whose lag was above `maxLagMs`. */
  private lateSamples = 0;

  constructor(
    /** 0 turns shedding off. */
    readonly maxLagMs: number,
    readonly sampleMs: number,
  ) {
    super();
  }

  get overloaded(): boolean {
    return this.lateSamples >= LATE_SAMPLES_TO_SHED;
  }

  start(): void {
    if (this.timer || this.maxLagMs === 0) return;
    this.last = performance.now();
    this.timer = setInterval(() => {
      const at = performance.now();
      this.lagMs = Math.max(0, at - this.last - this.sampleMs);
      this.last = at;
      this.lateSamples = this.lagMs > this.maxLagMs ? this.lateSamples + 1 : 0;
      this.emit('sample', this.lagMs);
    }, this.sampleMs);
    // Measuring never keeps the process alive.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.lagMs = 0;
    this.lateSamples = 0;
  }

  /** Throws the 503 while the instance is overloaded. */
  assertNotOverloaded(): void {
    if (this.overloaded) {
      throw new ApiError(503, SHEDDING_MESSAGE, { 'retry-after': String(SHEDDING_RETRY_AFTER_SECONDS) });
    }
  }
}
