import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'Organization.title',
    defaultMessage: 'Organization',
    description: 'Heading of the organisation page (the menu label)',
  },
  company: {
    id: 'Organization.company',
    defaultMessage: 'Company',
    description: 'Heading of the read-only company information card',
  },
  name: {
    id: 'Organization.name',
    defaultMessage: 'Name',
    description: 'Company field label: the company name',
  },
  organisationNumber: {
    id: 'Organization.organisationNumber',
    defaultMessage: 'Organization number',
    description: 'Company field label: the organisation number',
  },
  customerGroup: {
    id: 'Organization.customerGroup',
    defaultMessage: 'Customer group',
    description: 'Company field label: the customer group',
  },
  deliveryAddress: {
    id: 'Organization.deliveryAddress',
    defaultMessage: 'Delivery address',
    description: 'Company field label: the delivery address',
  },
  notSpecified: {
    id: 'Organization.notSpecified',
    defaultMessage: 'Not specified',
    description: 'The company has no delivery address (or no organisation number)',
  },
  loadFailedTitle: {
    id: 'Organization.loadFailedTitle',
    defaultMessage: 'The organisation could not be loaded',
    description: 'Title when loading the organisation failed',
  },
  loadFailedMessage: {
    id: 'Organization.loadFailedMessage',
    defaultMessage: 'Check your connection and try again.',
    description: 'Text under the title when loading the organisation failed',
  },
  retry: {
    id: 'Organization.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the organisation or the user list again',
  },
  changeOrganisation: {
    id: 'Organization.changeOrganisation',
    defaultMessage: 'Change organisation',
    description: 'Button in the info banner and title of the dialog listing the organisations',
  },
  changeOrganisationHint: {
    id: 'Organization.changeOrganisationHint',
    defaultMessage: 'Equipment, orders and users follow the organisation you choose.',
    description: 'Second line of the several-organisations banner',
  },
  users: {
    id: 'Organization.users',
    defaultMessage: 'Users',
    description: 'Heading of the user list',
  },
  addUser: {
    id: 'Organization.addUser',
    defaultMessage: 'Add user',
    description: 'Button (moderators only) that opens the new-user dialog; its title and submit button',
  },
  usersFailed: {
    id: 'Organization.usersFailed',
    defaultMessage: 'The users could not be loaded.',
    description: 'The user list call failed: the list is empty (spec §8)',
  },
  noUsers: {
    id: 'Organization.noUsers',
    defaultMessage: 'No users yet.',
    description: 'The organisation has no users',
  },
  onlyOwnAccount: {
    id: 'Organization.onlyOwnAccount',
    defaultMessage:
      'You can only activate or deactivate your own account. Ask a moderator to change the others.',
    description: 'Note above the user list for a user of type 6, whose switches on other rows are disabled',
  },
  moderator: {
    id: 'Organization.moderator',
    defaultMessage: 'Moderator',
    description: 'User type 4',
  },
  user: {
    id: 'Organization.user',
    defaultMessage: 'User',
    description: 'User type 6',
  },
  you: {
    id: 'Organization.you',
    defaultMessage: 'You',
    description: 'Tag on the signed-in user’s own row',
  },
  active: {
    id: 'Organization.active',
    defaultMessage: 'Active',
    description: 'Visible text next to an active switch that is on',
  },
  inactive: {
    id: 'Organization.inactive',
    defaultMessage: 'Inactive',
    description: 'Visible text next to an active switch that is off',
  },
  contacts: {
    id: 'Organization.contacts',
    defaultMessage: 'Contacts',
    description: 'Heading of the contact list',
  },
  noContacts: {
    id: 'Organization.noContacts',
    defaultMessage: 'No contacts registered.',
    description: 'The organisation has no contacts',
  },
  emailAllowed: {
    id: 'Organization.emailAllowed',
    defaultMessage: 'E-mail allowed',
    description: 'The contact may be contacted by e-mail',
  },
  emailNotAllowed: {
    id: 'Organization.emailNotAllowed',
    defaultMessage: 'No e-mail',
    description: 'The contact may not be contacted by e-mail',
  },
  smsAllowed: {
    id: 'Organization.smsAllowed',
    defaultMessage: 'SMS allowed',
    description: 'The contact may be contacted by SMS',
  },
  smsNotAllowed: {
    id: 'Organization.smsNotAllowed',
    defaultMessage: 'No SMS',
    description: 'The contact may not be contacted by SMS',
  },
  email: {
    id: 'Organization.email',
    defaultMessage: 'E-mail',
    description: 'Label: e-mail address (new-user field, contact line)',
  },
  mobile: {
    id: 'Organization.mobile',
    defaultMessage: 'Mobile',
    description: 'Label of a contact’s mobile number',
  },
  deactivate: {
    id: 'Organization.deactivate',
    defaultMessage: 'Deactivate',
    description: 'Confirm button of the deactivation dialog',
  },
  cancel: {
    id: 'Organization.cancel',
    defaultMessage: 'Cancel',
    description: 'Cancel button (deactivation, new user)',
  },
  areYouSure: {
    id: 'Organization.areYouSure',
    defaultMessage: 'Are you sure?',
    description: 'Message of the deactivation dialog',
  },
  accountDeactivated: {
    id: 'Organization.accountDeactivated',
    defaultMessage: 'Account deactivated',
    description: 'Snackbar after a user was deactivated (with Undo)',
  },
  contactDeactivated: {
    id: 'Organization.contactDeactivated',
    defaultMessage: 'Contact deactivated',
    description: 'Snackbar after a contact was deactivated (with Undo)',
  },
  undo: {
    id: 'Organization.undo',
    defaultMessage: 'Undo',
    description: 'Snackbar action that activates the person again',
  },
  type: {
    id: 'Organization.type',
    defaultMessage: 'Type',
    description: 'New-user field: the user type (Moderator or User)',
  },
  moderatorHint: {
    id: 'Organization.moderatorHint',
    defaultMessage: 'Can add users and activate or deactivate everyone.',
    description: 'Explanation under the Moderator choice',
  },
  userHint: {
    id: 'Organization.userHint',
    defaultMessage: 'Can change only their own account.',
    description: 'Explanation under the User choice',
  },
  activeField: {
    id: 'Organization.activeField',
    defaultMessage: 'Active (can sign in)',
    description: 'New-user checkbox: the account is active',
  },
  required: {
    id: 'Organization.required',
    defaultMessage: 'This field is required',
    description: 'Validation: the new user’s name is empty',
  },
  emailRequired: {
    id: 'Organization.emailRequired',
    defaultMessage: 'E-mail is required',
    description: 'Validation: the new user’s e-mail is empty',
  },
  emailInvalid: {
    id: 'Organization.emailInvalid',
    defaultMessage: 'E-mail must be valid',
    description: 'Validation: the new user’s e-mail does not look like an address',
  },
  addUserDescription: {
    id: 'Organization.addUserDescription',
    defaultMessage: 'The new user sets a password with “Forgot password” on the login page.',
    description: 'Line under the new-user dialog title',
  },
  unknownError: {
    id: 'Organization.unknownError',
    defaultMessage: 'Unknown error',
    description: 'Server text when the failed add-user answer had no message',
  },
  activeSwitchUnavailable: {
    id: 'Organization.activeSwitchUnavailable',
    defaultMessage: 'Only a moderator can change this account.',
    description: 'Tooltip of a disabled active switch on another user’s row (type-6 user)',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  organisationCount: { count: number };
  activeSwitch: { name: string };
  deactivateTitle: { name: string };
  addFailed: { message: string };
  userAdded: { name: string };
}>({
  organisationCount: {
    id: 'Organization.organisationCount',
    defaultMessage: 'You have access to {count, plural, one {# organisation} other {# organisations}}',
    description: 'Info banner when the account has several organisations',
  },
  activeSwitch: {
    id: 'Organization.activeSwitch',
    defaultMessage: 'Active: {name}',
    description: 'Accessible name of a user’s or contact’s active switch',
  },
  deactivateTitle: {
    id: 'Organization.deactivateTitle',
    defaultMessage: 'Deactivate {name}',
    description: 'Title of the deactivation dialog',
  },
  addFailed: {
    id: 'Organization.addFailed',
    defaultMessage: 'Failed to create user. {message}',
    description: 'New-user dialog: the server refused; followed by its text (spec §8)',
  },
  userAdded: {
    id: 'Organization.userAdded',
    defaultMessage: '{name} was added',
    description: 'Snackbar after a user was added',
  },
});
