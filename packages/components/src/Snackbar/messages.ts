import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: {
    id: 'Snackbar.close',
    defaultMessage: 'Close',
    description: 'Aria label of the button that closes a snackbar',
  },
  region: {
    id: 'Snackbar.region',
    defaultMessage: 'Notifications',
    description: 'Aria label of the snackbar area',
  },
});
