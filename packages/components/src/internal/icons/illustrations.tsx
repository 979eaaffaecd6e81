import type { IconProps } from './Svg';

/**
 * Larger outlined pictures drawn on their own grids (64 and 96 units), not on the icons' 24 px
 * grid: they keep their own `<svg>`. Decorative, hidden from assistive technology.
 */

/** A machine without a model image: an outlined machine on a plinth, 56 px. */
export function MachineIllustration(props: IconProps) {
  return (
    <svg
      width="56"
      height="56"
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect x="12" y="16" width="40" height="34" rx="4" />
      <rect x="18" y="22" width="16" height="12" rx="2" />
      <circle cx="43" cy="27" r="4" />
      <path d="M40 40h6M18 40h16M18 44h10" />
      <path d="M8 54h48" />
      <path d="M20 50v4M44 50v4" />
    </svg>
  );
}

/** The empty list: an outlined clipboard with a machine, 96 px. */
export function EmptyIllustration(props: IconProps) {
  return (
    <svg
      width="96"
      height="96"
      viewBox="0 0 96 96"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="48" cy="48" r="44" fill="currentColor" opacity="0.08" />
      <rect x="24" y="30" width="48" height="36" rx="5" stroke="currentColor" strokeWidth="2.5" />
      <rect x="31" y="37" width="18" height="13" rx="2" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="61" cy="43" r="4.5" stroke="currentColor" strokeWidth="2.5" />
      <path d="M31 57h20M57 57h8" stroke="currentColor" strokeWidth="2.5" />
      <path d="M18 72h60" stroke="currentColor" strokeWidth="2.5" />
      <path d="M34 66v6M62 66v6" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}
