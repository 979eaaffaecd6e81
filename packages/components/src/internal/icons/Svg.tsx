import type { SVGProps } from 'react';

/** Small stroke icons (24 px grid, `currentColor`). Decorative: hidden from assistive technology. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * The one frame of every icon of the library: `size` in px (20 unless the icon or the caller says
 * otherwise), a 2 px round stroke in `currentColor`, no fill; other SVG props pass through and win.
 */
export function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
