/** The text used when a failed answer carries no `Message` field (spec §8). */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
/** The message of the error raised when a call passes the 30 s time-out (spec §7). */
export const TIMEOUT_MESSAGE = 'Request timed out';
/** The message of the error raised when the network fails before any answer arrives. */
export const NETWORK_ERROR_MESSAGE = 'Network error';

/** The status of a throttled call (contract: `TooManyRequests`). */
export const TOO_MANY_REQUESTS = 429;

export interface ApiErrorOptions {
  cause?: unknown;
  /** The wait the server asked for, in whole seconds (see {@link parseRetryAfter}). */
  retryAfterSeconds?: number | null;
}

/**
 * A failed call. `status` is the HTTP status, or 0 when no answer arrived (time-out, network).
 * `message` is the server's `Message` field, or `Unknown error` when it has none (spec §8).
 * `retryAfterSeconds` is the answer's `Retry-After` in seconds (a 429 carries one), else null.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly retryAfterSeconds: number | null;

  constructor(status: number, message: string, body?: unknown, options?: ApiErrorOptions) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = options?.retryAfterSeconds ?? null;
  }

  /** True for a time-out or a network failure (no HTTP answer). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** True for a 429: too many attempts; `retryAfterSeconds` says how long to wait. */
  get isTooManyRequests(): boolean {
    return this.status === TOO_MANY_REQUESTS;
  }
}

/**
 * Reads a `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an HTTP date, which
 * becomes the seconds from `now` to it (0 once it has passed; a fraction rounds up). Anything
 * else, or no header, is null.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds : null;
  }
  // An HTTP date always names its weekday or month in letters ("Wed, 21 Oct 2015 07:28:00 GMT").
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Reads the server's `Message` field from an error body, or `Unknown error`. */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object' && 'Message' in body) {
    const message = (body as { Message?: unknown }).Message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return UNKNOWN_ERROR_MESSAGE;
}

/** The `retryAfterSeconds` option of the error for an answer with these headers. */
export function retryAfterOf(headers: Headers | null | undefined): ApiErrorOptions {
  return { retryAfterSeconds: parseRetryAfter(headers?.get('Retry-After')) };
}

/** Builds the `ApiError` for an answer, reading (a copy of) its body and its `Retry-After`. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = undefined;
  try {
    const text = await response.clone().text();
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
  } catch {
    body = undefined;
  }
  return new ApiError(response.status, messageFromBody(body), body, retryAfterOf(response.headers));
}

/** Statuses that count as success (spec §7): 200 and 201 only. */
export function isSuccessStatus(status: number): boolean {
  return status === 200 || status === 201;
}
