/**
 * Access tokens this instance has verified, by their exact text: a call checks a token's signature
 * and claims once (the rate limits and the route's auth both read it), and the next calls with the
 * same token skip the HMAC. Only a token that passed every check is kept, with its expiry, which
 * is compared with the clock on every use; a token that differs in any character is verified
 * afresh. Whether its session still runs is checked on every call all the same (sessions.ts).
 */

/** Tokens kept at most (a few hundred bytes each); when full, the oldest go first. */
export const VERIFIED_TOKENS_MAX = 10_000;

interface Verified<T> {
  value: T;
  /** The token's `exp` (seconds since the epoch). */
  expiresAt: number;
}

export class VerifiedTokens<T> {
  private readonly byToken = new Map<string, Verified<T>>();

  constructor(private readonly max = VERIFIED_TOKENS_MAX) {}

  /**
   * The verified token's value; 'expired' once its `exp` has passed (as jose counts: whole seconds,
   * no tolerance); undefined when this instance has not verified it.
   */
  get(token: string, nowMs: number): T | 'expired' | undefined {
    const entry = this.byToken.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= Math.floor(nowMs / 1000)) {
      this.byToken.delete(token);
      return 'expired';
    }
    return entry.value;
  }

  set(token: string, value: T, expiresAt: number): void {
    if (this.byToken.size >= this.max) {
      // Maps keep insertion order: the first key is the oldest.
      const oldest = this.byToken.keys().next();
      if (!oldest.done) this.byToken.delete(oldest.value);
    }
    this.byToken.set(token, { value, expiresAt });
  }

  get size(): number {
    return this.byToken.size;
  }
}
