import { Svg, type IconProps } from '../internal/icons';

export const PlusIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

export const AlertIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Svg>
);

export const CheckIcon = (props: IconProps) => (
  <Svg size={14} strokeWidth={2.4} {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);

export const NoIcon = (props: IconProps) => (
  <Svg size={14} strokeWidth={2.4} {...props}>
    <path d="M6 12h12" />
  </Svg>
);

export const MailIcon = (props: IconProps) => (
  <Svg size={16} strokeWidth={1.8} {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </Svg>
);

export const PhoneIcon = (props: IconProps) => (
  <Svg size={16} strokeWidth={1.8} {...props}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />
  </Svg>
);

export const PinIcon = (props: IconProps) => (
  <Svg size={18} strokeWidth={1.8} {...props}>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </Svg>
);

export const BuildingsIcon = (props: IconProps) => (
  <Svg size={22} strokeWidth={1.8} {...props}>
    <path d="M3 21V8l6-3v16" />
    <path d="M9 21V3l12 4v14" />
    <path d="M2 21h20M13 9h4M13 13h4M13 17h4" />
  </Svg>
);
