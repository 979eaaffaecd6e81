import { Svg, type IconProps } from '../internal/icons';

export const MachinePlaceholderIcon = (props: IconProps) => (
  <Svg {...props} strokeWidth={1.5}>
    <rect x="3" y="5" width="18" height="13" rx="2" />
    <circle cx="9" cy="11.5" r="3" />
    <path d="M15 9h3M15 12h3M15 15h2M6 18v2M18 18v2" />
  </Svg>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Svg>
);

export const LockIcon = (props: IconProps) => (
  <Svg {...props} size={28}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Svg>
);

export const SearchOffIcon = (props: IconProps) => (
  <Svg {...props} size={28}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8.5 8.5l5 5M13.5 8.5l-5 5" />
  </Svg>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);
