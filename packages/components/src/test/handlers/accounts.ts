import { http, HttpResponse } from 'msw';
import { loginToken, oneTimeCode } from '../fixtures';
import { api, delayed, errorHandler, throttledHandler } from './helpers';

export interface SeenAccountRequest {
  path: 'RecoverPassword' | 'ValidateOtp' | 'ChangePassword' | 'token';
  body?: unknown;
  query?: Record<string, string>;
}

export interface AccountServerOptions {
  /** The code ValidateOtp and ChangePassword accept. Default `oneTimeCode`. */
  code?: string;
  /** Every request, in order (tests check the payloads). */
  seen?: SeenAccountRequest[];
  /** ValidateOtp answers after this many milliseconds (the Checking state); default at once. */
  validateDelayMs?: number | 'infinite';
}

/**
 * Password recovery on a small in-memory server: RecoverPassword accepts any address,
 * ValidateOtp accepts `code`, ChangePassword sets the password when the code is right (400 with a
 * Message otherwise), and POST /api2/token answers a token for that new password.
 */
export function accountServerHandlers({
  code = oneTimeCode,
  seen = [],
  validateDelayMs = 0,
}: AccountServerOptions = {}) {
  let password: string | null = null;
  return [
    http.post(api('/Accounts/RecoverPassword'), async ({ request }) => {
      seen.push({ path: 'RecoverPassword', body: await request.json() });
      return HttpResponse.json({ Success: true });
    }),
    http.get(
      api('/Accounts/ValidateOtp'),
      delayed(validateDelayMs, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        seen.push({ path: 'ValidateOtp', query });
        return HttpResponse.json({ Success: query.code === code });
      }),
    ),
    http.post(api('/Accounts/ChangePassword'), async ({ request }) => {
      const body = (await request.json()) as { Email: string; Code: string; Password: string };
      seen.push({ path: 'ChangePassword', body });
      if (body.Code !== code) {
        return HttpResponse.json(
          { Message: 'Invalid code: it is wrong, has expired or was already used. Request a new code.' },
          { status: 400 },
        );
      }
      password = body.Password;
      return HttpResponse.json({ Success: true });
    }),
    http.post(api('/token'), async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const [, encoded = ''] = (request.headers.get('Authorization') ?? '').split(' ');
      const typed = atob(encoded).split(':').slice(1).join(':');
      seen.push({ path: 'token', body: { scope: form.get('scope'), password: typed } });
      if (password !== null && typed !== password) {
        return HttpResponse.json({ Message: 'Invalid username or password' }, { status: 401 });
      }
      return HttpResponse.json(loginToken);
    }),
  ];
}

/** The default answers: a code is sent, `oneTimeCode` is valid, a password change succeeds. */
export const accountHandlers = [
  http.post(api('/Accounts/RecoverPassword'), () => HttpResponse.json({ Success: true })),
  http.get(api('/Accounts/ValidateOtp'), ({ request }) =>
    HttpResponse.json({ Success: new URL(request.url).searchParams.get('code') === oneTimeCode }),
  ),
  http.post(api('/Accounts/ChangePassword'), () => HttpResponse.json({ Success: true })),
];

/** RecoverPassword refused with the server's Message (e.g. a 400; a 429 without Retry-After). */
export const recoverPasswordErrorHandler = (
  status = 429,
  message = 'Too many password recovery requests for this e-mail address. Try again in an hour.',
) => errorHandler('post', api('/Accounts/RecoverPassword'), status, message);

/** RecoverPassword answering 429 with `Retry-After` (over the per-address or per-client quota). */
export const recoverPasswordThrottledHandler = (retryAfterSeconds: number | null = 3600) =>
  throttledHandler('post', api('/Accounts/RecoverPassword'), retryAfterSeconds);

/** ChangePassword refused with a 400 and the server's Message. */
export const changePasswordErrorHandler = (
  message = 'Invalid code: it is wrong, has expired or was already used. Request a new code.',
  status = 400,
) => errorHandler('post', api('/Accounts/ChangePassword'), status, message);
