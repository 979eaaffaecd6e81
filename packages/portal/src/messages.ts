import { defineMessages } from 'react-intl';

// The portal's own few texts; everything else comes from @eqp/components' catalogues.
export const messages = defineMessages({
  notBuiltTitle: {
    id: 'Portal.notBuilt.title',
    defaultMessage: 'This page is not built yet',
  },
  notBuiltBack: {
    id: 'Portal.notBuilt.back',
    defaultMessage: 'Go to the equipment list',
  },
  loadingPortal: {
    id: 'Portal.loading',
    defaultMessage: 'Loading your portal…',
  },
  wrongPortalCustomer: {
    id: 'Portal.session.wrongPortal.customer',
    defaultMessage: 'This account cannot open the customer portal',
  },
  wrongPortalPartner: {
    id: 'Portal.session.wrongPortal.partner',
    defaultMessage: 'This account cannot open the partner portal',
  },
  wrongPortalBody: {
    id: 'Portal.session.wrongPortal.body',
    defaultMessage:
      'You are signed in with an account of the other portal. Log out to sign in with another account.',
  },
  failedTitle: {
    id: 'Portal.session.failed.title',
    defaultMessage: 'Your portal could not be loaded',
  },
  failedBody: {
    id: 'Portal.session.failed.body',
    defaultMessage: 'Check your connection and try again.',
  },
  sessionEndedTitle: {
    id: 'Portal.session.ended.title',
    defaultMessage: 'Your session has ended',
  },
  sessionEndedBody: {
    id: 'Portal.session.ended.body',
    defaultMessage:
      'Sign in again to carry on. The page stays as it is, and what you were doing is finished once you are signed in.',
  },
  retry: {
    id: 'Portal.session.retry',
    defaultMessage: 'Try again',
  },
  logout: {
    id: 'Portal.session.logout',
    defaultMessage: 'Log out',
  },
});

// Messages with values declare their value types (react-intl 12 checks them).
export const valueMessages = defineMessages<{ notBuiltBody: { path: string } }>({
  notBuiltBody: {
    id: 'Portal.notBuilt.body',
    defaultMessage: 'The address {path} belongs to a part of the portal that is still being made.',
    description: 'Body of the page shown for a route whose screen is not made yet; path is the address',
  },
});
