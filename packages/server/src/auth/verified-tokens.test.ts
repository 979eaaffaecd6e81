/**
 * The verified-token cache: a kept token answers until its expiry second, then 'expired'; only the
 * exact text matches; when full, the oldest token goes. Through the TokenService: a token verified
 * once still expires, and a forged one is still refused.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { CUSTOMER_SCOPE } from './scopes.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS, TOKEN_MESSAGES, TokenService } from './tokens.js';
import { VerifiedTokens } from './verified-tokens.js';

describe('VerifiedTokens', () => {
  it('answers a kept token until its expiry second, then expired and forgets it', () => {
    const cache = new VerifiedTokens<string>();
    cache.set('a.b.c', 'principal', 1000);
    expect(cache.get('a.b.c', 999_999)).toBe('principal');
    expect(cache.get('a.b.C', 999_999)).toBeUndefined();
    expect(cache.get('a.b.c', 1_000_000)).toBe('expired');
    expect(cache.get('a.b.c', 999_999)).toBeUndefined();
  });

  it('given a full cache, drops the oldest token first', () => {
    const cache = new VerifiedTokens<number>(2);
    cache.set('one', 1, 10);
    cache.set('two', 2, 10);
    cache.set('three', 3, 10);
    expect(cache.size).toBe(2);
    expect(cache.get('one', 0)).toBeUndefined();
    expect(cache.get('three', 0)).toBe(3);
  });
});

describe('TokenService.verifyAccessToken with the cache', () => {
  const key = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
  let now = new Date('2026-03-02T09:00:00Z');
  // Signing and verifying need no database.
  const tokens = new TokenService({} as Db, key, { now: () => now });
  const principal = {
    userId: 7,
    scope: CUSTOMER_SCOPE,
    customerId: 3,
    sessionId: '7f1c1c8e-0c2f-4a61-9f52-5f7d8a1e2b3c',
  } as const;

  it('given a token verified once, answers it again until it expires, then 401', async () => {
    const token = await tokens.signAccessToken(principal);
    expect(await tokens.verifyAccessToken(token)).toEqual(principal);
    expect(await tokens.verifyAccessToken(token)).toEqual(principal);
    now = new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000);
    await expect(tokens.verifyAccessToken(token)).rejects.toMatchObject({
      statusCode: 401,
      message: TOKEN_MESSAGES.expiredAccess,
    });
  });

  it('given a verified token with its signature changed, refuses it', async () => {
    now = new Date('2026-03-02T09:00:00Z');
    const token = await tokens.signAccessToken(principal);
    await tokens.verifyAccessToken(token);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    await expect(tokens.verifyAccessToken(token.slice(0, -1) + last)).rejects.toMatchObject({
      statusCode: 401,
      message: TOKEN_MESSAGES.invalidAccess,
    });
  });
});
