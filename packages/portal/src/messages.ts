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
});

// Messages with values declare their value types (react-intl 12 checks them).
export const valueMessages = defineMessages<{ notBuiltBody: { path: string } }>({
  notBuiltBody: {
    id: 'Portal.notBuilt.body',
    defaultMessage: 'The address {path} belongs to a part of the portal that is still being made.',
    description: 'Body of the page shown for a route whose screen is not made yet; path is the address',
  },
});
