import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  failed: {
    id: 'Image.failed',
    defaultMessage: 'Failed to load image',
    description: 'Tooltip and accessible text of an image that could not be loaded',
  },
});
