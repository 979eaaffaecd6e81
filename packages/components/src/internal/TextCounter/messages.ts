import { defineMessages } from 'react-intl';

/** The counter of a text field near its limit, shared by every limited text field and text area. */
export const messages = defineMessages({
  reached: {
    id: 'TextCounter.reached',
    defaultMessage: 'Limit reached',
    description: 'After the character count of a text field that holds as many characters as it may',
  },
});

// Messages with values declare their value types (react-intl 12 checks them).
export const valueMessages = defineMessages<{
  count: { length: number; max: number };
  announcement: { max: number };
}>({
  count: {
    id: 'TextCounter.count',
    defaultMessage: '{length, number} / {max, number}',
    description: 'Under a text field from 80 % of its limit: characters typed / characters allowed',
  },
  announcement: {
    id: 'TextCounter.announcement',
    defaultMessage: 'You have reached the limit of {max, plural, one {# character} other {# characters}}.',
    description: 'Announced to screen readers (politely) when a text field reaches its character limit',
  },
});
