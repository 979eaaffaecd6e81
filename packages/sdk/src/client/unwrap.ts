import { ApiError, isSuccessStatus, messageFromBody } from './ApiError';

/** The shape openapi-fetch resolves with. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Returns `data` when the answer's status is 200 or 201, otherwise throws an {@link ApiError}
 * carrying the server's `Message` (or `Unknown error`). Any other status is a failure, 204 too
 * (spec §7: only 200 and 201 count as success).
 */
export function unwrap<R extends FetchResult<unknown>>(result: R): Exclude<R['data'], undefined> {
  const { response } = result;
  if (isSuccessStatus(response.status)) return result.data as Exclude<R['data'], undefined>;
  const body = result.error ?? result.data;
  return throwApiError(response.status, body);
}

function throwApiError(status: number, body: unknown): never {
  throw new ApiError(status, messageFromBody(body), body);
}
