import type { MouseEvent as ReactMouseEvent } from 'react';
import type { MachinePanel } from '@eqp/components';

/** The events the elements dispatch (all bubble and cross the shadow boundary). */
export interface EqpEventMap {
  /** A machine of the list was chosen; cancel it (`preventDefault()`) to stop the link. */
  'eqp-machine-select': { machineId: number; panel: MachinePanel; href: string };
  /** Any other link inside an element; cancel it to stop the link. */
  'eqp-navigate': { href: string };
  /** "Back to jobs" of the job report (a button when no `back-href` is set). */
  'eqp-back': Record<string, never>;
  /** The job was started or completed in the job report. */
  'eqp-job-started': { jobId: number };
  'eqp-job-completed': { jobId: number };
  /** The element's own sign-in succeeded, or the session ended (sign-out, refused token). */
  'eqp-signed-in': { portal: string };
  'eqp-signed-out': Record<string, never>;
}

export type EqpEventName = keyof EqpEventMap;

/** Dispatches a composed, bubbling, cancelable event; false when a listener cancelled it. */
export function emit<E extends EqpEventName>(host: HTMLElement, type: E, detail: EqpEventMap[E]): boolean {
  return host.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }),
  );
}

/** A click the browser should handle itself: another tab or window, a download. */
export function isModifiedClick(event: ReactMouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
