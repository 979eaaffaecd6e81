import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: {
    id: 'LoadingBox.loading',
    defaultMessage: 'Loading...',
    description: 'Accessible name of a loading placeholder or spinner',
  },
});
