import { Svg, type IconProps } from '../internal/icons';

export function EditIcon(props: IconProps) {
  return (
    <Svg size={18} {...props}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z" />
      <path d="m13.5 6.5 4 4" />
    </Svg>
  );
}

export function DeleteIcon(props: IconProps) {
  return (
    <Svg size={18} {...props}>
      <path d="M4 7h16M10 11v6M14 11v6" />
      <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Svg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Svg size={18} {...props}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg size={18} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}
