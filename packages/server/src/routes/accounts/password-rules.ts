/**
 * The new-password rules of spec §5, checked on the server too (the same order and the same
 * Unicode-aware tests as the portal's form): required, at least 8 characters, a capital letter, a
 * digit, a special (non-alphanumeric) character. Also at most 200 characters (scrypt input), and
 * not on the list of commonly breached passwords (breached-passwords.ts). Every place that sets a
 * password a person chose goes through `passwordProblem`.
 */
import { schemaMaxLength } from '../../contract/limits.js';
import { isBreachedPassword } from './breached-passwords.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = schemaMaxLength('ChangePasswordRequest', 'Password');

export const PASSWORD_RULES = {
  required: 'a password is required',
  minLength: `at least ${PASSWORD_MIN} characters`,
  capital: 'at least one capital letter',
  digit: 'at least one digit',
  special: 'at least one special character',
  maxLength: `at most ${PASSWORD_MAX} characters`,
} as const;

export const PASSWORD_MESSAGES = {
  required: 'The new password is required',
  breached: 'This password is too common: it appears in lists of breached passwords. Choose another one.',
} as const;

export type PasswordRule = keyof typeof PASSWORD_RULES;

/** Every rule the password breaks, in the order of spec §5. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  const length = Array.from(password).length;
  if (password === '') broken.push('required');
  if (length < PASSWORD_MIN) broken.push('minLength');
  if (!/\p{Lu}/u.test(password)) broken.push('capital');
  if (!/\p{Nd}/u.test(password)) broken.push('digit');
  if (!/[^\p{L}\p{N}]/u.test(password)) broken.push('special');
  if (length > PASSWORD_MAX) broken.push('maxLength');
  return broken;
}

/** The 400 message naming every broken rule, or null for a password of the right shape. */
export function passwordRulesMessage(password: string): string | null {
  const broken = brokenPasswordRules(password);
  if (broken.length === 0) return null;
  if (broken[0] === 'required') return PASSWORD_MESSAGES.required;
  return `The new password needs ${broken.map((rule) => PASSWORD_RULES[rule]).join(', ')}`;
}

/**
 * The 400 message for a new password, or null when it may be used: the shape rules first (cheap,
 * and they name everything to fix at once), then the breached list.
 */
export async function passwordProblem(password: string): Promise<string | null> {
  const shape = passwordRulesMessage(password);
  if (shape) return shape;
  return (await isBreachedPassword(password)) ? PASSWORD_MESSAGES.breached : null;
}
