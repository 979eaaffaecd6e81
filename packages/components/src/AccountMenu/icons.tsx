import { Svg, type IconProps } from '../internal/icons';

export function CheckIcon(props: IconProps) {
  return (
    <Svg size={18} strokeWidth={2.2} {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <Svg size={18} {...props}>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
      <path d="M10 16l-4-4 4-4" />
      <path d="M6 12h10" />
    </Svg>
  );
}

export function AccountIcon(props: IconProps) {
  return (
    <Svg size={18} {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
    </Svg>
  );
}
