import { defineMessages } from 'react-intl';

/** Texts of the one-time-code steps shared by the login card and My account (spec §5, §8). */
export const messages = defineMessages({
  email: { id: 'PasswordSteps.email', defaultMessage: 'E-mail', description: 'Label of the e-mail field' },
  emailRequired: {
    id: 'PasswordSteps.emailRequired',
    defaultMessage: 'E-mail is required',
    description: 'Validation text: the e-mail field is empty',
  },
  emailInvalid: {
    id: 'PasswordSteps.emailInvalid',
    defaultMessage: 'E-mail must be valid',
    description: 'Validation text: the e-mail does not look like an address',
  },
  sendIntro: {
    id: 'PasswordSteps.sendIntro',
    defaultMessage:
      'Type the e-mail address of your account. We send you a one-time code to choose a new password.',
    description: 'Text above the e-mail field of the reset request',
  },
  send: {
    id: 'PasswordSteps.send',
    defaultMessage: 'Send',
    description: 'Button that sends the one-time code',
  },
  sendAgain: {
    id: 'PasswordSteps.sendAgain',
    defaultMessage: 'Send again',
    description: 'The Send button after a code was sent successfully',
  },
  back: {
    id: 'PasswordSteps.back',
    defaultMessage: 'Back',
    description: 'Button that leaves the reset request',
  },
  passwordSent: {
    id: 'PasswordSteps.passwordSent',
    defaultMessage: 'Password sent',
    description: 'Status after the one-time code was sent (spec §8)',
  },
  checkEmail: {
    id: 'PasswordSteps.checkEmail',
    defaultMessage: 'Check your e-mail for the one-time code.',
    description: 'Note under Password sent',
  },
  enterCode: {
    id: 'PasswordSteps.enterCode',
    defaultMessage: 'Enter the code',
    description: 'Button on the reset request, after a code was sent: goes to the code screen',
  },
  code: { id: 'PasswordSteps.code', defaultMessage: 'One-time code', description: 'Label of the code field' },
  codeHint: {
    id: 'PasswordSteps.codeHint',
    defaultMessage: '6 digits, checked as soon as the last one is typed',
    description: 'Hint under the code field',
  },
  checking: {
    id: 'PasswordSteps.checking',
    defaultMessage: 'Checking the code…',
    description: 'Status while the typed code is validated',
  },
  invalidCode: {
    id: 'PasswordSteps.invalidCode',
    defaultMessage: 'Invalid code',
    description: 'Status (red): the server rejected the one-time code',
  },
  codeValidated: {
    id: 'PasswordSteps.codeValidated',
    defaultMessage: 'Code validated',
    description: 'Status (green): the server accepted the one-time code',
  },
  newCode: {
    id: 'PasswordSteps.newCode',
    defaultMessage: 'Send a new code',
    description: 'Link-like button on the code screen: back to the reset request',
  },
  confirm: {
    id: 'PasswordSteps.confirm',
    defaultMessage: 'Confirm',
    description: 'Confirm button of a step',
  },
  cancel: { id: 'PasswordSteps.cancel', defaultMessage: 'Cancel', description: 'Cancel button of a step' },
  newPassword: {
    id: 'PasswordSteps.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new password field',
  },
  newPasswordHint: {
    id: 'PasswordSteps.newPasswordHint',
    defaultMessage: 'At least 8 characters, with a capital letter, a digit and a special character',
    description: 'Hint under the new password field',
  },
  confirmPassword: {
    id: 'PasswordSteps.confirmPassword',
    defaultMessage: 'Confirm password',
    description: 'Label of the confirm password field',
  },
  showPassword: {
    id: 'PasswordSteps.showPassword',
    defaultMessage: 'Show password',
    description: 'Accessible name of the toggle that shows the password fields as plain text (aria-pressed)',
  },
  required: {
    id: 'PasswordSteps.required',
    defaultMessage: 'Please type password.',
    description: 'Validation text: the new password is empty',
  },
  minLength: {
    id: 'PasswordSteps.minLength',
    defaultMessage: 'Minimum 8 characters',
    description: 'Validation text: the new password is shorter than 8 characters',
  },
  capital: {
    id: 'PasswordSteps.capital',
    defaultMessage: 'At least one capital letter',
    description: 'Validation text: the new password has no capital letter',
  },
  digit: {
    id: 'PasswordSteps.digit',
    defaultMessage: 'At least one digit',
    description: 'Validation text: the new password has no digit',
  },
  special: {
    id: 'PasswordSteps.special',
    defaultMessage: 'At least one special character',
    description: 'Validation text: the new password has no special (non-alphanumeric) character',
  },
  rules: {
    id: 'PasswordSteps.rules',
    defaultMessage: 'Password rules',
    description: 'Accessible name of the checklist of new-password rules',
  },
  ruleMet: {
    id: 'PasswordSteps.ruleMet',
    defaultMessage: ', met',
    description:
      'Read after a rule of the new-password checklist that the password meets (screen readers only)',
  },
  ruleNotMet: {
    id: 'PasswordSteps.ruleNotMet',
    defaultMessage: ', not met',
    description:
      'Read after a rule of the new-password checklist that the password does not meet yet (screen readers only)',
  },
  allRulesMet: {
    id: 'PasswordSteps.allRulesMet',
    defaultMessage: 'All password rules met',
    description: 'Announced politely when the new password meets every rule',
  },
  rulesUnmet: {
    id: 'PasswordSteps.rulesUnmet',
    defaultMessage: 'The password does not meet every rule.',
    description:
      'Error under the new password when Confirm is pressed (or the field left) with unmet rules; the checklist names them',
  },
  confirmRequired: {
    id: 'PasswordSteps.confirmRequired',
    defaultMessage: 'Please type confirm password',
    description: 'Validation text: the confirm password is empty',
  },
  mismatch: {
    id: 'PasswordSteps.mismatch',
    defaultMessage: 'The password confirmation does not match.',
    description: 'Validation text: the confirm password differs from the new password',
  },
  passwordChanged: {
    id: 'PasswordSteps.passwordChanged',
    defaultMessage: 'Password changed successfully',
    description: 'Snackbar (green) after the new password was set',
  },
  unknownError: {
    id: 'PasswordSteps.unknownError',
    defaultMessage: 'Unknown error',
    description: 'Snackbar when a failed call gives no message',
  },
});

/** Texts with values (the e-mail address, counts). */
export const valueMessages = defineMessages<{
  sendOwnIntro: { email: string };
  codeSent: { email: string };
  setIntro: { email: string };
  rulesMet: { met: number; total: number };
}>({
  rulesMet: {
    id: 'PasswordSteps.rulesMet',
    defaultMessage: '{met} of {total} password rules met',
    description: 'Announced politely while the new password is typed: how many of its rules it meets',
  },
  sendOwnIntro: {
    id: 'PasswordSteps.sendOwnIntro',
    defaultMessage: 'We send a one-time code to {email}. With it you choose a new password.',
    description: 'My account: text before the code is sent to the signed-in user’s own e-mail',
  },
  codeSent: {
    id: 'PasswordSteps.codeSent',
    defaultMessage: 'A one-time code was sent to {email}. Type it below.',
    description: 'Text of the code screen',
  },
  setIntro: {
    id: 'PasswordSteps.setIntro',
    defaultMessage: 'Choose a new password for {email}.',
    description: 'Text above the new password fields',
  },
});
