/**
 * Avatar initials (spec §9: "Avatar initials at most 2 letters, fallback ??"). The avatar sizes of
 * the same line (25, 38, 80 px) are layout: the components' theme tokens.
 */

export const AVATAR_FALLBACK = '??';

/**
 * The first letter of the first word and the first letter of the last word, upper case
 * (`Ola Nordmann` -> `ON`, `Cher` -> `C`). Words without a letter (`123`, `&`) are skipped;
 * no letter at all gives `??`.
 */
export function avatarInitials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0])
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return AVATAR_FALLBACK;
  const first = letters[0] ?? '';
  const last = letters.length > 1 ? (letters[letters.length - 1] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}
