import path from 'node:path';
import { DEFAULT_THROTTLE_LIMITS, THROTTLE_FORGET_AFTER_MS, type ThrottleLimits } from './auth/throttle.js';
import { readSessionPolicy, type SessionPolicy } from './auth/sessions.js';
import { parseCorsOrigins } from './http/cors.js';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { DEFAULT_LIMITS, type Limits } from './http/limits.js';
import { wholeNumberFromEnv } from './env-number.js';
import { DEFAULT_FILE_LINK_LIFETIME_SECONDS } from './files/file-links.js';
import { contractMaxFiles } from './files/upload-contract.js';
import { DEFAULT_UPLOAD_LIMITS, MB, type UploadLimits } from './files/upload-limits.js';
import { SERVER_PATHS } from './paths.js';

/** The repository root (found from the server package's folder; see paths.ts). */
export const REPO_ROOT = SERVER_PATHS.repoRoot;

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the PGlite database (`<dataDir>/pglite`) and the lock file. */
  dataDir: string;
  /** Folder of the local blob store (files and images); default `<dataDir>/files`. */
  filesDir: string;
  /** postgres://... to use PostgreSQL instead of PGlite. */
  databaseUrl: string | undefined;
  /** HS256 signing secret; when unset one is generated once and kept in the settings table. */
  jwtSecret: string | undefined;
  /** The built portal (Vite output). */
  portalDist: string;
  logLevel: string;
  /** smtp:// or smtps:// URL for outgoing e-mail; unset: the outbox table and the log. */
  smtpUrl: string | undefined;
  /** The From address of outgoing e-mail. */
  smtpFrom: string | undefined;
  /** CORS_ORIGINS: exact origins whose pages may call /api2 (embedding); empty: CORS closed. */
  corsOrigins: string[];
  /** TRUST_PROXY: which proxies may name the client address (X-Forwarded-For); default none. */
  trustProxy: TrustProxy;
  /** The failure budgets of password sign-in and job codes (LOGIN_*, JOB_CODE_*; see the README). */
  throttle: ThrottleLimits;
  /** Session lifetimes and the access-token check's cache (SESSION_*; see auth/sessions.ts). */
  sessions: SessionPolicy;
  /** Time-outs, connection cap, load shedding, rate limits, expensive calls' budgets (see the README). */
  limits: Limits;
  /** Upload sizes, counts, concurrency and per-job quotas (UPLOAD_*, UPLOADS_PER_*, JOB_MAX_*; see the README). */
  uploads: UploadLimits;
  /** How long a signed file link works (FILE_LINK_LIFETIME_SECONDS; see the README). */
  fileLinkLifetimeSeconds: number;
  /** RESPONSE_SCHEMAS: `off` writes answers by JSON.stringify (for a benchmark); default on. */
  responseSchemas: boolean;
}

/** The failure budgets: the defaults of auth/throttle.ts, each replaceable by its variable. */
export function readThrottleLimits(env: NodeJS.ProcessEnv = process.env): ThrottleLimits {
  const { loginAccount, loginClient, jobCode } = DEFAULT_THROTTLE_LIMITS;
  // Windows and delays stay within a day: older rows are pruned (THROTTLE_FORGET_AFTER_MS).
  const day = THROTTLE_FORGET_AFTER_MS / 1000;
  const seconds = (name: string, fallbackMs: number) =>
    wholeNumberFromEnv(env, name, fallbackMs / 1000, 1, day) * 1000;
  const baseDelayMs = seconds('LOGIN_DELAY_SECONDS', loginAccount.baseDelayMs);
  const maxDelayMs = seconds('LOGIN_MAX_DELAY_SECONDS', loginAccount.maxDelayMs);
  if (maxDelayMs < baseDelayMs)
    throw new Error('LOGIN_MAX_DELAY_SECONDS must not be below LOGIN_DELAY_SECONDS');
  return {
    loginAccount: {
      ...loginAccount,
      freeFailures: wholeNumberFromEnv(env, 'LOGIN_FAILURES_PER_ACCOUNT', loginAccount.freeFailures, 1, 1000),
      baseDelayMs,
      maxDelayMs,
    },
    loginClient: {
      ...loginClient,
      limit: wholeNumberFromEnv(env, 'LOGIN_FAILURES_PER_CLIENT', loginClient.limit, 1, 1_000_000),
      windowMs: seconds('LOGIN_CLIENT_WINDOW_SECONDS', loginClient.windowMs),
    },
    jobCode: {
      ...jobCode,
      limit: wholeNumberFromEnv(env, 'JOB_CODE_FAILURES_PER_CLIENT', jobCode.limit, 1, 1_000_000),
      windowMs: seconds('JOB_CODE_WINDOW_SECONDS', jobCode.windowMs),
    },
  };
}

/** The upload limits: the defaults of files/upload-limits.ts, each replaceable by its variable. */
export function readUploadLimits(env: NodeJS.ProcessEnv = process.env): UploadLimits {
  const d = DEFAULT_UPLOAD_LIMITS;
  const megabytes = (name: string, fallback: number, max: number) =>
    wholeNumberFromEnv(env, name, fallback / MB, 1, max) * MB;
  const limits: UploadLimits = {
    maxFileBytes: megabytes('UPLOAD_MAX_FILE_MB', d.maxFileBytes, 1024),
    maxRequestBytes: megabytes('UPLOAD_MAX_REQUEST_MB', d.maxRequestBytes, 4096),
    // The contract promises clients at most its maxItems; the server may take fewer, never more.
    maxFiles: wholeNumberFromEnv(env, 'UPLOAD_MAX_FILES', d.maxFiles, 1, contractMaxFiles()),
    concurrentPerUser: wholeNumberFromEnv(env, 'UPLOADS_PER_USER', d.concurrentPerUser, 1, 1000),
    concurrentPerServer: wholeNumberFromEnv(env, 'UPLOADS_PER_SERVER', d.concurrentPerServer, 1, 10_000),
    jobMaxAttachments: wholeNumberFromEnv(env, 'JOB_MAX_ATTACHMENTS', d.jobMaxAttachments, 1, 100_000),
    jobMaxBytes: megabytes('JOB_MAX_ATTACHMENT_MB', d.jobMaxBytes, 1_000_000),
  };
  if (limits.maxRequestBytes < limits.maxFileBytes)
    throw new Error('UPLOAD_MAX_REQUEST_MB must not be below UPLOAD_MAX_FILE_MB');
  return limits;
}

/**
 * Time-outs, the connection cap, load shedding, the rate limits and the budgets of expensive calls:
 * the defaults of http/limits.ts, each replaceable by its variable (the README's table).
 */
export function readLimits(env: NodeJS.ProcessEnv = process.env): Limits {
  const d = DEFAULT_LIMITS;
  const day = 24 * 60 * 60;
  const whole = (name: string, fallback: number, min: number, max: number) =>
    wholeNumberFromEnv(env, name, fallback, min, max);
  const seconds = (name: string, fallbackMs: number, max = day) =>
    whole(name, fallbackMs / 1000, 1, max) * 1000;
  const kilobytes = (name: string, fallbackBytes: number, min: number, max: number) =>
    whole(name, fallbackBytes / 1024, min, max) * 1024;
  const limits: Limits = {
    bodyMaxBytes: kilobytes('BODY_MAX_KB', d.bodyMaxBytes, 16, 100 * 1024),
    headersMaxBytes: kilobytes('HEADERS_MAX_KB', d.headersMaxBytes, 8, 1024),
    headersTimeoutMs: seconds('HEADERS_TIMEOUT_SECONDS', d.headersTimeoutMs, 3600),
    requestTimeoutMs: seconds('REQUEST_TIMEOUT_SECONDS', d.requestTimeoutMs, 3600),
    uploadTimeoutMs: seconds('UPLOAD_TIMEOUT_SECONDS', d.uploadTimeoutMs),
    idleTimeoutMs: seconds('IDLE_TIMEOUT_SECONDS', d.idleTimeoutMs, 3600),
    keepAliveTimeoutMs: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', d.keepAliveTimeoutMs, 3600),
    maxConnections: whole('MAX_CONNECTIONS', d.maxConnections, 1, 1_000_000),
    // 0 turns load shedding off.
    sheddingLagMs: whole('LOAD_SHEDDING_LAG_MS', d.sheddingLagMs, 0, 60_000),
    sheddingSampleMs: whole('LOAD_SHEDDING_SAMPLE_MS', d.sheddingSampleMs, 10, 10_000),
    rateWindowMs: seconds('RATE_LIMIT_WINDOW_SECONDS', d.rateWindowMs),
    requestsPerToken: whole('RATE_LIMIT_PER_TOKEN', d.requestsPerToken, 1, 100_000_000),
    requestsPerAddress: whole('RATE_LIMIT_PER_ADDRESS', d.requestsPerAddress, 1, 100_000_000),
    rateBatch: whole('RATE_LIMIT_BATCH', d.rateBatch, 1, 1000),
    signInsPerAddress: whole('SIGN_INS_PER_ADDRESS', d.signInsPerAddress, 1, 100_000_000),
    recoveriesPerEmail: whole('RECOVERIES_PER_EMAIL', d.recoveriesPerEmail, 1, 1_000_000),
    recoveriesPerAddress: whole('RECOVERIES_PER_ADDRESS', d.recoveriesPerAddress, 1, 1_000_000),
    offlineReportsPerAddress: whole(
      'OFFLINE_REPORTS_PER_ADDRESS',
      d.offlineReportsPerAddress,
      1,
      100_000_000,
    ),
    hashingConcurrency: whole('PASSWORD_HASHING_CONCURRENCY', d.hashingConcurrency, 1, 1000),
    hashingQueue: whole('PASSWORD_HASHING_QUEUE', d.hashingQueue, 0, 100_000),
    offlineReportConcurrency: whole('OFFLINE_REPORT_CONCURRENCY', d.offlineReportConcurrency, 1, 1000),
    offlineReportQueue: whole('OFFLINE_REPORT_QUEUE', d.offlineReportQueue, 0, 100_000),
    offlineReportsPerSecond: whole('OFFLINE_REPORTS_PER_SECOND', d.offlineReportsPerSecond, 0, 100_000),
    // 0: every download makes its report afresh.
    offlineReportReuseMs:
      whole('OFFLINE_REPORT_REUSE_SECONDS', d.offlineReportReuseMs / 1000, 0, 3600) * 1000,
    pageOffsetMax: whole('PAGE_OFFSET_MAX', d.pageOffsetMax, 100, 10_000_000),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    throw new Error('HEADERS_TIMEOUT_SECONDS must not be above REQUEST_TIMEOUT_SECONDS');
  if (limits.uploadTimeoutMs < limits.requestTimeoutMs)
    throw new Error('UPLOAD_TIMEOUT_SECONDS must not be below REQUEST_TIMEOUT_SECONDS');
  return limits;
}

/** RESPONSE_SCHEMAS: `on` (default) or `off` (answers by JSON.stringify, for the benchmark). */
export function readResponseSchemas(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.RESPONSE_SCHEMAS ?? '').trim().toLowerCase();
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`RESPONSE_SCHEMAS must be on or off, got "${env.RESPONSE_SCHEMAS}"`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT ? Number(env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}"`);
  }
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    portalDist: path.resolve(env.PORTAL_DIST || path.join(REPO_ROOT, 'packages/portal/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || undefined,
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    throttle: readThrottleLimits(env),
    sessions: readSessionPolicy(env),
    limits: readLimits(env),
    uploads: readUploadLimits(env),
    fileLinkLifetimeSeconds: wholeNumberFromEnv(
      env,
      'FILE_LINK_LIFETIME_SECONDS',
      DEFAULT_FILE_LINK_LIFETIME_SECONDS,
      1,
      3600,
    ),
    responseSchemas: readResponseSchemas(env),
  };
}
