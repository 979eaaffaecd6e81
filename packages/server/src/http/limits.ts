/**
 * The resource limits of one server instance: time-outs and the connection cap (timeouts.ts), load
 * shedding under event-loop lag (load-shedding.ts), the general rate limits per access token and per
 * client address with the stricter ones of sign-in and the offline-report download (rate-limit.ts),
 * and the concurrency budgets of expensive calls (expensive.ts). Every figure has an environment
 * variable (config.ts, readLimits) and is listed in the README ("Load, time-outs and rate limits").
 *
 * `registerLimits` wires them into the app: one onRequest hook that, before any other work,
 * refuses a request under load (503), refuses an expensive call whose budget is full (503) and
 * counts the request against its rate limits (429 over a limit; RateLimit-* headers otherwise).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConcurrencyGate, RecentResults } from './expensive.js';
import { LoadShedder } from './load-shedding.js';
import { isApiPath } from './portal.js';
import { RateLimiter } from './rate-limit.js';
import { addRequestDeadline, applyConnectionCap } from './timeouts.js';

const SECOND = 1000;

export interface Limits {
  /** The largest JSON or form body (uploads have their own limits); larger: 413. */
  bodyMaxBytes: number;
  /** The largest request line and headers together (Node's maxHeaderSize); larger: 431. */
  headersMaxBytes: number;
  /** The request line and headers must arrive within this (a silent connection is closed). */
  headersTimeoutMs: number;
  /** A request, body included, must arrive within this; uploads get `uploadTimeoutMs`. */
  requestTimeoutMs: number;
  /** The longest an upload's body may take (multipart operations). */
  uploadTimeoutMs: number;
  /** A connection that sends and receives nothing for this long is closed. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections per instance; more are closed as they arrive. */
  maxConnections: number;
  /** Event-loop lag above which /api2 calls are refused with 503 (0: never). */
  sheddingLagMs: number;
  /** How often the event-loop lag is measured. */
  sheddingSampleMs: number;
  /** The fixed window of the rate limits below. */
  rateWindowMs: number;
  /** /api2 calls per sign-in session (access token) and window. */
  requestsPerToken: number;
  /** /api2 calls per client address and window. */
  requestsPerAddress: number;
  /**
   * Calls of one session or address an instance counts in memory before writing them to the
   * shared counters (1: every call written; see rate-limit-counters.ts).
   */
  rateBatch: number;
  /** RecoverPassword requests per e-mail address, and per client address, and hour. */
  recoveriesPerEmail: number;
  recoveriesPerAddress: number;
  /** Password sign-ins (POST /api2/token) per client address and window. */
  signInsPerAddress: number;
  /** Offline-report downloads per client address and window. */
  offlineReportsPerAddress: number;
  /** Password hashes (scrypt) computed at a time per instance, and how many may wait. */
  hashingConcurrency: number;
  hashingQueue: number;
  /** Offline reports rendered at a time per instance, and how many may wait. */
  offlineReportConcurrency: number;
  offlineReportQueue: number;
  /** Offline-report downloads that may start per second per instance (0: no such limit). */
  offlineReportsPerSecond: number;
  /** How long a job's offline report, once made, is given to further downloads (0: never). */
  offlineReportReuseMs: number;
  /**
   * The paged lists' `Page` may start at most this many items into the list (its offset is read
   * and skipped on every call); further: 400, and the answer's NextCursor goes on (paging.ts).
   */
  pageOffsetMax: number;
}

export const DEFAULT_LIMITS: Limits = {
  bodyMaxBytes: 1024 * 1024,
  headersMaxBytes: 16 * 1024,
  headersTimeoutMs: 30 * SECOND,
  requestTimeoutMs: 30 * SECOND,
  uploadTimeoutMs: 30 * 60 * SECOND,
  idleTimeoutMs: 30 * SECOND,
  keepAliveTimeoutMs: 30 * SECOND,
  maxConnections: 1000,
  sheddingLagMs: 200,
  sheddingSampleMs: 100,
  rateWindowMs: 60 * SECOND,
  requestsPerToken: 600,
  requestsPerAddress: 3000,
  rateBatch: 20,
  signInsPerAddress: 120,
  recoveriesPerEmail: 5,
  recoveriesPerAddress: 20,
  offlineReportsPerAddress: 30,
  hashingConcurrency: 1,
  hashingQueue: 8,
  offlineReportConcurrency: 1,
  offlineReportQueue: 4,
  offlineReportsPerSecond: 10,
  offlineReportReuseMs: 10 * SECOND,
  pageOffsetMax: 10_000,
};

/** The expensive calls' budgets (expensive.ts), one set per instance. */
export interface ExpensiveGates {
  /** scrypt: password sign-in and ChangePassword. */
  passwordHashing: ConcurrencyGate;
  /** The offline-report PDF (GET /api2/Partner/jobs/offlinereport/{code}). */
  offlineReport: ConcurrencyGate;
  /** Offline reports made in the last `offlineReportReuseMs`, by job (and time zone). */
  recentOfflineReports: RecentResults<Uint8Array>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits in force (http/limits.ts). */
    limits: Limits;
    expensive: ExpensiveGates;
    loadShedder: LoadShedder;
  }
}

type GateName = 'passwordHashing' | 'offlineReport';

/**
 * The operations (contract operationId) that wait for an expensive gate: refused at once, before
 * any other work, when its queue is full. The sign-in and ChangePassword take their turn around the
 * hash only; the offline-report download holds its turn for the whole call (its look-ups included:
 * on PGlite they run on the event loop too), from here until its answer is sent.
 */
export const GATED_OPERATIONS: Readonly<Record<string, GateName>> = {
  postToken: 'passwordHashing',
  changePassword: 'passwordHashing',
  getOfflineReport: 'offlineReport',
};
const WHOLE_CALL_GATES: Readonly<Record<string, GateName>> = { getOfflineReport: 'offlineReport' };

/**
 * The limits of `buildApp`: the defaults with `partial` on top, except that the two guards that
 * measure the machine's own pace are off unless given: load shedding (`sheddingLagMs`) and the
 * offline-report downloads started per second (`offlineReportsPerSecond`). The server's
 * configuration always gives both (LOAD_SHEDDING_LAG_MS, OFFLINE_REPORTS_PER_SECOND; defaults in
 * DEFAULT_LIMITS); an app built by a test or a benchmark uses them only when asked, since a test
 * calls far faster than people do and the lag it would measure is that of a whole busy test machine.
 */
export function resolveLimits(partial: Partial<Limits> = {}): Limits {
  return { ...DEFAULT_LIMITS, sheddingLagMs: 0, offlineReportsPerSecond: 0, ...partial };
}

/** Decorates `app` with the limits and adds their hooks (before the routes are registered). */
export async function registerLimits(
  app: FastifyInstance,
  limits: Limits,
  now: () => Date = () => new Date(),
): Promise<void> {
  app.decorate('limits', limits);
  app.decorate('expensive', {
    passwordHashing: new ConcurrencyGate(
      limits.hashingConcurrency,
      limits.hashingQueue,
      'The server is busy checking other passwords',
    ),
    offlineReport: new ConcurrencyGate(
      limits.offlineReportConcurrency,
      limits.offlineReportQueue,
      'The server is busy preparing other offline reports',
      limits.offlineReportsPerSecond,
    ),
    recentOfflineReports: new RecentResults<Uint8Array>(limits.offlineReportReuseMs, 100, now),
  } satisfies ExpensiveGates);
  const shedder = new LoadShedder(limits.sheddingLagMs, limits.sheddingSampleMs);
  app.decorate('loadShedder', shedder);
  const rateLimiter = new RateLimiter(app, limits, now);

  applyConnectionCap(app, limits);
  addRequestDeadline(app, limits);

  app.addHook('onReady', async () => {
    shedder.start();
    rateLimiter.counters.start((error) => app.log.error({ err: error }, 'writing rate-limit counts'), now);
  });
  app.addHook('onClose', async () => {
    shedder.stop();
    await rateLimiter.counters.stop(now);
  });
  const releases = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' || !isApiPath(request.url)) return;
    shedder.assertNotOverloaded();
    const operationId = request.routeOptions.config.operationId ?? '';
    const gate = GATED_OPERATIONS[operationId];
    if (gate) app.expensive[gate].assertRoom();
    const wholeCall = WHOLE_CALL_GATES[operationId];
    if (wholeCall) {
      // Before the rate limits' write: a call refused or waiting here has touched no database yet
      // (on PGlite every query of every call waits in one queue).
      const release = await app.expensive[wholeCall].acquire();
      releases.set(request, release);
      // Given back when the answer is sent, or the connection closes first.
      reply.raw.once('close', release);
    }
    await rateLimiter.count(request, reply);
  });
  app.addHook('onResponse', async (request) => releases.get(request)?.());
  app.addHook('onRequestAbort', async (request) => releases.get(request)?.());
}
