import { Svg, type IconProps } from './Svg';

/** The app store logos: filled drawings in the frame, without its stroke. */

/** An apple, filled in `currentColor` (the App Store badge). */
export const AppleIcon = (props: IconProps) => (
  <Svg fill="currentColor" stroke="none" {...props}>
    <path d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8-1.7 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.4-.9-2.4-3.8z" />
    <path d="M14 5.1c.7-.8 1.1-1.9 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z" />
  </Svg>
);

/** A play triangle in four colours (the Google Play badge). */
export const GooglePlayIcon = (props: IconProps) => (
  <Svg stroke="none" {...props}>
    <path d="M3.6 2.3 13.4 12l-9.8 9.7c-.4-.2-.6-.6-.6-1.1V3.4c0-.5.2-.9.6-1.1z" fill="#2196f3" />
    <path d="m16.8 8.6-3.4 3.4-9.8-9.7c.3-.2.8-.2 1.2 0l12 6.3z" fill="#4caf50" />
    <path d="m16.8 15.4-12 6.3c-.4.2-.9.2-1.2 0l9.8-9.7 3.4 3.4z" fill="#f44336" />
    <path d="M20.4 13.3 16.8 15.4 13.4 12l3.4-3.4 3.6 2c1 .6 1 1.9 0 2.7z" fill="#ffc107" />
  </Svg>
);
