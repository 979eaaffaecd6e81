import { Svg, type IconProps } from '../internal/icons';

export const CheckIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);

export const SearchIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

/** An office building: the organisation. */
export const BuildingIcon = (props: IconProps) => (
  <Svg size={20} strokeWidth={1.8} {...props}>
    <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16" />
    <path d="M15 9h4a1 1 0 0 1 1 1v11" />
    <path d="M3 21h18" />
    <path d="M8 8h3M8 12h3M8 16h3" />
  </Svg>
);
