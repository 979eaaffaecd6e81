import { defineMessages } from 'react-intl';

/** Texts for failures reported by the sdk client (spec §8). Server messages are shown as sent. */
export const messages = defineMessages({
  networkError: {
    id: 'PortalProvider.networkError',
    defaultMessage: 'Network error',
    description: 'Snackbar text when a call failed before any answer arrived',
  },
  timeout: {
    id: 'PortalProvider.timeout',
    defaultMessage: 'Request timed out',
    description: 'Snackbar text when a call passed the 30 s time-out',
  },
  unknownError: {
    id: 'PortalProvider.unknownError',
    defaultMessage: 'Unknown error',
    description: 'Snackbar text when a failed answer carries no Message field',
  },
});
