import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  navigation: {
    id: 'PartnerShell.navigation',
    defaultMessage: 'Main menu',
    description: 'Accessible name of the partner side bar / bottom bar navigation',
  },
  skipToContent: {
    id: 'PartnerShell.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Skip link, the first focusable element of the page',
  },
  jobs: {
    id: 'PartnerShell.jobs',
    defaultMessage: 'Jobs',
    description: 'Partner menu item: the job list',
  },
  company: {
    id: 'PartnerShell.company',
    defaultMessage: 'Company',
    description: 'Partner menu item: the partner company page',
  },
  logoFallback: {
    id: 'PartnerShell.logoFallback',
    defaultMessage: 'Service provider – job list',
    description:
      'Accessible name of the provider logo (a link to the job list) while the provider name is unknown',
  },
  poweredBy: {
    id: 'PartnerShell.poweredBy',
    defaultMessage: 'Powered by',
    description: 'Credit line under the account button, followed by the product name',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  jobsBadge: { count: number };
  logo: { provider: string };
}>({
  jobsBadge: {
    id: 'PartnerShell.jobsBadge',
    defaultMessage: '{count, plural, one {# upcoming or open job} other {# upcoming or open jobs}}',
    description: 'Accessible text of the badge on the Jobs menu item (upcoming plus open jobs)',
  },
  logo: {
    id: 'PartnerShell.logo',
    defaultMessage: '{provider} – job list',
    description: 'Accessible name of the provider logo, a link to the partner job list',
  },
});
