import { Svg, type IconProps } from '../internal/icons';

export function SearchIcon(props: IconProps) {
  return (
    <Svg size={18} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}

export function FolderIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h4.2l2 2.2h8.8A1.5 1.5 0 0 1 21 9.7v8.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z" />
    </Svg>
  );
}

/** A stored document: a page with a folded corner and lines. */
export function DocumentIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </Svg>
  );
}

/** A web link: a globe. */
export function LinkIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </Svg>
  );
}

/** A form: a clipboard with a check list. */
export function FormIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M8.5 10l1.2 1.2 2-2M8.5 15.5l1.2 1.2 2-2M14 10.5h2M14 16h2" />
    </Svg>
  );
}

/** A part drawing: the layers of an exploded view. */
export function DrawingIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3 3 7.5l9 4.5 9-4.5Z" />
      <path d="m3 12.5 9 4.5 9-4.5M3 17l9 4.5 9-4.5" />
    </Svg>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m21 16-5-5-8 8" />
    </Svg>
  );
}

export function VideoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m10 9 5 3-5 3Z" />
    </Svg>
  );
}

/** Opens elsewhere: an arrow out of a box. */
export function ExternalIcon(props: IconProps) {
  return (
    <Svg size={16} {...props}>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
    </Svg>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <Svg size={14} {...props}>
      <path d="m9 6 6 6-6 6" />
    </Svg>
  );
}

/** Supplier: a factory. */
export function SupplierIcon(props: IconProps) {
  return (
    <Svg size={14} {...props}>
      <path d="M3 21V10l6 4v-4l6 4V4h6v17Z" />
    </Svg>
  );
}

/** Machine model: a cube. */
export function ModelIcon(props: IconProps) {
  return (
    <Svg size={14} {...props}>
      <path d="M21 8 12 3 3 8v8l9 5 9-5Z" />
      <path d="m3 8 9 5 9-5M12 13v8" />
    </Svg>
  );
}

/** Machine history: a clock with a back arrow. */
export function HistoryIcon(props: IconProps) {
  return (
    <Svg size={14} {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 2" />
    </Svg>
  );
}

/** Service job: a wrench. */
export function JobIcon(props: IconProps) {
  return (
    <Svg size={14} {...props}>
      <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-2 2-1.3-1.3-7.4 7.4a2.1 2.1 0 0 1-3-3l7.4-7.4L13.4 9.4l1.3-3.1Z" />
    </Svg>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <Svg size={18} {...props}>
      <path d="M4 5h16l-6 7.5V19l-4 1.5v-8Z" />
    </Svg>
  );
}
