/**
 * The new-password rules of spec §5, checked on the server too (the same order and the same
 * Unicode-aware tests as the portal's form): required, at least 6 characters, a capital letter, a
 * digit, a special (non-alphanumeric) character. Also at most 200 characters (scrypt input).
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

export const PASSWORD_RULES = {
  required: 'a password is required',
  minLength: `at least ${PASSWORD_MIN} characters`,
  capital: 'at least one capital letter',
  digit: 'at least one digit',
  special: 'at least one special character',
  maxLength: `at most ${PASSWORD_MAX} characters`,
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

/** The 400 message naming every broken rule, or null for a good password. */
export function passwordRulesMessage(password: string): string | null {
  const broken = brokenPasswordRules(password);
  if (broken.length === 0) return null;
  if (broken[0] === 'required') return 'The new password is required';
  return `The new password needs ${broken.map((rule) => PASSWORD_RULES[rule]).join(', ')}`;
}
