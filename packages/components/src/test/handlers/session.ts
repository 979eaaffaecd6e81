import { http, HttpResponse } from 'msw';
import { loginToken, moderatorUserInfo } from '../fixtures';
import { api, delayedHandler, errorHandler, throttledHandler } from './helpers';
import type { components } from '@eqp/contract';

type UserInfo = components['schemas']['UserInfo'];

/** POST /api2/token answering a token (any username and password). */
export const loginHandler = () => http.post(api('/token'), () => HttpResponse.json(loginToken));

/** POST /api2/token answering 401 (wrong e-mail or password). */
export const loginRejectedHandler = (message = 'Invalid username or password') =>
  errorHandler('post', api('/token'), 401, message);

/** POST /api2/token answering 429 with `Retry-After` (too many failed attempts for the address). */
export const loginThrottledHandler = (retryAfterSeconds: number | null = 300) =>
  throttledHandler('post', api('/token'), retryAfterSeconds);

/** POST /api2/token/revoke: the session is over (also for an unknown or revoked token). */
export const revokeHandler = () =>
  http.post(api('/token/revoke'), () => HttpResponse.json({ Success: true }));

/** POST /api2/token that never answers (the login's busy state). */
export const loginPendingHandler = () => delayedHandler('post', api('/token'), loginToken, 'infinite');

/** GET /api2/{customer|partner}/userinfo. */
export const userInfoHandler = (
  info: UserInfo = moderatorUserInfo,
  scope: 'customer' | 'partner' = 'customer',
) => http.get(api(`/${scope}/userinfo`), () => HttpResponse.json(info));

export const sessionHandlers = [
  revokeHandler(),
  loginHandler(),
  userInfoHandler(),
  userInfoHandler(moderatorUserInfo, 'partner'),
];
