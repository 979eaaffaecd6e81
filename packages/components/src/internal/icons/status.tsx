import { Svg, type IconProps } from './Svg';

/** Feedback and state: close, the four snackbar variants, visibility, locked, not found. */

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

export const InfoIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Svg>
);

export const SuccessIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </Svg>
);

export const WarningIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </Svg>
);

/** An exclamation mark in a circle: errors and alerts. */
export const ErrorIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Svg>
);

/** A tick in a circle, 16 px: "no open orders". */
export const CheckCircleIcon = (props: IconProps) => (
  <Svg size={16} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.5 2.5 2.5 4.5-5" />
  </Svg>
);

export const EyeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);

export const EyeOffIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9.9 5.2A9.7 9.7 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Svg>
);

export const BrokenImageIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M21 12.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5.5" />
    <path d="M3 9.5V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4" />
    <path d="m3 13.5 3.5-3 3 2.5 3-3.5 3 3 2.5-2 3 2.5" />
    <circle cx="8.5" cy="7.5" r="1" />
  </Svg>
);

/** A padlock, 28 px (the empty states of a locked page). */
export const LockIcon = (props: IconProps) => (
  <Svg size={28} {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Svg>
);

/** A crossed-out magnifier, 28 px: nothing found. */
export const SearchOffIcon = (props: IconProps) => (
  <Svg size={28} {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4M8.5 8.5l5 5M13.5 8.5l-5 5" />
  </Svg>
);

export const ClockIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

/** An empty ring: a rule not met yet (the password checklist). */
export const PendingIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="7.5" />
  </Svg>
);

/** An exclamation mark in a circle, its bar a little longer than `ErrorIcon`'s (the empty state's error). */
export const AlertCircleIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5h.01" />
  </Svg>
);

/** An open box: nothing here (the empty state). */
export const EmptyBoxIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 7l9-4 9 4-9 4-9-4z" />
    <path d="M3 7v10l9 4 9-4V7" />
    <path d="M12 11v10" />
  </Svg>
);

/** A compass: the page was not found. */
export const CompassIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2z" />
  </Svg>
);
