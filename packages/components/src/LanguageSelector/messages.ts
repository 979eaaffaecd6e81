import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'LanguageSelector.label',
    defaultMessage: 'Language',
    description: 'Accessible name of the language selector (a group of EN / NO choices)',
  },
});
