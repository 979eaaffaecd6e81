import { Svg, type IconProps } from './Svg';

/** Stored files and their kinds: folders, documents, forms, drawings, pictures, videos, web links. */

export const FolderIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h4.2l2 2.2h8.8A1.5 1.5 0 0 1 21 9.7v8.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z" />
  </Svg>
);

/** A stored document: a page with a folded corner and lines. */
export const DocumentIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Svg>
);

/** A page with a folded corner and the letters "PD". */
export const PdfIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5" />
    <path
      d="M8.5 17v-4h1.2a1.2 1.2 0 0 1 0 2.4H8.5M13 13v4h.8a1.6 1.6 0 0 0 1.6-1.6v-.8A1.6 1.6 0 0 0 13.8 13Z"
      strokeWidth={1.4}
    />
  </Svg>
);

/** A form: a clipboard with a check list. */
export const FormIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M8.5 10l1.2 1.2 2-2M8.5 15.5l1.2 1.2 2-2M14 10.5h2M14 16h2" />
  </Svg>
);

/** A part drawing: the layers of an exploded view. */
export const DrawingIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3 3 7.5l9 4.5 9-4.5Z" />
    <path d="m3 12.5 9 4.5 9-4.5M3 17l9 4.5 9-4.5" />
  </Svg>
);

export const ImageIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="m21 16-5-5-8 8" />
  </Svg>
);

export const VideoIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m10 9 5 3-5 3Z" />
  </Svg>
);

/** A web link: a globe with a curved meridian. */
export const LinkIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </Svg>
);

/** A page with a folded corner and one line: a service report. */
export const ReportIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 15h6" />
  </Svg>
);
