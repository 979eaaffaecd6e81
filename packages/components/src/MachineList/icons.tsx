import { Svg as BaseSvg, type IconProps } from '../internal/icons';

function Svg(props: IconProps) {
  return <BaseSvg size={16} {...props} />;
}

/** Service orders: a wrench. */
export function WrenchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-2 2-1.3-1.3-7.4 7.4a2.1 2.1 0 0 1-3-3l7.4-7.4L13.4 9.4l1.3-3.1Z" />
      <path d="M14.7 6.3 17 4l3 3-2.3 2.3" />
    </Svg>
  );
}

/** Part orders: a box. */
export function BoxIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />
      <path d="m3 8 9 5 9-5M12 13v8" />
    </Svg>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8.5 12.5 2.5 2.5 4.5-5" />
    </Svg>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </Svg>
  );
}

export function ListIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </Svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m9 6 6 6-6 6" />
    </Svg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </Svg>
  );
}

/** Placeholder of a machine without a model image: an outlined machine on a plinth. */
export function MachinePlaceholderIcon(props: IconProps) {
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

/** The empty list: an outlined clipboard with a machine. */
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
