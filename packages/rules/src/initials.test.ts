import { describe, expect, it } from 'vitest';
import { avatarInitials } from './initials';

describe('avatar initials (spec §9: at most 2 letters, fallback ??)', () => {
  it.each([
    ['Ola Nordmann', 'ON'],
    ['kari anne nordmann', 'KN'],
    ['Cher', 'C'],
    ['  Åse   Øvrebø ', 'ÅØ'],
    ['Ola (123)', 'O'],
    ['', '??'],
    ['123 456', '??'],
    [null, '??'],
  ])('given %s, shows %s', (name, expected) => {
    expect(avatarInitials(name)).toBe(expected);
  });
});
