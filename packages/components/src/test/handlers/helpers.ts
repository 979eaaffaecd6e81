import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * MSW path of an `/api2` call on any origin: `api('/customer/userinfo')` -> `*\/api2/customer/userinfo`.
 * Handlers written with it work in jsdom, in Storybook and against any `baseUrl`.
 */
export function api(path: string): string {
  return `*/api2${path.startsWith('/') ? path : `/${path}`}`;
}

/** A handler answering `status` with `{ Message }` (or `{}` when `message` is omitted: "Unknown error"). */
export function errorHandler(method: HttpMethod, path: string, status: number, message?: string) {
  return http[method](path, () =>
    HttpResponse.json(message === undefined ? {} : { Message: message }, { status }),
  );
}

/** The Message of the throttled answers of the stories and tests (the UI says the wait itself). */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Try again later.';

/**
 * A handler answering 429 Too Many Requests with `Retry-After: retryAfterSeconds` (no header when
 * null) and `{ Message }`, as the server does for a guessable secret over its failure budget.
 */
export function throttledHandler(
  method: HttpMethod,
  path: string,
  retryAfterSeconds: number | null = 300,
  message = TOO_MANY_ATTEMPTS_MESSAGE,
) {
  return http[method](path, () =>
    HttpResponse.json(
      { Message: message },
      {
        status: 429,
        headers: retryAfterSeconds === null ? {} : { 'Retry-After': String(retryAfterSeconds) },
      },
    ),
  );
}

/**
 * Wraps a resolver so it answers after `ms` milliseconds, or never (`'infinite'`: loading and
 * busy states in stories and tests).
 */
export function delayed<T extends DefaultBodyType>(
  ms: number | 'infinite',
  resolver: HttpResponseResolver<never, DefaultBodyType, T>,
): HttpResponseResolver<never, DefaultBodyType, T> {
  return async (info) => {
    await delay(ms);
    return resolver(info);
  };
}

/** A handler that answers `body` as JSON after `ms` milliseconds (or never). */
export function delayedHandler(
  method: HttpMethod,
  path: string,
  body: DefaultBodyType,
  ms: number | 'infinite',
) {
  return http[method](path, async () => {
    await delay(ms);
    return HttpResponse.json(body);
  });
}
