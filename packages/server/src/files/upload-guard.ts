/**
 * What the upload routes check before they read a byte of the body:
 *
 * - `guardUploadRoutes` (an onRequest hook of the upload routes' plugin): a `Content-Length` above
 *   what the operation may send is answered 413 with `Connection: close` before authentication,
 *   before the handler, before the body is read. A body without a length is still cut at the
 *   limits while it streams (receive-uploads.ts).
 * - `withUploadSlot`: at most `concurrentPerUser` uploads per user (429) and `concurrentPerServer`
 *   in all (503) run at once, both with `Retry-After`. A slot is taken before the body is read and
 *   given back when the upload ends however it ends: answered, failed or the client gone.
 *
 * The counts are per server instance, in its memory: concurrency is what one process holds open
 * (sockets, files being written), so each instance bounds its own. Behind a load balancer a user
 * may run `concurrentPerUser` uploads on each instance.
 */
import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Contract, HttpMethod } from '../contract/contract.js';
import { ApiError, tooManyRequests } from '../http/errors.js';
import { maxRequestBytesOf } from './receive-uploads.js';
import { type UploadOperation, uploadOperation } from './upload-contract.js';
import {
  DEFAULT_UPLOAD_LIMITS,
  MULTIPART_OVERHEAD_BYTES,
  RETRY_AFTER_SECONDS,
  type UploadLimits,
} from './upload-limits.js';
import { UPLOAD_MESSAGES } from './uploads.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Upload limits, the contract's upload rules and the running uploads (files/upload-guard.ts). */
    uploads: Uploads;
  }
}

export const SLOT_MESSAGES = {
  perUser: (max: number, wait: number) =>
    `You already have ${max} uploads running, the most one user may run at once. Try again in ${wait} seconds, when one has finished.`,
  perServer: (wait: number) =>
    `The server is receiving as many uploads as it can at once. Try again in ${wait} seconds.`,
} as const;

/** The running uploads of one server instance; emits `acquire` and `release` (with the user key). */
export class UploadSlots extends EventEmitter {
  private running = 0;
  private readonly perUser = new Map<string, number>();

  constructor(private readonly limits: Pick<UploadLimits, 'concurrentPerUser' | 'concurrentPerServer'>) {
    super();
  }

  /** Uploads running now (all, or one user's). */
  active(user?: string): number {
    return user === undefined ? this.running : (this.perUser.get(user) ?? 0);
  }

  /** Takes a slot for `user` or throws 429 (the user's cap) / 503 (the server's); answers its release. */
  acquire(user: string): () => void {
    const mine = this.perUser.get(user) ?? 0;
    if (mine >= this.limits.concurrentPerUser) {
      throw tooManyRequests(
        SLOT_MESSAGES.perUser(this.limits.concurrentPerUser, RETRY_AFTER_SECONDS.user),
        RETRY_AFTER_SECONDS.user,
      );
    }
    if (this.running >= this.limits.concurrentPerServer) {
      throw new ApiError(503, SLOT_MESSAGES.perServer(RETRY_AFTER_SECONDS.server), {
        'retry-after': String(RETRY_AFTER_SECONDS.server),
      });
    }
    this.running += 1;
    this.perUser.set(user, mine + 1);
    this.emit('acquire', user);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.perUser.get(user) ?? 1) - 1;
      if (left > 0) this.perUser.set(user, left);
      else this.perUser.delete(user);
      this.emit('release', user);
    };
  }
}

/** The upload limits of the app, its running uploads, and the contract's rules per operation. */
export class Uploads {
  readonly limits: UploadLimits;
  readonly slots: UploadSlots;

  constructor(
    private readonly contract: Contract,
    limits: Partial<UploadLimits> = {},
  ) {
    this.limits = { ...DEFAULT_UPLOAD_LIMITS, ...limits };
    this.slots = new UploadSlots(this.limits);
  }

  /** The contract's rules of an upload operation (throws at start-up when they are missing). */
  operation(method: HttpMethod, path: string): UploadOperation {
    return uploadOperation(this.contract, method, path);
  }
}

/** The user a request's slot is counted for. */
function userKey(request: FastifyRequest): string {
  return request.principal ? `user:${request.principal.userId}` : `client:${request.ip}`;
}

/**
 * Runs `upload` in an upload slot of the request's user (429/503 when none is free); the slot is
 * given back when `upload` settles - after its answer, its error, or the client going away (the
 * body stream fails then, and the upload with it).
 */
export async function withUploadSlot<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  upload: () => Promise<T>,
): Promise<T> {
  const release = app.uploads.slots.acquire(userKey(request));
  try {
    return await upload();
  } finally {
    release();
  }
}

/**
 * A hook for a plugin holding upload routes only: refuses a declared body over the operation's
 * limit before anything else. (Any answer given before the body has arrived closes the connection:
 * http/timeouts.ts.)
 */
export function guardUploadRoutes(app: FastifyInstance, upload: UploadOperation): void {
  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length']);
    const files = maxRequestBytesOf(upload, app.uploads.limits);
    if (Number.isFinite(declared) && declared > files + MULTIPART_OVERHEAD_BYTES) {
      throw new ApiError(413, UPLOAD_MESSAGES.bodyTooLarge(declared, files), { connection: 'close' });
    }
  });
}
