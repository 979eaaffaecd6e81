import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  customerPortal: {
    id: 'LoginCard.customerPortal',
    defaultMessage: 'Customer portal',
    description: 'Card title when no portal name is configured (customer sign-in)',
  },
  email: { id: 'LoginCard.email', defaultMessage: 'E-mail', description: 'Label of the e-mail field' },
  emailInvalid: {
    id: 'LoginCard.emailInvalid',
    defaultMessage: 'E-mail must be valid',
    description: 'Validation text: the e-mail does not look like an address',
  },
  emailRequired: {
    id: 'LoginCard.emailRequired',
    defaultMessage: 'E-mail is required',
    description: 'Validation text: the e-mail field is empty',
  },
  forgotPassword: {
    id: 'LoginCard.forgotPassword',
    defaultMessage: 'Forgot password?',
    description: 'Button that starts password recovery',
  },
  invalidPassword: {
    id: 'LoginCard.invalidPassword',
    defaultMessage: 'Invalid password',
    description: 'Alert under the form when the server rejected the e-mail and password',
  },
  wrongPortalPartner: {
    id: 'LoginCard.wrongPortal.partner',
    defaultMessage: 'This account cannot sign in to the partner portal. Use the customer portal.',
    description:
      'Alert under the form on the partner portal when the e-mail and password are right but belong to a customer account (the server answered 403)',
  },
  wrongPortalCustomer: {
    id: 'LoginCard.wrongPortal.customer',
    defaultMessage: 'This account cannot sign in to the customer portal. Use the partner portal.',
    description:
      'Alert under the form on the customer portal when the e-mail and password are right but belong to a partner account (the server answered 403)',
  },
  unreachable: {
    id: 'LoginCard.unreachable',
    defaultMessage:
      'The service could not be reached, so you cannot sign in now. Check your connection and try again.',
    description:
      'Shown instead of the login form when the API did not answer at all (network failure or refused cross-origin call)',
  },
  retry: {
    id: 'LoginCard.retry',
    defaultMessage: 'Try again',
    description: 'Button under the unreachable message: asks the API again',
  },
  login: { id: 'LoginCard.login', defaultMessage: 'Login', description: 'Submit button of the login form' },
  logoAlt: {
    id: 'LoginCard.logoAlt',
    defaultMessage: 'Service provider logo',
    description: 'Alternative text of the provider logo on the login card',
  },
  partnerPortal: {
    id: 'LoginCard.partnerPortal',
    defaultMessage: 'Partner portal',
    description: 'Card title when no portal name is configured (partner sign-in)',
  },
  password: {
    id: 'LoginCard.password',
    defaultMessage: 'Password',
    description: 'Label of the password field',
  },
  passwordHint: {
    id: 'LoginCard.passwordHint',
    defaultMessage: 'At least 8 characters',
    description: 'Hint under the password field',
  },
  passwordRequired: {
    id: 'LoginCard.passwordRequired',
    defaultMessage: 'Password is required',
    description: 'Validation text: the password field is empty',
  },
  showPassword: {
    id: 'LoginCard.showPassword',
    defaultMessage: 'Show password',
    description: 'Accessible name of the toggle button that shows the password as plain text (aria-pressed)',
  },
  subtitleOtp: {
    id: 'LoginCard.subtitleOtp',
    defaultMessage: 'Enter the one-time code',
    description: 'Line under the portal name on the code screen',
  },
  subtitleSend: {
    id: 'LoginCard.subtitleSend',
    defaultMessage: 'Reset your password',
    description: 'Line under the portal name on the reset request',
  },
  subtitleSet: {
    id: 'LoginCard.subtitleSet',
    defaultMessage: 'Choose a new password',
    description: 'Line under the portal name on the new password screen',
  },
  subtitle: {
    id: 'LoginCard.subtitle',
    defaultMessage: 'Log in to continue',
    description: 'Line under the portal name on the login card',
  },
});
