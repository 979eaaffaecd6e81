import { ApiError, isSuccessStatus, messageFromBody, retryAfterOf } from './ApiError';

/** The shape openapi-fetch resolves with. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Returns `data` when the answer's status is 200 or 201, otherwise throws an {@link ApiError}
 * carrying the server's `Message` (or `Unknown error`) and, from a `Retry-After` header, the
 * wait in `retryAfterSeconds` (a 429's). Any other status is a failure, 204 too
 * (spec §7: only 200 and 201 count as success).
 */
export function unwrap<R extends FetchResult<unknown>>(result: R): Exclude<R['data'], undefined> {
  const { response } = result;
  if (isSuccessStatus(response.status)) return result.data as Exclude<R['data'], undefined>;
  const body = result.error ?? result.data;
  throw new ApiError(response.status, messageFromBody(body), body, retryAfterOf(response.headers));
}
