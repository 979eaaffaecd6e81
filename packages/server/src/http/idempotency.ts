/**
 * Idempotency-Key (contract parameter `IdempotencyKey`): a create call repeated with the same key by
 * the same user creates nothing and answers the first answer again. Keys are rows of
 * `idempotency_keys` (not process memory), so a repeat reaching another instance is answered too.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { ApiError, badRequest } from './errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A key is kept at least this long; an older row is replaced by a new call with the same key. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Invalid header Idempotency-Key: use 1 to 200 printable ASCII characters without spaces',
  otherBody: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still being processed',
} as const;

const KEY = /^[!-~]{1,200}$/;

/** The Idempotency-Key header of the request: undefined when absent, 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) throw badRequest(IDEMPOTENCY_MESSAGES.invalid);
  return value;
}

/** JSON with object keys sorted, so the same body in another key order hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

export interface IdempotentCall<T> {
  userId: number;
  /** The operation (operationId), so one key may serve different calls independently. */
  operation: string;
  /** The key from the header; undefined runs `create` once in a transaction without a key. */
  key: string | undefined;
  body: unknown;
  now?: Date;
  /** Creates the record inside the transaction and returns the 201 answer. */
  create: (tx: Db) => Promise<T>;
}

/**
 * Runs `create` in one transaction. With a key: the key row is written in the same transaction, so
 * either the record and the key are both stored or neither is (a failed call can be retried with
 * the same key). A concurrent call with the same key waits for the first one (PostgreSQL's unique
 * index) and then answers the stored answer. The same key with another body answers 409.
 */
export async function runIdempotent<T>(db: Db, call: IdempotentCall<T>): Promise<T> {
  const { key, userId, operation } = call;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (key === undefined) return call.create(tx);
    const now = call.now ?? new Date();
    const hash = requestHash(call.body);
    const sameKey = and(
      eq(idempotencyKeys.userId, userId),
      eq(idempotencyKeys.key, key),
      eq(idempotencyKeys.operation, operation),
    );
    await tx
      .delete(idempotencyKeys)
      .where(
        and(sameKey, lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS))),
      );
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, operation, requestHash: hash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(sameKey);
      if (!stored || stored.requestHash !== hash) throw new ApiError(409, IDEMPOTENCY_MESSAGES.otherBody);
      if (stored.responseStatus === null) throw new ApiError(409, IDEMPOTENCY_MESSAGES.inProgress);
      return stored.responseBody as T;
    }
    const answer = await call.create(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: 201, responseBody: answer })
      .where(eq(idempotencyKeys.id, inserted[0]!.id));
    return answer;
  });
}
