/**
 * Time-outs and the connection cap of the HTTP server: a slow or silent client cannot hold a
 * connection (and its memory) for long.
 *
 * - The request line and headers must arrive within `headersTimeoutMs` (Node's headersTimeout):
 *   a connection that says nothing is closed.
 * - The body of an ordinary call must arrive within `requestTimeoutMs` of its headers (checked per
 *   request below; the client is answered 408 and the connection closed). The bodies of the upload
 *   operations (multipart in the contract: attachments, offline reports, up to 60 MB from a phone)
 *   may take up to `uploadTimeoutMs` (Node's requestTimeout, the absolute bound of every request),
 *   but they must keep moving: `idleTimeoutMs` without a byte either way closes any connection.
 * - An idle keep-alive connection is closed after `keepAliveTimeoutMs`.
 * - At most `maxConnections` connections are open at once; further ones are closed as they arrive.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { rawErrorAnswer } from './error-path.js';
import type { Limits } from './limits.js';

type TimeoutLimits = Pick<
  Limits,
  'headersTimeoutMs' | 'requestTimeoutMs' | 'uploadTimeoutMs' | 'idleTimeoutMs' | 'keepAliveTimeoutMs'
>;

/** The Fastify (and Node http.Server) options of the time-outs. */
export function serverTimeoutOptions(limits: TimeoutLimits): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const absolute = Math.max(limits.requestTimeoutMs, limits.uploadTimeoutMs, limits.headersTimeoutMs);
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: absolute,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: absolute,
      // How often Node looks for connections past those time-outs (its default is 30 s).
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

export function applyConnectionCap(app: FastifyInstance, limits: Pick<Limits, 'maxConnections'>): void {
  app.server.maxConnections = limits.maxConnections;
}

export const requestTimeoutMessage = (seconds: number) =>
  `The request did not arrive within ${seconds} seconds. Send it again.`;

/** The operations (operationId) whose bodies are uploads: multipart in the contract. */
function uploadOperations(app: FastifyInstance): Set<string> {
  return new Set(
    app.operations.contract.operations
      .filter((op) =>
        Object.keys(op.requestBody?.content ?? {}).some((type) => type.startsWith('multipart/')),
      )
      .flatMap((op) => (op.operationId ? [op.operationId] : [])),
  );
}

/**
 * The body of an ordinary call must arrive within `requestTimeoutMs` of its headers. And an answer
 * given before the body has arrived (a refusal: 429, 413, 401, 404, ...) closes the connection, so
 * the rest of the body is neither read nor waited for: without this a client trickling a body the
 * server already refused would keep its connection until the upload time-out.
 */
export function addRequestDeadline(app: FastifyInstance, limits: Pick<Limits, 'requestTimeoutMs'>): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete) return;
    reply.header('connection', 'close');
    // Node closes such a connection as soon as the answer is out (socket.destroySoon); a client still
    // sending would then get a reset, and its network stack may drop the answer with it.
    const socket = request.raw.socket as Socket & { destroySoon?: () => void };
    socket.destroySoon = () => lingerThenClose(socket);
  });
  const uploads = uploadOperations(app);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.raw.complete || uploads.has(request.routeOptions.config.operationId ?? '')) return;
    const timer = setTimeout(
      () => closeSlowRequest(request, reply, limits.requestTimeoutMs),
      limits.requestTimeoutMs,
    );
    timer.unref();
    const clear = () => clearTimeout(timer);
    request.raw.once('end', clear);
    request.raw.once('close', clear);
    reply.raw.once('close', clear);
  });
}

/** A lingering close: at most this long, */
export const LINGER_MAX_MS = 2000;
/** ... or until the client has been silent this long, */
export const LINGER_IDLE_MS = 250;
/** ... or has sent this many more bytes (read and dropped). */
export const LINGER_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Closes a connection whose request was answered before its body arrived, as web servers do with a
 * lingering close: the answer goes out and the sending side is closed, then what the client still
 * sends is read and dropped for a moment (bounded by time, silence and bytes), so the client reads
 * the answer (a 413 with its Message) rather than a connection reset; then the socket is destroyed.
 */
function lingerThenClose(socket: Socket): void {
  let dropped = 0;
  let idle: NodeJS.Timeout | undefined;
  const close = () => socket.destroy();
  const total = setTimeout(close, LINGER_MAX_MS);
  const quiet = () => {
    clearTimeout(idle);
    idle = setTimeout(close, LINGER_IDLE_MS);
  };
  socket.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_MAX_BYTES) close();
    else quiet();
  });
  socket.once('close', () => {
    clearTimeout(total);
    clearTimeout(idle);
  });
  quiet();
  socket.end();
  socket.resume();
}

function closeSlowRequest(request: FastifyRequest, reply: FastifyReply, timeoutMs: number): void {
  if (request.raw.complete) return;
  const socket = request.raw.socket;
  request.log.info({ timeoutMs }, 'request body too slow: connection closed');
  if (reply.raw.headersSent) {
    socket.destroy();
    return;
  }
  // Nothing has been answered (the body is still being read): answer 408 as Node's own request
  // time-out does, with a Message, and close.
  const message = requestTimeoutMessage(Math.max(1, Math.round(timeoutMs / 1000)));
  socket.end(rawErrorAnswer(408, message, request.id), () => socket.destroy());
}
