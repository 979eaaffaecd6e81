/**
 * General rate limits on every /api2 call, counted in the database (rate-limit-store.ts) so that
 * every instance counts together:
 *
 * - per client address (`request.ip`: the socket's peer, or X-Forwarded-For behind TRUST_PROXY);
 * - per sign-in session, when the call carries a valid access token (a session keeps its budget
 *   across token refreshes and organisation switches);
 * - and stricter ones per client address for the calls that cost the most without a token: the
 *   password sign-in and the offline-report download.
 *
 * The counts are written in batches (rate-limit-counters.ts: at most `rateBatch` calls of a key in
 * memory per instance, every call near a limit written at once). Every answer
 * carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` of the rule closest to its
 * limit; a call over a limit is answered 429 with `Retry-After` (the end of the window) and a
 * Message, before any other work.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeWait } from '../auth/throttle.js';
import { ApiError } from './errors.js';
import type { Limits } from './limits.js';
import { RateCounters } from './rate-limit-counters.js';
import { pruneCounters, secondsLeftInWindow, windowStartOf } from './rate-limit-store.js';

export interface RateRule {
  bucket: string;
  limit: number;
  /** The 429's Message, from the seconds to wait. */
  message: (seconds: number) => string;
}

export const RATE_MESSAGES = {
  address: (s: number) => `Too many requests from this address. Try again in ${describeWait(s)}.`,
  token: (s: number) => `Too many requests in this session. Try again in ${describeWait(s)}.`,
  signIn: (s: number) => `Too many sign-in attempts from this address. Try again in ${describeWait(s)}.`,
  offlineReport: (s: number) =>
    `Too many offline-report downloads from this address. Try again in ${describeWait(s)}.`,
} as const;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export class RateLimiter {
  private readonly address: RateRule;
  private readonly token: RateRule;
  /** The stricter per-address rules of single operations (by contract operationId). */
  private readonly byOperation: Readonly<Record<string, RateRule>>;
  private readonly buckets: string[];
  /** The window whose older rows this instance last deleted. */
  private prunedBefore = 0;
  readonly counters: RateCounters;

  constructor(
    private readonly app: FastifyInstance,
    private readonly limits: Limits,
    private readonly now: () => Date,
  ) {
    this.address = {
      bucket: 'api-address',
      limit: limits.requestsPerAddress,
      message: RATE_MESSAGES.address,
    };
    this.token = { bucket: 'api-session', limit: limits.requestsPerToken, message: RATE_MESSAGES.token };
    this.byOperation = {
      postToken: {
        bucket: 'sign-in-address',
        limit: limits.signInsPerAddress,
        message: RATE_MESSAGES.signIn,
      },
      getOfflineReport: {
        bucket: 'offline-report-address',
        limit: limits.offlineReportsPerAddress,
        message: RATE_MESSAGES.offlineReport,
      },
    };
    this.counters = new RateCounters(app.db, { windowMs: limits.rateWindowMs, batch: limits.rateBatch });
    this.buckets = [this.address, this.token, ...Object.values(this.byOperation)].map((r) => r.bucket);
  }

  /** Counts the call; sets the RateLimit-* headers, or throws the 429. */
  async count(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const at = this.now();
    const counted: Array<{ rule: RateRule; key: string; exact?: boolean }> = [
      { rule: this.address, key: request.ip },
    ];
    const sessionId = await this.sessionOf(request);
    if (sessionId !== undefined) counted.push({ rule: this.token, key: sessionId });
    const special = this.byOperation[request.routeOptions.config.operationId ?? ''];
    // The expensive calls' stricter limits are counted exactly (rate-limit-counters.ts).
    if (special) counted.push({ rule: special, key: request.ip, exact: true });

    const windowMs = this.limits.rateWindowMs;
    const hits = await this.counters.count(
      counted.map(({ rule, key, exact }) => ({ bucket: rule.bucket, key, limit: rule.limit, exact })),
      at,
    );
    await this.pruneOldWindows(at);

    // The rule with the fewest calls left is the one the headers describe.
    let closest = counted[0]!.rule;
    let remaining = Infinity;
    counted.forEach(({ rule }, i) => {
      const left = rule.limit - hits[i]!;
      if (left < remaining) [closest, remaining] = [rule, left];
    });
    const reset = secondsLeftInWindow(windowMs, at);
    const headers: Record<string, string> = {
      'ratelimit-limit': String(closest.limit),
      'ratelimit-remaining': String(Math.max(0, remaining)),
      'ratelimit-reset': String(reset),
    };
    if (remaining < 0) {
      throw new ApiError(429, closest.message(reset), { ...headers, 'retry-after': String(reset) });
    }
    reply.headers(headers);
  }

  /** The session of a valid access token (an invalid one is refused later by the route's check). */
  private async sessionOf(request: FastifyRequest): Promise<string | undefined> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) return undefined;
    try {
      return (await this.app.tokens.verifyAccessToken(match[1]!)).sessionId;
    } catch {
      return undefined;
    }
  }

  /** Once per window and instance, the rows of earlier windows go. */
  private async pruneOldWindows(at: Date): Promise<void> {
    const current = windowStartOf(this.limits.rateWindowMs, at).getTime();
    if (current <= this.prunedBefore) return;
    this.prunedBefore = current;
    await pruneCounters(this.app.db, this.buckets, new Date(current));
  }
}
