import { useIntl } from 'react-intl';
import { messages } from './messages';
import { SpinnerSvg } from './LoadingBox.styles';

export interface SpinnerProps {
  /** Diameter in px. Default 20. */
  size?: number;
  /**
   * Accessible name. Default: decorative (`aria-hidden`), for a spinner inside something that
   * already says it is busy (a button with `aria-busy`). Pass `true` for the translated "Loading...".
   */
  label?: string | true;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/** A small rotating ring in the current text colour. */
export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const intl = useIntl();
  const name = label === true ? intl.formatMessage(messages.loading) : label;
  return (
    <SpinnerSvg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      data-eqp-spinner=""
      {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true, focusable: false })}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </SpinnerSvg>
  );
}
