import { defineMessages } from 'react-intl';

// The page-load error of lazily loaded pages (lazyPage.tsx): part of the first screen, unlike the
// general routes' texts.
export const pageLoadMessages = defineMessages({
  pageLoadTitle: {
    id: 'Portal.pageLoad.title',
    defaultMessage: 'This page could not be loaded',
    description: 'Title shown when the code of a page failed to load or the page failed to show',
  },
  pageLoadFailed: {
    id: 'Portal.pageLoad.failed',
    defaultMessage: 'Part of the portal could not be downloaded. Check your connection, then retry.',
    description: 'Body when the script of a lazily loaded page failed to load (spec §8)',
  },
  pageLoadCrashed: {
    id: 'Portal.pageLoad.crashed',
    defaultMessage:
      'Something went wrong while showing this page. Retry, and contact support if it keeps happening.',
    description: 'Body when a page threw an error while rendering',
  },
  retry: {
    id: 'Portal.pageLoad.retry',
    defaultMessage: 'Retry',
    description: 'Button that loads the page again after a load failure',
  },
});

// Messages with values declare their value types (react-intl 12 checks them).
export const pageLoadValueMessages = defineMessages<{ pageLoadTimeout: { minutes: number } }>({
  pageLoadTimeout: {
    id: 'Portal.pageLoad.timeout',
    defaultMessage:
      'Part of the portal did not arrive within {minutes, plural, one {# minute} other {# minutes}}. Check your connection, then retry.',
    description:
      'Body when the script of a lazily loaded page did not load within the time-out (spec §8, §9)',
  },
});
