import type { IntlShape } from 'react-intl';
import { messages, valueMessages } from './messages';

/** Waits up to this long read in minutes (unless a whole number of hours); longer ones in hours. */
const MINUTES_UP_TO = 90 * 60;

/**
 * The text of a 429 in the current language: "Too many attempts. Try again in 5 minutes." Under a
 * minute the wait is said in seconds, a whole number of hours in hours, up to 90 minutes in
 * minutes, beyond in hours; each rounded up, so the form never invites a try that is still
 * refused. Without a wait: "Try again later."
 */
export function tooManyAttemptsText(intl: IntlShape, retryAfterSeconds: number | null | undefined): string {
  if (retryAfterSeconds === null || retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) {
    return intl.formatMessage(messages.later);
  }
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return intl.formatMessage(valueMessages.seconds, { seconds });
  if (seconds % 3600 === 0 || seconds > MINUTES_UP_TO) {
    return intl.formatMessage(valueMessages.hours, { hours: Math.ceil(seconds / 3600) });
  }
  return intl.formatMessage(valueMessages.minutes, { minutes: Math.ceil(seconds / 60) });
}
