/**
 * One-time codes of password recovery (spec §4): 6 digits from crypto.randomInt, stored only as a
 * salted HMAC-SHA256, valid for 10 minutes, single use, at most 5 wrong tries. A new request
 * replaces the user's earlier code. All state is in `one_time_codes`, so any instance can check a
 * code another one issued.
 *
 * A try is claimed atomically before the code is compared (`tries < 5` in the UPDATE), so parallel
 * guesses cannot get past the limit. A correct check gives its try back: only wrong codes count,
 * and the portal's check-then-change flow (ValidateOtp, then ChangePassword) costs nothing.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, users } from '../../db/schema.js';

export const CODE_LENGTH = 6;
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_TRIES = 5;

type CodeRow = typeof oneTimeCodes.$inferSelect;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** `hmac$<salt base64>$<hmac-sha256 hex>` */
export function hashCode(code: string, salt: Buffer = randomBytes(16)): string {
  const mac = createHmac('sha256', salt).update(code).digest('hex');
  return `hmac$${salt.toString('base64')}$${mac}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [kind, salt, mac] = stored.split('$');
  if (kind !== 'hmac' || !salt || !mac) return false;
  const expected = Buffer.from(mac, 'hex');
  const actual = createHmac('sha256', Buffer.from(salt, 'base64')).update(code).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Stores a new code for the user (removing the earlier ones) and answers it in clear text. */
export async function issueCode(db: Db, userId: number, now: Date): Promise<string> {
  const code = generateCode();
  await db.transaction(async (tx) => {
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
    await tx.insert(oneTimeCodes).values({
      userId,
      codeHash: hashCode(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
  });
  return code;
}

/** The user's current code: the newest one, unused, unexpired, with tries left. */
async function currentCode(db: Db, userId: number, now: Date): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.tries, MAX_TRIES),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/**
 * Checks `code` for the user: claims a try, compares, and gives the try back when the code is
 * right. Answers the code row when it is right, otherwise undefined.
 */
export async function checkCode(
  db: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<CodeRow | undefined> {
  const row = await currentCode(db, userId, now);
  if (!row) return undefined;
  const claimed = await db
    .update(oneTimeCodes)
    .set({ tries: sql`${oneTimeCodes.tries} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.tries, MAX_TRIES),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (claimed.length === 0) return undefined;
  if (!codeMatches(code, row.codeHash)) return undefined;
  await db
    .update(oneTimeCodes)
    .set({ tries: sql`greatest(${oneTimeCodes.tries} - 1, 0)` })
    .where(eq(oneTimeCodes.id, row.id));
  return row;
}

/**
 * Uses the code up and sets the new password hash, in one transaction: the code is marked used
 * only if nobody used it meanwhile (false otherwise, and nothing changes).
 */
export async function useCodeAndSetPassword(
  db: Db,
  row: CodeRow,
  passwordHash: string,
  now: Date,
  afterwards: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    if (used.length === 0) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await afterwards(tx as unknown as Db);
    return true;
  });
}
