import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'NotFoundPage.title',
    defaultMessage: 'Page not found',
    description: 'Title of the page shown for an address the portal does not know (spec §8, 404)',
  },
  code: {
    id: 'NotFoundPage.code',
    defaultMessage: 'Error 404',
    description: 'Small label above the not-found title naming the HTTP status',
  },
  home: {
    id: 'NotFoundPage.home',
    defaultMessage: 'Go to the start page',
    description: 'Link on the not-found page to the portal selection page (/)',
  },
  portal: {
    id: 'NotFoundPage.portal',
    defaultMessage: 'Open the customer portal',
    description: 'Link on the not-found page to the customer portal',
  },
  contact: {
    id: 'NotFoundPage.contact',
    defaultMessage: 'Contact support',
    description: 'Heading of the support contact lines on the not-found page',
  },
});

// Messages with values declare their value types (react-intl 12 checks them).
export const valueMessages = defineMessages<{
  body: { path: string };
}>({
  body: {
    id: 'NotFoundPage.body',
    defaultMessage:
      'We could not find {path}. The address may be misspelt, or this site may be behind or ahead of the version you expect after an update. Contact support if the problem continues.',
    description:
      'Body of the not-found page (spec §8); path is the address asked for (path and query), shown as written',
  },
});
