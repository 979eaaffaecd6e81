import { Svg, type IconProps } from '../internal/icons';

export { CloseIcon } from '../internal/icons';

export const SearchIcon = (props: IconProps) => (
  <Svg size={20} {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Svg>
);
