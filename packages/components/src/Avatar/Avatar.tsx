import type { CSSProperties } from 'react';
import { avatarInitials } from '@eqp/sdk';
import { avatarSizes, type AvatarSize } from '../theme/tokens';
import { Circle } from './Avatar.styles';

export type { AvatarSize };

export interface AvatarProps {
  /** The person's name; the initials (at most two) come from it, `??` without one. */
  name: string | null | undefined;
  /** small 25 px, medium 38 px (default), large 80 px. */
  size?: AvatarSize;
  /**
   * Accessible name. Default: none, the avatar is decorative (`aria-hidden`) because the name is
   * written next to it. Give one when the avatar stands alone (e.g. an account button's image).
   */
  label?: string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/** Colour pairs (background, text) with at least 4.5:1 contrast; picked from the name. */
const PALETTE: readonly (readonly [string, string])[] = [
  ['#dbe7fb', '#1a4fa0'],
  ['#d9f2e6', '#14663a'],
  ['#fde4d0', '#9a4200'],
  ['#ece4fb', '#5230a6'],
  ['#fbdde8', '#a0234f'],
  ['#d7f0f4', '#0b5f70'],
  ['#fbf0c9', '#7a5600'],
  ['#e4e8ee', '#3b475a'],
];

/** A stable index from the name (FNV-1a), so one person always has one colour. */
export function avatarColorIndex(name: string | null | undefined): number {
  let hash = 0x811c9dc5;
  for (const char of (name ?? '').trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % PALETTE.length;
}

/** A round badge with a person's initials. */
export function Avatar({ name, size = 'medium', label, className }: AvatarProps) {
  const [bg, fg] = PALETTE[avatarColorIndex(name)] ?? PALETTE[0]!;
  const style = {
    '--eqp-avatar-size': `${avatarSizes[size]}px`,
    '--eqp-avatar-bg': `var(--eqp-avatar-color-${avatarColorIndex(name)}-bg, ${bg})`,
    '--eqp-avatar-fg': `var(--eqp-avatar-color-${avatarColorIndex(name)}, ${fg})`,
  } as CSSProperties;
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <Circle className={className} style={style} data-size={size} {...a11y}>
      {avatarInitials(name)}
    </Circle>
  );
}
