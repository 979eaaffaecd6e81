import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'MyAccount.title',
    defaultMessage: 'My account',
    description: 'Heading of the My account page',
  },
  subtitle: {
    id: 'MyAccount.subtitle',
    defaultMessage: 'Your profile and your password',
    description: 'Line under the My account heading',
  },
  profile: { id: 'MyAccount.profile', defaultMessage: 'Profile', description: 'Heading of the profile card' },
  name: { id: 'MyAccount.name', defaultMessage: 'Name', description: 'Label of the user’s name' },
  email: {
    id: 'MyAccount.email',
    defaultMessage: 'E-mail',
    description: 'Label of the user’s e-mail address',
  },
  organisation: {
    id: 'MyAccount.organisation',
    defaultMessage: 'Organisation',
    description: 'Label of the customer organisation the user is signed in to',
  },
  company: {
    id: 'MyAccount.company',
    defaultMessage: 'Company',
    description: 'Label of the partner company of a partner user',
  },
  noCompany: {
    id: 'MyAccount.noCompany',
    defaultMessage: 'No company on this account',
    description: 'Shown for a partner account without a partner company',
  },
  role: { id: 'MyAccount.role', defaultMessage: 'Role', description: 'Label of the customer user type' },
  moderator: { id: 'MyAccount.moderator', defaultMessage: 'Moderator', description: 'User type 4' },
  user: { id: 'MyAccount.user', defaultMessage: 'User', description: 'User type 6' },
  partnerRole: {
    id: 'MyAccount.partnerRole',
    defaultMessage: 'Partner technician',
    description: 'Role shown for a partner user',
  },
  password: {
    id: 'MyAccount.password',
    defaultMessage: 'Password',
    description: 'Heading of the password card',
  },
  changePassword: {
    id: 'MyAccount.changePassword',
    defaultMessage: 'Change password',
    description: 'Button that starts the password change',
  },
  loading: {
    id: 'MyAccount.loading',
    defaultMessage: 'Loading your account…',
    description: 'Loading text of the My account page',
  },
  failedTitle: {
    id: 'MyAccount.failedTitle',
    defaultMessage: 'Your account could not be loaded',
    description: 'Title of the error page when the user info failed',
  },
  retry: {
    id: 'MyAccount.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the account again',
  },
});

export const valueMessages = defineMessages<{
  organisationNumber: { number: string };
  passwordIntro: { email: string };
}>({
  organisationNumber: {
    id: 'MyAccount.organisationNumber',
    defaultMessage: 'Org. no. {number}',
    description: 'The organisation number under the organisation or company name',
  },
  passwordIntro: {
    id: 'MyAccount.passwordIntro',
    defaultMessage: 'To change your password, we send a one-time code to {email}.',
    description: 'Text of the password card before the change starts',
  },
});
