/**
 * Sign-in sessions (contract decision 27). A sign-in (password or job code) starts a session whose
 * id is also its refresh-token family id and the `sid` claim of its access tokens. A session ends
 *
 * - when it is revoked: sign-out (POST /api2/token/revoke), a reused refresh token, the user
 *   deactivated, a new password;
 * - `absoluteMs` after sign-in, however often it is refreshed (so a stolen refresh token cannot be
 *   kept alive forever, and switching organisation does not start the clock again);
 * - `idleMs` after the last refresh (a forgotten device signs itself out).
 *
 * Refresh tokens are checked against the session row on every refresh. Access tokens are checked
 * on every call through `SessionCheck`, a per-instance cache of the session rows with a short TTL:
 * at most one database round trip per session and TTL on each instance, and a revocation made on
 * any instance stops the session's access tokens everywhere within the TTL (at once on the
 * instance that revoked it).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refreshTokens, sessions, users } from '../db/schema.js';
import { wholeNumberFromEnv } from '../env-number.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The session ends this long after sign-in, however often it is refreshed. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
/** The session ends this long after its last refresh. */
export const SESSION_IDLE_LIFETIME_MS = 14 * DAY_MS;
/** How long one instance trusts what it read about a session before reading it again. */
export const SESSION_CHECK_CACHE_MS = 5000;
/** Sessions one instance keeps in its cache at most (a few hundred bytes each). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionPolicy {
  absoluteMs: number;
  idleMs: number;
  /** 0: every call reads the session row. */
  cacheTtlMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  absoluteMs: SESSION_ABSOLUTE_LIFETIME_MS,
  idleMs: SESSION_IDLE_LIFETIME_MS,
  cacheTtlMs: SESSION_CHECK_CACHE_MS,
};

/** SESSION_MAX_DAYS, SESSION_IDLE_DAYS and SESSION_CHECK_CACHE_SECONDS (see the README). */
export function readSessionPolicy(env: NodeJS.ProcessEnv = process.env): SessionPolicy {
  const absoluteMs =
    wholeNumberFromEnv(env, 'SESSION_MAX_DAYS', SESSION_ABSOLUTE_LIFETIME_MS / DAY_MS, 1, 3650) * DAY_MS;
  const idleMs =
    wholeNumberFromEnv(env, 'SESSION_IDLE_DAYS', SESSION_IDLE_LIFETIME_MS / DAY_MS, 1, 3650) * DAY_MS;
  if (idleMs > absoluteMs) throw new Error('SESSION_IDLE_DAYS must not be above SESSION_MAX_DAYS');
  // At most a minute: the TTL is how long a revoked session goes on working on other instances.
  const cacheTtlMs =
    wholeNumberFromEnv(env, 'SESSION_CHECK_CACHE_SECONDS', SESSION_CHECK_CACHE_MS / 1000, 0, 60) * 1000;
  return { absoluteMs, idleMs, cacheTtlMs };
}

const days = (ms: number) => {
  const n = Math.round(ms / DAY_MS);
  return n === 1 ? '1 day' : `${n} days`;
};

export const SESSION_MESSAGES = {
  revoked: 'The session has ended (signed out, deactivated or a new password); please sign in again',
  absolute: (policy: SessionPolicy) =>
    `The session has ended ${days(policy.absoluteMs)} after sign-in; please sign in again`,
  idle: (policy: SessionPolicy) =>
    `The session has ended after ${days(policy.idleMs)} without use; please sign in again`,
  noSession: 'The access token belongs to no session; please sign in again',
  noUser: 'The account no longer exists or is deactivated',
} as const;

export interface SessionTimes {
  startedAt: Date;
  lastRefreshedAt: Date;
  revokedAt: Date | null;
}

/** Why the session is over at `now` (a 401 Message), or null while it runs. */
export function sessionEnded(session: SessionTimes, now: Date, policy: SessionPolicy): string | null {
  if (session.revokedAt) return SESSION_MESSAGES.revoked;
  const at = now.getTime();
  if (at >= session.startedAt.getTime() + policy.absoluteMs) return SESSION_MESSAGES.absolute(policy);
  if (at >= session.lastRefreshedAt.getTime() + policy.idleMs) return SESSION_MESSAGES.idle(policy);
  return null;
}

/** When a refresh token issued at `now` in a session started at `startedAt` stops working. */
export function refreshTokenExpiry(startedAt: Date, now: Date, policy: SessionPolicy): Date {
  return new Date(Math.min(now.getTime() + policy.idleMs, startedAt.getTime() + policy.absoluteMs));
}

export type SessionRow = typeof sessions.$inferSelect;

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

export async function startSession(db: Db, id: string, userId: number, at: Date): Promise<void> {
  await db.insert(sessions).values({ id, userId, startedAt: at, lastRefreshedAt: at });
}

/**
 * Notes a new refresh token of the session (a refresh or an organisation switch); answers the
 * session, or undefined when it is revoked or belongs to another user.
 */
export async function touchSession(
  db: Db,
  id: string,
  userId: number,
  at: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ lastRefreshedAt: at })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning();
  return row;
}

/** Revokes one session and every refresh token of its family. Run it in a transaction. */
export async function revokeSessionRows(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, id), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session and refresh token of the user. Run it in a transaction. */
export async function revokeUserSessionRows(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** What an access-token check needs to know: the session and whether its user is still active. */
interface SessionState extends SessionTimes {
  userId: number;
  userActive: boolean;
}

async function readSessionState(db: Db, id: string): Promise<SessionState | undefined> {
  const [row] = await db
    .select({
      userId: sessions.userId,
      startedAt: sessions.startedAt,
      lastRefreshedAt: sessions.lastRefreshedAt,
      revokedAt: sessions.revokedAt,
      userActive: sql<boolean>`coalesce(${users.active}, false)`,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  return row ? { ...row, userActive: row.userActive === true } : undefined;
}

interface CacheEntry {
  /** When the row was read (the clock's milliseconds). */
  readAt: number;
  userId: number;
  /** Shared by concurrent calls of one session: one read, however many requests. */
  state: Promise<SessionState | undefined>;
}

/**
 * The access-token check: is the token's session still running and its user active? Reads the
 * session row at most once per `cacheTtlMs` per session on this instance. The cached row's times
 * are compared with the clock on every call, so the 30- and 14-day ends are exact; only a
 * revocation or a deactivation made elsewhere takes up to the TTL to be seen.
 */
export class SessionCheck {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Db,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date,
  ) {}

  /** Answers null when the session may go on, otherwise the 401 Message. */
  async problem(sessionId: string, userId: number): Promise<string | null> {
    const now = this.now();
    const state = await this.state(sessionId, userId, now.getTime());
    if (!state || state.userId !== userId) return SESSION_MESSAGES.noSession;
    if (!state.userActive) return SESSION_MESSAGES.noUser;
    return sessionEnded(state, now, this.policy);
  }

  /** Forgets what this instance read about a session (after revoking it here). */
  forget(sessionId: string): void {
    this.cache.delete(sessionId);
  }

  /** Forgets every session of the user (after revoking them here). */
  forgetUser(userId: number): void {
    for (const [id, entry] of this.cache) if (entry.userId === userId) this.cache.delete(id);
  }

  /** How many sessions are cached (for the benchmark and the tests). */
  get size(): number {
    return this.cache.size;
  }

  private state(sessionId: string, userId: number, at: number): Promise<SessionState | undefined> {
    const ttl = this.policy.cacheTtlMs;
    if (ttl <= 0) return readSessionState(this.db, sessionId);
    const cached = this.cache.get(sessionId);
    if (cached && at - cached.readAt < ttl && at >= cached.readAt) return cached.state;
    if (this.cache.size >= SESSION_CACHE_MAX_ENTRIES) this.prune(at);
    const state = readSessionState(this.db, sessionId);
    const entry: CacheEntry = { readAt: at, userId, state };
    this.cache.set(sessionId, entry);
    // A failed read is not remembered: the next call tries again.
    state.catch(() => {
      if (this.cache.get(sessionId) === entry) this.cache.delete(sessionId);
    });
    return state;
  }

  /** Drops the stale entries; if the cache is still full, all of them (it refills on demand). */
  private prune(at: number): void {
    for (const [id, entry] of this.cache) {
      if (at - entry.readAt >= this.policy.cacheTtlMs) this.cache.delete(id);
    }
    if (this.cache.size >= SESSION_CACHE_MAX_ENTRIES) this.cache.clear();
  }
}
