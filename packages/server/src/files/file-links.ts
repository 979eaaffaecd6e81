/**
 * Signed file links (`POST /api2/files/link`, `GET /api2/files/signed/<token>/<name>`): a narrow,
 * short-lived capability to read one stored file, for a browser tab that cannot send the bearer
 * token. The token is `<payload>.<signature>`, both base64url: the payload is the JSON statement
 * `{ k: blob key, n: download name, u: user id, s: session id, e: expiry (Unix seconds) }`, the
 * signature its HMAC-SHA256 under a key derived from the server's JWT signing secret (so every
 * instance sharing the database or JWT_SECRET verifies what another signed, and a JWT can never
 * pass for a file link or the other way round). Who may read the file was checked when signing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Default lifetime of a link: long enough to open it, short enough that a copied one soon dies. */
export const DEFAULT_FILE_LINK_LIFETIME_SECONDS = 5 * 60;

/** What a link states. */
export interface FileLinkClaims {
  /** The blob key. */
  key: string;
  /** The name the file is served under. */
  name: string;
  /** Who signed it, and in which sign-in session (its links stop when the session ends). */
  userId: number;
  sessionId: string | null;
}

export type FileLinkCheck =
  { ok: true; claims: FileLinkClaims; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

interface Payload {
  k: string;
  n: string;
  u: number;
  s: string | null;
  e: number;
}

const TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

export class FileLinks {
  private readonly key: Buffer;

  constructor(
    signingSecret: Uint8Array,
    readonly lifetimeSeconds: number = DEFAULT_FILE_LINK_LIFETIME_SECONDS,
    private readonly now: () => Date = () => new Date(),
  ) {
    // A key of its own for this purpose, derived from the JWT secret.
    this.key = createHmac('sha256', signingSecret).update('eqp file links v1').digest();
  }

  /** A token for `claims`, valid for the lifetime from now, and when it expires. */
  sign(claims: FileLinkClaims): { token: string; expiresAt: Date } {
    const expires = Math.floor(this.now().getTime() / 1000) + this.lifetimeSeconds;
    const payload: Payload = {
      k: claims.key,
      n: claims.name,
      u: claims.userId,
      s: claims.sessionId,
      e: expires,
    };
    const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return { token: `${body}.${this.signature(body)}`, expiresAt: new Date(expires * 1000) };
  }

  /** Checks the signature first, then the expiry; a malformed token is `invalid`. */
  verify(token: string): FileLinkCheck {
    const match = TOKEN.exec(token);
    if (!match) return { ok: false, reason: 'invalid' };
    const [, body, signature] = match;
    const expected = Buffer.from(this.signature(body!), 'utf8');
    const given = Buffer.from(signature!, 'utf8');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'invalid' };
    }
    let payload: Partial<Payload>;
    try {
      payload = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as Partial<Payload>;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const { k, n, u, s, e } = payload;
    if (
      typeof k !== 'string' ||
      typeof n !== 'string' ||
      typeof u !== 'number' ||
      (s !== null && typeof s !== 'string') ||
      typeof e !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    if (this.now().getTime() >= e * 1000) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      claims: { key: k, name: n, userId: u, sessionId: s ?? null },
      expiresAt: new Date(e * 1000),
    };
  }

  private signature(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
