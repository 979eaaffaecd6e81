import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: {
    id: 'Dialog.close',
    defaultMessage: 'Close',
    description: 'Aria label of the button in the corner of a dialog that closes it',
  },
  cancel: {
    id: 'Dialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Default label of the button that closes a confirmation dialog without acting',
  },
});
