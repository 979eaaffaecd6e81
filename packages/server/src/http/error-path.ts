/**
 * The one error path: every answer the server gives to a failed request is `{ "Message": "..." }`
 * JSON with the security headers and the request id, whoever noticed the failure:
 *
 * - `handleError` (the error handler): ApiError, Ajv's validation errors and Fastify's own client
 *   errors (body parse errors, 413, 415, ...) keep their 4xx; anything else is a server fault,
 *   logged once without the client's input and answered 500.
 * - `frameworkErrors` (a Fastify option): the router's errors before any route or hook runs
 *   (malformed percent-encoding in the URL, a path parameter over `maxParamLength`).
 * - `clientErrorHandler` (a Fastify option): Node's HTTP parser refused the request (headers too
 *   large, a broken request line, invalid characters in a header): a raw HTTP answer written to
 *   the socket, which is then closed.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, formatValidationErrors, isValidationError } from './errors.js';
import { isApiPath } from './portal.js';
import { SECURITY_HEADERS } from './security.js';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** The headers every answer carries (security.ts adds them through a hook where hooks run). */
export function errorAnswerHeaders(requestId: string): Record<string, string> {
  return { ...SECURITY_HEADERS, 'x-request-id': requestId, 'cache-control': 'no-store' };
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** A sentence for each status Fastify or a plugin may give an error we have no own text for. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'The request asks for a representation the server cannot give',
  408: 'The request took too long to arrive',
  411: 'The request body needs a Content-Length',
  413: 'The request is too large',
  414: 'The URL is too long',
  415: 'The content type of the request body is not accepted',
  416: 'The requested range cannot be served',
  431: 'The request headers are too large',
};

function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? `The request cannot be served (${STATUS_CODES[status] ?? status})`;
}

/** The media types the request body of the request's operation may have (from the contract). */
function acceptedBodyTypes(request: FastifyRequest): string[] {
  const operationId = request.routeOptions.config.operationId;
  if (!operationId) return [];
  const op = request.server.operations.contract.operations.find((o) => o.operationId === operationId);
  return Object.keys(op?.requestBody?.content ?? {});
}

/** Status and Message for an error Fastify (or a plugin) raised about the request; null for a fault. */
export function clientErrorOf(error: FastifyError, request: FastifyRequest): [number, string] | null {
  const status = error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const code = error.code;
  // No route: the body of a call that does not exist does not matter.
  if (request.is404) {
    const urlPath = request.url.split('?')[0]!;
    const what = isApiPath(request.url) ? 'No such API call' : 'Not found';
    return [404, `${what}: ${request.method} ${urlPath}`];
  }
  const accepted = acceptedBodyTypes(request);
  // A call the contract gives no body has no 413 or 415 to answer: a body it cannot even read is a bad request.
  if (
    accepted.length === 0 &&
    (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
  ) {
    return [400, 'This call takes no request body'];
  }
  switch (code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [415, `The content type of the request body is not accepted: send ${accepted.join(' or ')}`];
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, `The request body is larger than ${formatBytes(request.routeOptions.bodyLimit)}`];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, 'The request body is empty, but its content type says JSON'];
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return [400, 'The request body is not valid JSON'];
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return [400, 'The request body does not have the length its Content-Length header says'];
    default:
      return [status, statusMessage(status)];
  }
}

interface FaultSummary {
  type: string;
  code?: string;
  routine?: string;
  stack: string[];
  cause?: FaultSummary;
}

/**
 * What the log keeps of a server fault: its type, code and stack frames, never its message (a
 * database error's message or a failed query's parameters can hold the client's input).
 */
export function summariseFault(error: unknown, depth = 0): FaultSummary {
  if (!error || typeof error !== 'object') return { type: typeof error, stack: [] };
  const e = error as { name?: unknown; code?: unknown; routine?: unknown; stack?: unknown; cause?: unknown };
  const summary: FaultSummary = {
    type: typeof e.name === 'string' ? e.name : (error.constructor?.name ?? 'Object'),
    stack:
      typeof e.stack === 'string'
        ? e.stack
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line.startsWith('at '))
        : [],
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') summary.code = String(e.code);
  if (typeof e.routine === 'string') summary.routine = e.routine;
  if (e.cause !== undefined && depth < 3) summary.cause = summariseFault(e.cause, depth + 1);
  return summary;
}

/** The error handler of the app (`app.setErrorHandler(handleError)`). */
export async function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (isValidationError(error)) {
    return reply
      .code(400)
      .send({ Message: formatValidationErrors(error.validation, error.validationContext) });
  }
  if (error instanceof ApiError) {
    // 501 and 503 are answers, not faults.
    if (error.statusCode === 500) request.log.error({ fault: summariseFault(error) }, 'server fault');
    return reply.code(error.statusCode).headers(error.headers).send({ Message: error.message });
  }
  const client = clientErrorOf(error, request);
  if (client) return reply.code(client[0]).send({ Message: client[1] });
  request.log.error(
    { fault: summariseFault(error), operation: request.routeOptions.config.operationId },
    'server fault',
  );
  return reply.code(500).send({ Message: INTERNAL_ERROR_MESSAGE });
}

/**
 * The router's errors (Fastify's `frameworkErrors` option). They come before any hook, so the
 * headers the onSend hook would add are set here.
 */
export function frameworkErrors(
  maxParamLength: number,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    let status = 400;
    let message: string;
    if (error.code === 'FST_ERR_BAD_URL') {
      message = 'The URL is not valid: a % must be followed by two hexadecimal digits that encode UTF-8 text';
    } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      message = `A path parameter is longer than ${maxParamLength} characters`;
    } else {
      request.log.error({ fault: summariseFault(error) }, 'server fault');
      status = 500;
      message = INTERNAL_ERROR_MESSAGE;
    }
    void reply.code(status).headers(errorAnswerHeaders(request.id)).send({ Message: message });
  };
}

/** Status and Message for an error of Node's HTTP parser (`err.code` of a `clientError`). */
export function parserErrorOf(code: string | undefined): [number, string] {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request took too long to arrive'];
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'The request headers are too large'];
    case 'HPE_INVALID_HEADER_TOKEN':
    case 'HPE_INVALID_HEADER_VALUE':
      return [400, 'A request header has a name or value with characters HTTP does not allow'];
    case 'HPE_INVALID_METHOD':
      return [400, 'The request method is not valid'];
    case 'HPE_INVALID_URL':
      return [400, 'The request target is not a valid URL'];
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CHUNK_SIZE':
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [400, 'The length of the request body is not given in a valid way'];
    default:
      return [400, 'The request is not valid HTTP'];
  }
}

/** A whole HTTP/1.1 answer with a `{ Message }` body, for a socket no request object exists for. */
export function rawErrorAnswer(status: number, message: string, requestId: string): string {
  const body = JSON.stringify({ Message: message });
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...errorAnswerHeaders(requestId),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Node's HTTP parser refused what arrived on a socket (Fastify's `clientErrorHandler` option;
 * `this` is the app). The answer is written by hand and the connection closed; the log keeps the
 * parser's code, never the bytes.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  // A reset connection is gone; there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = parserErrorOf(error.code);
  const requestId = randomUUID();
  this.log.info({ reqId: requestId, code: error.code, statusCode: status }, 'client error');
  if (socket.writable) socket.end(rawErrorAnswer(status, message, requestId));
  else socket.destroy();
}
