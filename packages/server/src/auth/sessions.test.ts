import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SESSION_POLICY,
  readSessionPolicy,
  refreshTokenExpiry,
  SESSION_MESSAGES,
  sessionEnded,
} from './sessions.js';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-02T09:00:00Z');
const plus = (ms: number) => new Date(START.getTime() + ms);

describe('session policy', () => {
  it('defaults to 30 days absolute, 14 idle, a 5 s check cache', () => {
    expect(readSessionPolicy({})).toEqual({ absoluteMs: 30 * DAY, idleMs: 14 * DAY, cacheTtlMs: 5000 });
    expect(readSessionPolicy({})).toEqual(DEFAULT_SESSION_POLICY);
  });

  it('reads SESSION_MAX_DAYS, SESSION_IDLE_DAYS and SESSION_CHECK_CACHE_SECONDS', () => {
    expect(
      readSessionPolicy({ SESSION_MAX_DAYS: '7', SESSION_IDLE_DAYS: '2', SESSION_CHECK_CACHE_SECONDS: '0' }),
    ).toEqual({ absoluteMs: 7 * DAY, idleMs: 2 * DAY, cacheTtlMs: 0 });
  });

  it.each([
    [{ SESSION_MAX_DAYS: '0' }, /SESSION_MAX_DAYS must be a whole number from 1/],
    [{ SESSION_IDLE_DAYS: '1.5' }, /SESSION_IDLE_DAYS must be a whole number/],
    [
      { SESSION_CHECK_CACHE_SECONDS: '61' },
      /SESSION_CHECK_CACHE_SECONDS must be a whole number from 0 to 60/,
    ],
    [{ SESSION_MAX_DAYS: '10', SESSION_IDLE_DAYS: '20' }, /must not be above SESSION_MAX_DAYS/],
  ])('refuses %j with a message', (env, message) => {
    expect(() => readSessionPolicy(env)).toThrow(message);
  });
});

describe('sessionEnded', () => {
  const policy = DEFAULT_SESSION_POLICY;
  const session = { startedAt: START, lastRefreshedAt: plus(20 * DAY), revokedAt: null };

  it('runs until 30 days after sign-in, to the millisecond', () => {
    expect(sessionEnded(session, plus(30 * DAY - 1), policy)).toBeNull();
    expect(sessionEnded(session, plus(30 * DAY), policy)).toBe(SESSION_MESSAGES.absolute(policy));
  });

  it('ends 14 days after the last refresh', () => {
    const idle = { ...session, lastRefreshedAt: plus(DAY) };
    expect(sessionEnded(idle, plus(15 * DAY - 1), policy)).toBeNull();
    expect(sessionEnded(idle, plus(15 * DAY), policy)).toBe(
      'The session has ended after 14 days without use; please sign in again',
    );
  });

  it('a revoked session has ended whatever the time', () => {
    expect(sessionEnded({ ...session, revokedAt: START }, START, policy)).toBe(SESSION_MESSAGES.revoked);
  });

  it('a refresh token lives 14 days, never past the 30', () => {
    expect(refreshTokenExpiry(START, plus(DAY), policy)).toEqual(plus(15 * DAY));
    expect(refreshTokenExpiry(START, plus(20 * DAY), policy)).toEqual(plus(30 * DAY));
  });
});
