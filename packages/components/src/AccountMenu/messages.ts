import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  trigger: {
    id: 'AccountMenu.trigger',
    defaultMessage: 'My Account',
    description: 'Label of the account button (avatar) that opens the account menu',
  },
  language: {
    id: 'AccountMenu.language',
    defaultMessage: 'Language',
    description: 'Heading of the language choices in the account menu',
  },
  account: {
    id: 'AccountMenu.account',
    defaultMessage: 'My account',
    description: 'Account menu item that opens the My account page (profile and password)',
  },
  logout: {
    id: 'AccountMenu.logout',
    defaultMessage: 'Log out',
    description: 'Account menu item that signs the user out',
  },
});
