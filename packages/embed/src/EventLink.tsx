import type { LinkComponent, LinkProps } from '@eqp/components';
import { emit, isModifiedClick } from './events';

/**
 * A link component for an element: a real `<a href>` (so it can be opened in a new tab and reads
 * as a link) whose plain click first dispatches an event on the host. A listener that calls
 * `preventDefault()` keeps the page where it is and navigates itself; otherwise the browser
 * follows the `href`. `announce` picks the event for an address (`eqp-machine-select` for a
 * machine, `eqp-navigate` for anything else).
 */
export function eventLink(host: HTMLElement, announce: (href: string) => boolean): LinkComponent {
  return function EventLink({ children, onClick, href, ...rest }: LinkProps) {
    return (
      <a
        {...rest}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || isModifiedClick(event)) return;
          if (!announce(href)) event.preventDefault();
        }}
      >
        {children}
      </a>
    );
  };
}

/** The default announcement: `eqp-navigate` with the address. */
export function announceNavigate(host: HTMLElement) {
  return (href: string) => emit(host, 'eqp-navigate', { href });
}
