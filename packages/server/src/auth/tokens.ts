import { createHash, createSecretKey, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { components } from '@eqp/contract';
import type { Db } from '../db/client.js';
import { refreshTokens, settings } from '../db/schema.js';
import { unauthorized } from '../http/errors.js';
import { CUSTOMER_SCOPE, PARTNER_SCOPE, type Principal, type Scope } from './scopes.js';
import {
  DEFAULT_SESSION_POLICY,
  findSession,
  refreshTokenExpiry,
  revokeSessionRows,
  revokeUserSessionRows,
  SESSION_MESSAGES,
  SessionCheck,
  sessionEnded,
  type SessionPolicy,
  startSession,
  touchSession,
} from './sessions.js';
import { VerifiedTokens } from './verified-tokens.js';

export type Token = components['schemas']['Token'];

export const JWT_ISSUER = 'eqp';
export const JWT_AUDIENCE = 'eqp-api2';
export const JWT_ALGORITHM = 'HS256';
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
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
  /** The sign-in session (auth/sessions.ts). */
  sid: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const TOKEN_MESSAGES = {
  invalidAccess: 'Invalid access token',
  expiredAccess: 'The access token has expired',
  /** A token signed before sessions existed (at most 15 minutes old): refreshing gives one with a session. */
  noSession: SESSION_MESSAGES.noSession,
  invalidRefresh: 'Invalid refresh token',
  revokedRefresh: 'The refresh token has been revoked; please sign in again',
  reusedRefresh: 'The refresh token was already used; every session of this sign-in is revoked',
  expiredRefresh: 'The refresh token has expired; please sign in again',
} as const;

export interface TokenServiceOptions {
  /** For tests: the clock used to sign and verify. */
  now?: () => Date;
  /** Session lifetimes and the access-token check's cache (auth/sessions.ts). */
  sessions?: Partial<SessionPolicy>;
}

/**
 * Access tokens (JWT, with the session id), refresh tokens (opaque, stored hashed, rotated,
 * family-revoked) and the sessions they belong to.
 */
export class TokenService {
  private readonly now: () => Date;
  readonly policy: SessionPolicy;
  /** The per-instance check of access tokens' sessions (see auth/sessions.ts). */
  readonly sessionCheck: SessionCheck;
  /** Access tokens verified here, so each is verified once (auth/verified-tokens.ts). */
  private readonly verified = new VerifiedTokens<Readonly<Principal & { sessionId: string }>>();
  /** The key as Node's KeyObject: jose uses it as it is instead of importing the bytes each time. */
  private readonly keyObject: KeyObject;

  constructor(
    private readonly db: Db,
    key: Uint8Array,
    options: TokenServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.policy = { ...DEFAULT_SESSION_POLICY, ...options.sessions };
    this.sessionCheck = new SessionCheck(db, this.policy, this.now);
    this.keyObject = createSecretKey(key);
  }

  async signAccessToken(principal: Principal & { sessionId: string }): Promise<string> {
    const claims: AccessClaims = { scope: principal.scope, sid: principal.sessionId };
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
      .sign(this.keyObject);
  }

  /**
   * Throws 401 for a missing, malformed, forged or expired token, and for one without a session
   * (signed before sessions existed: the client refreshes and gets one with a session). Does not
   * look at the session itself: see `checkSession`. A token verified before on this instance is
   * not verified again: only its expiry is compared with the clock.
   */
  async verifyAccessToken(token: string): Promise<Readonly<Principal & { sessionId: string }>> {
    const known = this.verified.get(token, this.now().getTime());
    if (known === 'expired') throw unauthorized(TOKEN_MESSAGES.expiredAccess);
    if (known) return known;
    try {
      const { payload } = await jwtVerify<Partial<AccessClaims>>(token, this.keyObject, {
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
      const sessionId = payload.sid;
      if (!Number.isInteger(userId) || (scope !== CUSTOMER_SCOPE && scope !== PARTNER_SCOPE)) {
        throw unauthorized(TOKEN_MESSAGES.invalidAccess);
      }
      if (scope === CUSTOMER_SCOPE && !Number.isInteger(customerId))
        throw unauthorized(TOKEN_MESSAGES.invalidAccess);
      // A job limit belongs to partner tokens only.
      if (jobId !== null && (scope !== PARTNER_SCOPE || !Number.isInteger(jobId)))
        throw unauthorized(TOKEN_MESSAGES.invalidAccess);
      if (sessionId === undefined) throw unauthorized(TOKEN_MESSAGES.noSession);
      if (typeof sessionId !== 'string' || !UUID.test(sessionId))
        throw unauthorized(TOKEN_MESSAGES.invalidAccess);
      const base = { userId, scope, customerId, sessionId };
      const principal = Object.freeze(jobId === null ? base : { ...base, jobId });
      this.verified.set(token, principal, payload.exp!);
      return principal;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized(TOKEN_MESSAGES.expiredAccess);
      if (error instanceof joseErrors.JOSEError) throw unauthorized(TOKEN_MESSAGES.invalidAccess);
      throw error;
    }
  }

  /** Throws 401 when the access token's session has ended or its user is no longer active. */
  async checkSession(principal: Principal & { sessionId: string }): Promise<void> {
    const problem = await this.sessionCheck.problem(principal.sessionId, principal.userId);
    if (problem) throw unauthorized(problem);
  }

  /**
   * Answers an access token and a new refresh token. Without `principal.sessionId` a new session
   * starts (a sign-in); with it the pair continues that session (a refresh, an organisation
   * switch), which keeps its start, so its absolute end never moves. 401 if the session is revoked.
   */
  async issueTokenPair(principal: Principal): Promise<Token> {
    return this.db.transaction((tx) => this.issueIn(tx as unknown as Db, principal));
  }

  private async issueIn(db: Db, principal: Principal): Promise<Token> {
    const now = this.now();
    let sessionId = principal.sessionId;
    let startedAt = now;
    if (sessionId === undefined) {
      sessionId = randomUUID();
      await startSession(db, sessionId, principal.userId, now);
    } else {
      const session = await touchSession(db, sessionId, principal.userId, now);
      if (!session) throw unauthorized(SESSION_MESSAGES.revoked);
      const ended = sessionEnded(session, now, this.policy);
      if (ended) throw unauthorized(ended);
      startedAt = session.startedAt;
    }
    const refresh = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      tokenHash: sha256(refresh),
      // The family is the session: revoking either ends both.
      familyId: sessionId,
      userId: principal.userId,
      scope: principal.scope,
      customerId: principal.customerId,
      jobId: principal.jobId ?? null,
      createdAt: now,
      expiresAt: refreshTokenExpiry(startedAt, now, this.policy),
    });
    return {
      access_token: await this.signAccessToken({ ...principal, sessionId }),
      refresh_token: refresh,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    };
  }

  /**
   * Rotates a refresh token: the presented one is marked used and a new one in the same session is
   * answered. A token presented a second time revokes its whole session (someone copied it). A
   * session past its absolute or idle end answers 401. `check` re-validates the user (active,
   * organisation still allowed) before issuing.
   */
  async rotateRefreshToken(
    presented: string,
    check: (principal: Principal) => Promise<void>,
  ): Promise<Token> {
    const hash = sha256(presented);
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!row) throw unauthorized(TOKEN_MESSAGES.invalidRefresh);
    if (row.revokedAt) throw unauthorized(TOKEN_MESSAGES.revokedRefresh);
    const session = await findSession(this.db, row.familyId);
    // Every family has its session (migration 0003 made one for the older ones).
    if (!session || session.revokedAt) throw unauthorized(TOKEN_MESSAGES.revokedRefresh);
    const now = this.now();
    if (row.usedAt) {
      await this.revokeSession(row.familyId);
      throw unauthorized(TOKEN_MESSAGES.reusedRefresh);
    }
    const ended = sessionEnded(session, now, this.policy);
    if (ended) throw unauthorized(ended);
    if (row.expiresAt.getTime() <= now.getTime()) throw unauthorized(TOKEN_MESSAGES.expiredRefresh);

    const principal: Principal = {
      userId: row.userId,
      scope: row.scope as Scope,
      customerId: row.customerId,
      // A code-login session stays limited to its job.
      ...(row.jobId === null ? {} : { jobId: row.jobId }),
      sessionId: row.familyId,
    };
    await check(principal);
    // Mark used and issue the next token in one transaction: of two concurrent uses only one
    // wins, the other counts as reuse.
    const token = await this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) return null;
      return this.issueIn(tx as unknown as Db, principal);
    });
    if (!token) {
      await this.revokeSession(row.familyId);
      throw unauthorized(TOKEN_MESSAGES.reusedRefresh);
    }
    return token;
  }

  /**
   * Sign-out with a refresh token: revokes its session. Answers whether a session was found (an
   * unknown token is not an error: signing out twice is fine).
   */
  async revokeByRefreshToken(presented: string): Promise<boolean> {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)));
    if (!row) return false;
    await this.revokeSession(row.familyId);
    return true;
  }

  /** Revokes a session and its refresh tokens; its access tokens stop within the cache TTL. */
  async revokeSession(sessionId: string): Promise<void> {
    const at = this.now();
    await this.db.transaction((tx) => revokeSessionRows(tx as unknown as Db, sessionId, at));
    this.sessionCheck.forget(sessionId);
  }

  /** Revokes every session of the user (deactivation, a new password). */
  async revokeUserSessions(userId: number): Promise<void> {
    await this.db.transaction((tx) => this.revokeUserSessionsIn(tx as unknown as Db, userId));
    this.forgetUser(userId);
  }

  /**
   * The same inside a transaction of the caller, who calls `forgetUser` once it has committed (so
   * this instance does not read and cache the old rows meanwhile).
   */
  async revokeUserSessionsIn(tx: Db, userId: number): Promise<void> {
    await revokeUserSessionRows(tx, userId, this.now());
  }

  /** This instance stops trusting what it cached about the user's sessions. */
  forgetUser(userId: number): void {
    this.sessionCheck.forgetUser(userId);
  }
}
