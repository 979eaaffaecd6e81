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

/** The shop landing's hero (320 x 220 units): a stylised machine with a gear. */
export function ShopHeroIllustration() {
  return (
    <svg
      viewBox="0 0 320 220"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="30" y="50" width="170" height="140" rx="16" fill="rgba(255,255,255,0.08)" />
      <rect x="50" y="72" width="90" height="56" rx="8" />
      <circle cx="170" cy="92" r="10" />
      <path d="M160 122h20M60 150h120M60 168h80" strokeLinecap="round" />
      <path d="M45 190v14M185 190v14" strokeLinecap="round" />
      <g transform="translate(240 80)">
        <circle r="26" fill="rgba(255,255,255,0.12)" />
        <circle r="10" />
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <path key={angle} d="M0 -26v-12" strokeLinecap="round" transform={`rotate(${angle})`} />
        ))}
      </g>
      <circle cx="262" cy="170" r="14" fill="rgba(255,255,255,0.12)" />
      <path d="m255 170 5 5 10-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
