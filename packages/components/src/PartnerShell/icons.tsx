import { Svg as BaseSvg, type IconProps } from '../internal/icons';

function Svg(props: IconProps) {
  return <BaseSvg size={24} strokeWidth={1.8} {...props} />;
}

/** Jobs: a wrench over a clipboard. */
export function JobsIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="4" y="4" width="13" height="17" rx="2" />
      <path d="M8 4V3h5v1" />
      <path d="M7.5 10h6M7.5 14h4" />
      <path d="M20.5 13.5a2.6 2.6 0 0 1-3.4 2.5l-2.6 2.6a1.1 1.1 0 0 1-1.6-1.6l2.6-2.6a2.6 2.6 0 0 1 3.3-3.3l-1.5 1.5 1.4 1.4 1.5-1.5c.2.3.3.6.3 1z" />
    </Svg>
  );
}

/** Company: a building. */
export function CompanyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16" />
      <path d="M15 9h4a1 1 0 0 1 1 1v11" />
      <path d="M3 21h18" />
      <path d="M8 8h3M8 12h3M8 16h3" />
    </Svg>
  );
}
