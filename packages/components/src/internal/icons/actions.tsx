import { Svg, type IconProps } from './Svg';

/**
 * Actions of buttons, menus and toolbars. Several are 18 px by default (the size of an icon in a
 * small button or a menu row); a caller's `size` or `strokeWidth` wins.
 */

/** A pencil, 18 px. */
export const EditIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z" />
    <path d="m13.5 6.5 4 4" />
  </Svg>
);

/** A waste bin with a lid and two slats, 18 px (the lid and the body drawn as two paths). */
export const DeleteIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Svg>
);

/** The same waste bin as `DeleteIcon`, drawn as one path (the cart line's remove button). */
export const TrashIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Svg>
);

/** A waste bin with straight sides and square corners (the job report's deleted state). */
export const BinIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Svg>
);

/** 18 px. */
export const PlusIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

export const MinusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14" />
  </Svg>
);

/** A tick, 18 px with a 2.2 px stroke (the chosen row of a menu). */
export const CheckIcon = (props: IconProps) => (
  <Svg size={18} strokeWidth={2.2} {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);

/** A dash, 14 px with a 2.4 px stroke: "no" beside `CheckIcon`'s "yes" in a table. */
export const NoIcon = (props: IconProps) => (
  <Svg size={14} strokeWidth={2.4} {...props}>
    <path d="M6 12h12" />
  </Svg>
);

/** A magnifier (lens of radius 7), 18 px: search fields of lists and dialogs. */
export const SearchIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);

/** A magnifier with a smaller lens (radius 6.5) and a longer handle: the top search, the organisation picker. */
export const SearchLensIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Svg>
);

/** A funnel, 18 px. */
export const FilterIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="M4 5h16l-6 7.5V19l-4 1.5v-8Z" />
  </Svg>
);

export const UploadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </Svg>
);

export const DownloadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 4v12M7 11l5 5 5-5" />
    <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </Svg>
);

/** A circular arrow, 18 px: try again. */
export const RetryIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </Svg>
);

export const PlayIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M7 4.5v15l12-7.5z" />
  </Svg>
);

/** A door with an arrow out, 18 px. */
export const LogoutIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 16l-4-4 4-4" />
    <path d="M6 12h10" />
  </Svg>
);

/** Four tiles, 16 px: the grid view. */
export const GridIcon = (props: IconProps) => (
  <Svg size={16} {...props}>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </Svg>
);

/** Bulleted lines, 16 px: the list view. */
export const ListIcon = (props: IconProps) => (
  <Svg size={16} {...props}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Svg>
);

/** Four corners: fit to the view (the drawing's zoom). */
export const FitIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Svg>
);

/** Three lines getting shorter: the machine list's filters. */
export const FilterLinesIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Svg>
);

/** A pencil over a line: edit a text. */
export const PencilIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </Svg>
);
