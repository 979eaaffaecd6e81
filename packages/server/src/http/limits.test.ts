/**
 * The limits' figures: the documented defaults, each replaceable by its environment variable, and a
 * bad value stopping the start with a message naming the variable.
 */
import { describe, expect, it } from 'vitest';
import { readLimits } from '../config.js';
import { DEFAULT_LIMITS, resolveLimits } from './limits.js';

describe('readLimits', () => {
  it('has the documented defaults', () => {
    expect(readLimits({})).toEqual(DEFAULT_LIMITS);
    expect(DEFAULT_LIMITS).toMatchObject({
      bodyMaxBytes: 1024 * 1024,
      headersMaxBytes: 16 * 1024,
      headersTimeoutMs: 30_000,
      requestTimeoutMs: 30_000,
      uploadTimeoutMs: 1_800_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 30_000,
      maxConnections: 1000,
      sheddingLagMs: 200,
      rateWindowMs: 60_000,
      requestsPerToken: 600,
      requestsPerAddress: 3000,
      rateBatch: 20,
      signInsPerAddress: 120,
      recoveriesPerEmail: 5,
      recoveriesPerAddress: 20,
      offlineReportsPerAddress: 30,
      hashingConcurrency: 1,
      offlineReportConcurrency: 1,
      offlineReportsPerSecond: 10,
    });
  });

  it('takes every figure from its variable', () => {
    const limits = readLimits({
      BODY_MAX_KB: '64',
      HEADERS_MAX_KB: '32',
      HEADERS_TIMEOUT_SECONDS: '10',
      REQUEST_TIMEOUT_SECONDS: '20',
      UPLOAD_TIMEOUT_SECONDS: '600',
      IDLE_TIMEOUT_SECONDS: '15',
      KEEP_ALIVE_TIMEOUT_SECONDS: '5',
      MAX_CONNECTIONS: '50',
      LOAD_SHEDDING_LAG_MS: '0',
      LOAD_SHEDDING_SAMPLE_MS: '250',
      RATE_LIMIT_WINDOW_SECONDS: '300',
      RATE_LIMIT_PER_TOKEN: '1000',
      RATE_LIMIT_PER_ADDRESS: '9000',
      RATE_LIMIT_BATCH: '1',
      SIGN_INS_PER_ADDRESS: '7',
      RECOVERIES_PER_EMAIL: '2',
      RECOVERIES_PER_ADDRESS: '9',
      OFFLINE_REPORTS_PER_ADDRESS: '3',
      PASSWORD_HASHING_CONCURRENCY: '2',
      PASSWORD_HASHING_QUEUE: '0',
      OFFLINE_REPORT_CONCURRENCY: '3',
      OFFLINE_REPORT_QUEUE: '6',
      OFFLINE_REPORTS_PER_SECOND: '0',
      OFFLINE_REPORT_REUSE_SECONDS: '0',
      PAGE_OFFSET_MAX: '500',
    });
    expect(limits).toEqual({
      bodyMaxBytes: 64 * 1024,
      headersMaxBytes: 32 * 1024,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 20_000,
      uploadTimeoutMs: 600_000,
      idleTimeoutMs: 15_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 50,
      sheddingLagMs: 0,
      sheddingSampleMs: 250,
      rateWindowMs: 300_000,
      requestsPerToken: 1000,
      requestsPerAddress: 9000,
      rateBatch: 1,
      signInsPerAddress: 7,
      recoveriesPerEmail: 2,
      recoveriesPerAddress: 9,
      offlineReportsPerAddress: 3,
      hashingConcurrency: 2,
      hashingQueue: 0,
      offlineReportConcurrency: 3,
      offlineReportQueue: 6,
      offlineReportsPerSecond: 0,
      offlineReportReuseMs: 0,
      pageOffsetMax: 500,
    });
  });

  it.each([
    [{ RATE_LIMIT_PER_TOKEN: '0' }, 'RATE_LIMIT_PER_TOKEN must be a whole number from 1'],
    [{ MAX_CONNECTIONS: 'many' }, 'MAX_CONNECTIONS must be a whole number'],
    [{ BODY_MAX_KB: '1' }, 'BODY_MAX_KB must be a whole number from 16'],
    [{ PAGE_OFFSET_MAX: '10' }, 'PAGE_OFFSET_MAX must be a whole number from 100'],
    [{ PASSWORD_HASHING_CONCURRENCY: '1.5' }, 'PASSWORD_HASHING_CONCURRENCY must be a whole number'],
    [{ HEADERS_TIMEOUT_SECONDS: '60' }, 'HEADERS_TIMEOUT_SECONDS must not be above REQUEST_TIMEOUT_SECONDS'],
    [{ UPLOAD_TIMEOUT_SECONDS: '10' }, 'UPLOAD_TIMEOUT_SECONDS must not be below REQUEST_TIMEOUT_SECONDS'],
  ])('stops the start on a bad value: %o', (env, message) => {
    expect(() => readLimits(env)).toThrow(message);
  });
});

describe('resolveLimits (buildApp)', () => {
  it('takes the defaults under the figures given, and sheds or paces downloads only when asked', () => {
    expect(resolveLimits({ requestsPerToken: 5 })).toEqual({
      ...DEFAULT_LIMITS,
      sheddingLagMs: 0,
      offlineReportsPerSecond: 0,
      requestsPerToken: 5,
    });
    expect(resolveLimits({ sheddingLagMs: 150 }).sheddingLagMs).toBe(150);
    expect(resolveLimits({ offlineReportsPerSecond: 3 }).offlineReportsPerSecond).toBe(3);
  });
});
