import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { components } from '@eqp/contract';
import type { Db } from '../db/client.js';
import { refreshTokens, settings } from '../db/schema.js';
import { unauthorized } from '../http/errors.js';
import { CUSTOMER_SCOPE, PARTNER_SCOPE, type Principal, type Scope } from './scopes.js';

export type Token = components['schemas']['Token'];

export const JWT_ISSUER = 'eqp';
export const JWT_AUDIENCE = 'eqp-api2';
export const JWT_ALGORITHM = 'HS256';
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
const SECRET_SETTING = 'jwt_secret';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * The HS256 key: JWT_SECRET when set (at least 32 characters), otherwise 48 random bytes generated
 * once and stored in the settings table, so every instance sharing the database shares the key.
 */
export async function loadSigningKey(db: Db, jwtSecret?: string): Promise<Uint8Array> {
  if (jwtSecret !== undefined) {
    if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(jwtSecret);
  }
  await db
    .insert(settings)
    .values({ key: SECRET_SETTING, value: randomBytes(48).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_SETTING));
  if (!row || typeof row.value !== 'string')
    throw new Error('The JWT signing secret in the settings table is invalid');
  return Buffer.from(row.value, 'base64');
}

interface AccessClaims {
  scope: Scope;
  customer_id?: number;
  /** Partner code login: the only job the token reaches. */
  job?: number;
}

export interface TokenServiceOptions {
  /** For tests: the clock used to sign and verify. */
  now?: () => Date;
}

/** Access tokens (JWT) and refresh tokens (opaque, stored hashed, rotated, family-revoked). */
export class TokenService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
    options: TokenServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async signAccessToken(principal: Principal): Promise<string> {
    const claims: AccessClaims = { scope: principal.scope };
    if (principal.customerId !== null) claims.customer_id = principal.customerId;
    if (typeof principal.jobId === 'number') claims.job = principal.jobId;
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
      .setSubject(String(principal.userId))
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** Throws 401 for a missing, malformed, forged or expired token. */
  async verifyAccessToken(token: string): Promise<Principal> {
    try {
      const { payload } = await jwtVerify<AccessClaims>(token, this.key, {
        algorithms: [JWT_ALGORITHM],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        currentDate: this.now(),
        requiredClaims: ['sub', 'exp', 'scope'],
      });
      const userId = Number(payload.sub);
      const scope = payload.scope;
      const customerId = payload.customer_id ?? null;
      const jobId = payload.job ?? null;
      if (!Number.isInteger(userId) || (scope !== CUSTOMER_SCOPE && scope !== PARTNER_SCOPE)) {
        throw unauthorized('Invalid access token');
      }
      if (scope === CUSTOMER_SCOPE && !Number.isInteger(customerId))
        throw unauthorized('Invalid access token');
      // A job limit belongs to partner tokens only.
      if (jobId !== null && (scope !== PARTNER_SCOPE || !Number.isInteger(jobId)))
        throw unauthorized('Invalid access token');
      return jobId === null ? { userId, scope, customerId } : { userId, scope, customerId, jobId };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('The access token has expired');
      if (error instanceof joseErrors.JOSEError) throw unauthorized('Invalid access token');
      throw error;
    }
  }

  /** Signs an access token and stores a new refresh token (a new family unless given). */
  async issueTokenPair(
    principal: Principal,
    familyId: string = randomUUID(),
    db: Db = this.db,
  ): Promise<Token> {
    const refresh = randomBytes(32).toString('base64url');
    const now = this.now();
    await db.insert(refreshTokens).values({
      tokenHash: sha256(refresh),
      familyId,
      userId: principal.userId,
      scope: principal.scope,
      customerId: principal.customerId,
      jobId: principal.jobId ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000),
    });
    return {
      access_token: await this.signAccessToken(principal),
      refresh_token: refresh,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    };
  }

  /**
   * Rotates a refresh token: the presented one is marked used and a new one in the same family is
   * answered. A token presented a second time revokes its whole family (someone copied it).
   * `check` re-validates the user (active, organisation still allowed) before issuing.
   */
  async rotateRefreshToken(
    presented: string,
    check: (principal: Principal) => Promise<void>,
  ): Promise<Token> {
    const hash = sha256(presented);
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!row) throw unauthorized('Invalid refresh token');
    if (row.revokedAt) throw unauthorized('The refresh token has been revoked; please sign in again');
    const now = this.now();
    if (row.usedAt) {
      await this.revokeFamily(row.familyId);
      throw unauthorized('The refresh token was already used; every session of this sign-in is revoked');
    }
    if (row.expiresAt.getTime() <= now.getTime())
      throw unauthorized('The refresh token has expired; please sign in again');

    // Mark used atomically: of two concurrent uses only one wins, the other counts as reuse.
    const claimed = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await this.revokeFamily(row.familyId);
      throw unauthorized('The refresh token was already used; every session of this sign-in is revoked');
    }
    const principal: Principal = {
      userId: row.userId,
      scope: row.scope as Scope,
      customerId: row.customerId,
      // A code-login session stays limited to its job.
      ...(row.jobId === null ? {} : { jobId: row.jobId }),
    };
    await check(principal);
    return this.issueTokenPair(principal, row.familyId);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }
}
