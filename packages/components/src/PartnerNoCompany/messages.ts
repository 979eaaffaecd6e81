import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'PartnerNoCompany.title',
    defaultMessage: 'No company on your user',
    description: 'Title of the page for a partner account that has no partner company (spec §6, §8)',
  },
  message: {
    id: 'PartnerNoCompany.message',
    defaultMessage:
      'Your account is not connected to a partner company, so there are no jobs or company details to show. Ask your service provider to add your account to your company, then log in again.',
    description: 'Explanation on the no-company-on-user page',
  },
  logout: {
    id: 'PartnerNoCompany.logout',
    defaultMessage: 'Log out',
    description: 'Button on the no-company-on-user page: ends the session',
  },
});
