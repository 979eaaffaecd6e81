/**
 * The new-password rules of spec §5, checked on the server too: the rules of the portal's form
 * (`@eqp/rules` validateNewPassword: required, at least 8 characters, a capital letter, a digit, a
 * special (non-alphanumeric) character, in that order, Unicode-aware). Also at most 200 characters
 * (scrypt input, the contract's maxLength), and not on the list of commonly breached passwords
 * (breached-passwords.ts). Every place that sets a password a person chose goes through
 * `passwordProblem`.
 */
import { PASSWORD_MIN, validateNewPassword } from '@eqp/rules';
import { schemaMaxLength } from '../../contract/limits.js';
import { isBreachedPassword } from './breached-passwords.js';

export { PASSWORD_MIN };
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
  const broken: PasswordRule[] = validateNewPassword(password);
  if (Array.from(password).length > PASSWORD_MAX) broken.push('maxLength');
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
