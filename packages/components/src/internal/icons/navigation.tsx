import { Svg, type IconProps } from './Svg';

/** Arrows, chevrons and links that leave the page. */

export const ArrowLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Svg>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);

/** A chevron pointing right, 14 px, drawn top to bottom: breadcrumbs and rows that open. */
export const ChevronIcon = (props: IconProps) => (
  <Svg size={14} {...props}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);

/** A chevron pointing left (the tab row's scroll arrows). */
export const ChevronLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);

/** A chevron pointing right, drawn bottom to top (the tab row's scroll arrows, beside `ChevronLeftIcon`). */
export const ChevronRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);

/** 18 px. */
export const ChevronDownIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

/** Three dots in a row, 24 px with a 1.8 px stroke (a navigation bar's "More"). */
export const MoreIcon = (props: IconProps) => (
  <Svg size={24} strokeWidth={1.8} {...props}>
    <circle cx="5" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="19" cy="12" r="1.2" fill="currentColor" />
  </Svg>
);

/** An arrow out of a box with round corners: a link that leaves the portal. */
export const ExternalIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M19 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h4" />
  </Svg>
);

/** An arrow out of a slightly smaller box, 16 px: opens in a new tab (the resource browser). */
export const NewTabIcon = (props: IconProps) => (
  <Svg size={16} {...props}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </Svg>
);

/** An arrow out of a box with nearly square corners, one path (a map link of the job report). */
export const ExternalLinkIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);

/** An arrow out of a box with nearly square corners, in two paths (the documents list). */
export const ExternalBoxIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);
