/** The text used when a failed answer carries no `Message` field (spec §8). */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
/** The message of the error raised when a call passes the 30 s time-out (spec §7). */
export const TIMEOUT_MESSAGE = 'Request timed out';
/** The message of the error raised when the network fails before any answer arrives. */
export const NETWORK_ERROR_MESSAGE = 'Network error';

/**
 * A failed call. `status` is the HTTP status, or 0 when no answer arrived (time-out, network).
 * `message` is the server's `Message` field, or `Unknown error` when it has none (spec §8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.body = body;
  }

  /** True for a time-out or a network failure (no HTTP answer). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Reads the server's `Message` field from an error body, or `Unknown error`. */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object' && 'Message' in body) {
    const message = (body as { Message?: unknown }).Message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return UNKNOWN_ERROR_MESSAGE;
}

/** Builds the `ApiError` for an answer, reading (a copy of) its body. */
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
  return new ApiError(response.status, messageFromBody(body), body);
}

/** Statuses that count as success (spec §7): 200 and 201 only. */
export function isSuccessStatus(status: number): boolean {
  return status === 200 || status === 201;
}
