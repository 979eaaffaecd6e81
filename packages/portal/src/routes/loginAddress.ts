import type { LoginCardChange, LoginCardMode } from '@eqp/components';

const MODES: readonly LoginCardMode[] = ['login', 'send', 'otp', 'set'];

/** The query parameters of the login card (spec §2): `mode`, `email` and `otp`. */
export const LOGIN_PARAMS = ['mode', 'email', 'otp'] as const;

/** The card's mode from `?mode=`; none or an unknown value is the login. */
export function loginModeOf(params: URLSearchParams): LoginCardMode {
  const mode = params.get('mode');
  return MODES.includes(mode as LoginCardMode) ? (mode as LoginCardMode) : 'login';
}

/**
 * The address after the card moved: `mode` (left out for the login), `email` when one is typed,
 * and `otp` only in the otp and set modes - leaving them clears it (spec §2). Other parameters stay.
 */
export function loginCardParams(current: URLSearchParams, change: LoginCardChange): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.mode === 'login') next.delete('mode');
  else next.set('mode', change.mode);
  const email = change.email.trim();
  if (email) next.set('email', email);
  else next.delete('email');
  if ((change.mode === 'otp' || change.mode === 'set') && change.otp) next.set('otp', change.otp);
  else next.delete('otp');
  return next;
}

/** The address once signed in: the login card's parameters are dropped, others stay. */
export function withoutLoginParams(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of LOGIN_PARAMS) next.delete(name);
  return next;
}
