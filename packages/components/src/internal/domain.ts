/**
 * Domain constants the components need from `@eqp/sdk`. Kept in one place so the components
 * import them from here; each one is re-exported from the sdk when the sdk provides it.
 */

/** Snackbar timeout (spec §9): 5000 ms. */
export const SNACKBAR_TIMEOUT_MS = 5000;

/** Avatar sizes in px (spec §9): 25 small, 38 medium, 80 large. */
export const AVATAR_SIZES = { small: 25, medium: 38, large: 80 } as const;

/** At most two initials (first and last word), upper case; `??` when there is no name (spec §9). */
export function avatarInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '??';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toUpperCase() || '??';
}

/** Basic e-mail pattern (spec §5): something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailProblem = 'required' | 'invalid';
export type PasswordProblem = 'required';

/** `null` when valid, otherwise what is wrong (spec §5: required, then the basic pattern). */
export function validateEmail(value: string): EmailProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return EMAIL_PATTERN.test(trimmed) ? null : 'invalid';
}

/** The login password is only required to be non-empty (spec §5; the 8-character hint is a hint). */
export function validateLoginPassword(value: string): PasswordProblem | null {
  return value === '' ? 'required' : null;
}
