import { defineMessages } from 'react-intl';

/** The wait after too many attempts (a 429 with Retry-After), shared by every sign-in and code form. */
export const messages = defineMessages({
  later: {
    id: 'TooManyAttempts.later',
    defaultMessage: 'Too many attempts. Try again later.',
    description: 'A 429 that names no wait',
  },
});

// Messages with values declare their value types (react-intl 12 checks them).
export const valueMessages = defineMessages<{
  seconds: { seconds: number };
  minutes: { minutes: number };
  hours: { hours: number };
}>({
  seconds: {
    id: 'TooManyAttempts.seconds',
    defaultMessage: 'Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
    description: 'A 429 with a wait under a minute; seconds is the wait',
  },
  minutes: {
    id: 'TooManyAttempts.minutes',
    defaultMessage: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'A 429 with a wait of a minute or more, rounded up to whole minutes',
  },
  hours: {
    id: 'TooManyAttempts.hours',
    defaultMessage: 'Too many attempts. Try again in {hours, plural, one {# hour} other {# hours}}.',
    description: 'A 429 with a wait of more than 90 minutes, rounded up to whole hours',
  },
});
