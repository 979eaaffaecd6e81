/**
 * Form rules (spec §5). Every function returns rule keys, never texts: the texts live in the
 * UI's message catalogues (`required` -> "E-mail is required", and so on).
 */

/** The shortest new password (issue 14: 8, was 6 in spec §5). */
export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;
export const ORDER_LINE_TEXT_MAX = 50;

/**
 * The basic address pattern: something, `@`, something, `.`, something, with no white space
 * and a single `@` (spec §5 leaves the exact pattern open).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailRule = 'required' | 'invalid';
export type RequiredRule = 'required';
export type NewPasswordRule = 'required' | 'minLength' | 'capital' | 'digit' | 'special';
export type ConfirmPasswordRule = 'required' | 'mismatch';
export type OrderLineTextRule = 'required' | 'maxLength';

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/** E-mail: required, then the basic pattern (surrounding white space ignored). */
export function validateEmail(value: string | null | undefined): EmailRule | null {
  if (isBlank(value)) return 'required';
  return EMAIL_PATTERN.test((value ?? '').trim()) ? null : 'invalid';
}

/** A required text field (new user Name, spec §5): white space alone is empty. */
export function validateRequired(value: string | null | undefined): RequiredRule | null {
  return isBlank(value) ? 'required' : null;
}

/** Login password: required only (the field's 8-character hint is not enforced, spec §5). */
export function validateLoginPassword(value: string | null | undefined): RequiredRule | null {
  return value ? null : 'required';
}

/**
 * New password: every failed rule, in this order: required, at least 8 characters, a capital
 * letter, a digit, a special (non-alphanumeric) character. An empty value fails all five; a
 * form shows the first. Letters and digits are Unicode-aware (`Æ` is a capital letter). The
 * server also refuses commonly breached passwords (a 400 with its own Message): no list here.
 */
export function validateNewPassword(value: string | null | undefined): NewPasswordRule[] {
  const password = value ?? '';
  const failed: NewPasswordRule[] = [];
  if (password === '') failed.push('required');
  if (Array.from(password).length < PASSWORD_MIN) failed.push('minLength');
  if (!/\p{Lu}/u.test(password)) failed.push('capital');
  if (!/\p{Nd}/u.test(password)) failed.push('digit');
  if (!/[^\p{L}\p{N}]/u.test(password)) failed.push('special');
  return failed;
}

/** Confirm password: required, then equal to the new password. */
export function validateConfirmPassword(
  confirm: string | null | undefined,
  password: string | null | undefined,
): ConfirmPasswordRule | null {
  if (!confirm) return 'required';
  return confirm === (password ?? '') ? null : 'mismatch';
}

/** One-time code: exactly 6 characters (validation starts as soon as the sixth is typed). */
export function isValidOtp(code: string | null | undefined): boolean {
  return Array.from(code ?? '').length === OTP_LENGTH;
}

/** Custom order-line text: not empty, at most 50 characters. */
export function validateOrderLineText(text: string | null | undefined): OrderLineTextRule | null {
  if (isBlank(text)) return 'required';
  return Array.from(text ?? '').length > ORDER_LINE_TEXT_MAX ? 'maxLength' : null;
}

/**
 * New job / order service (spec §5): allowed when at least one machine is chosen, every chosen
 * machine has a non-empty CustomerText, and no request runs.
 */
export function canOrderService(
  machines: readonly { CustomerText?: string | null }[],
  busy = false,
): boolean {
  return !busy && machines.length > 0 && machines.every((machine) => !isBlank(machine.CustomerText));
}
