import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { oneTimeCode, providerLogoDataUrl, strongPassword } from '../test/fixtures';
import {
  accountServerHandlers,
  api,
  changePasswordErrorHandler,
  errorHandler,
  loginPendingHandler,
  loginRejectedHandler,
  loginThrottledHandler,
  recoverPasswordErrorHandler,
  recoverPasswordThrottledHandler,
} from '../test/handlers';
import { LoginCard } from './LoginCard';

const meta = {
  tags: ['autodocs'],
  title: 'Sign-in/LoginCard',
  component: LoginCard,
  parameters: { layout: 'fullscreen', token: null },
  args: {
    scope: 'customer',
    portalName: 'Nordic Service Portal',
    logoUrl: providerLogoDataUrl,
    onLoggedIn: fn(),
    onForgotPassword: fn(),
    onModeChange: fn(),
  },
  decorators: [
    (Story) => (
      <div
        style={{
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          padding: '24px 16px',
          boxSizing: 'border-box',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'kari.nordmann@fjordbakeri.example';

/** Empty form: Login is disabled until the e-mail is valid and a password is typed. */
export const Default: Story = {};

/** Both fields filled: Login is enabled. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/e-mail|e-post/i), EMAIL);
    await userEvent.type(canvas.getByLabelText(/^(password|passord)$/i), 'hemmelig-passord');
    await expect(canvas.getByRole('button', { name: /login|logg inn/i })).toBeEnabled();
  },
};

/** Texts appear once a field has been left: a malformed e-mail and an empty password. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/e-mail|e-post/i), 'kari.nordmann@fjordbakeri');
    await userEvent.click(canvas.getByLabelText(/^(password|passord)$/i));
    await userEvent.click(canvasElement);
    await expect(canvas.getByLabelText(/e-mail|e-post/i)).toBeInvalid();
  },
};

/** Both fields left empty. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/e-mail|e-post/i));
    await userEvent.click(canvas.getByLabelText(/^(password|passord)$/i));
    await userEvent.click(canvasElement);
  },
};

/** The login request is running: spinner, aria-busy, button disabled, fields read-only. */
export const Busy: Story = {
  parameters: { msw: { handlers: [loginPendingHandler()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/e-mail|e-post/i), EMAIL);
    await userEvent.type(canvas.getByLabelText(/^(password|passord)$/i), 'hemmelig-passord');
    await userEvent.click(canvas.getByRole('button', { name: /login|logg inn/i }));
    await expect(await canvas.findByRole('button', { name: /login|logg inn/i })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server rejected the credentials (401): an inline alert; the fields keep their values. */
export const InvalidPassword: Story = {
  parameters: { msw: { handlers: [loginRejectedHandler()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/e-mail|e-post/i), EMAIL);
    await userEvent.type(canvas.getByLabelText(/^(password|passord)$/i), 'feil-passord');
    await userEvent.click(canvas.getByRole('button', { name: /login|logg inn/i }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

/**
 * The right password of a customer account on the partner portal (403): the card says the account
 * cannot use this portal and names the other one, instead of Invalid password.
 */
export const WrongPortal: Story = {
  args: { scope: 'partner' },
  parameters: {
    msw: {
      handlers: [
        errorHandler('post', api('/token'), 403, 'This account cannot sign in to the partner portal'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/e-mail|e-post/i), EMAIL);
    await userEvent.type(canvas.getByLabelText(/^(password|passord)$/i), 'Demo1234!');
    await userEvent.click(canvas.getByRole('button', { name: /login|logg inn/i }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/partner portal|partnerportalen/i);
  },
};

/**
 * The API gave no answer at all (server down, or an embedding page whose origin the server's
 * CORS_ORIGINS does not list): the card says so, with Try again, instead of the form.
 */
export const Unreachable: Story = {
  args: { portalName: undefined },
  parameters: { msw: { handlers: [http.get(api('/app/portal'), () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /try again|prøv igjen/i })).toBeInTheDocument();
  },
};

/** Norwegian, the API unreachable. */
export const NorwegianUnreachable: Story = {
  ...Unreachable,
  globals: { locale: 'no' },
};

/** Norwegian: a partner account on the customer portal. */
export const NorwegianWrongPortal: Story = {
  ...WrongPortal,
  args: { scope: 'customer' },
  parameters: {
    msw: {
      handlers: [
        errorHandler('post', api('/token'), 403, 'This account cannot sign in to the customer portal'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/e-post/i), EMAIL);
    await userEvent.type(canvas.getByLabelText(/^passord$/i), 'Demo1234!');
    await userEvent.click(canvas.getByRole('button', { name: /logg inn/i }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/kundeportalen/);
  },
  globals: { locale: 'no' },
};

/**
 * Too many failed attempts for the address (429 with Retry-After: 300): the card says how long
 * to wait instead of Invalid password.
 */
export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: [loginThrottledHandler(300)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/e-mail|e-post/i), EMAIL);
    await userEvent.type(canvas.getByLabelText(/^(password|passord)$/i), 'feil-passord');
    await userEvent.click(canvas.getByRole('button', { name: /login|logg inn/i }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /try again in 5 minutes|prøv igjen om 5 minutter/i,
    );
  },
};

/** Too many attempts, with a wait under a minute (Retry-After: 40): said in seconds. */
export const TooManyAttemptsSeconds: Story = {
  ...TooManyAttempts,
  parameters: { msw: { handlers: [loginThrottledHandler(40)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/e-mail|e-post/i), EMAIL);
    await userEvent.type(canvas.getByLabelText(/^(password|passord)$/i), 'feil-passord');
    await userEvent.click(canvas.getByRole('button', { name: /login|logg inn/i }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/40 (seconds|sekunder)/i);
  },
};

/** The password shown as plain text (toggle pressed). */
export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^(password|passord)$/i), 'hemmelig-passord');
    await userEvent.click(canvas.getByRole('button', { name: /show password|vis passord/i }));
  },
};

/** The provider logo could not be loaded: broken-image icon with the tooltip "Failed to load image". */
export const BrokenLogo: Story = {
  args: { logoUrl: 'data:image/png;base64,bm90LWFuLWltYWdl' },
};

/** No portal name given: the card asks the portal options for `PortalName`. */
export const PortalNameFromOptions: Story = {
  args: { portalName: undefined },
};

/** Partner sign-in without a configured name, and without the Forgot password handler. */
export const PartnerWithoutForgotPassword: Story = {
  args: { scope: 'partner', portalName: undefined, onForgotPassword: undefined, onModeChange: undefined },
  parameters: { msw: { handlers: [] } },
};

/** Norwegian texts (also `nb` and `nn`). */
export const Norwegian: Story = {
  globals: { locale: 'no' },
};

/** Norwegian, with validation texts. */
export const NorwegianValidationErrors: Story = {
  ...ValidationErrors,
  globals: { locale: 'no' },
};

/** Phone width (390 px). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Norwegian, too many attempts: "For mange forsøk. Prøv igjen om 5 minutter." */
export const NorwegianTooManyAttempts: Story = {
  ...TooManyAttempts,
  globals: { locale: 'no' },
};

/** Phone width, too many attempts. */
export const PhoneTooManyAttempts: Story = {
  ...TooManyAttempts,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Phone width, invalid password. */
export const PhoneInvalidPassword: Story = {
  ...InvalidPassword,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/* ------------------------------------------------------------------ password recovery */

const phone = { viewport: { value: 'phone', isRotated: false } };
const codeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/one-time code|engangskode/i);

async function fillNewPassword(canvasElement: HTMLElement, password: string, confirm: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^(new password|nytt passord)$/i), password);
  if (confirm) await userEvent.type(canvas.getByLabelText(/^(confirm password|bekreft passord)$/i), confirm);
}

/** Reset request (`mode=send`): the e-mail from the address, Send and Back. */
export const SendRequest: Story = {
  args: { mode: 'send', email: EMAIL },
};

/** Reset request without an e-mail: Send stays disabled until a valid address is typed. */
export const SendRequestEmpty: Story = {
  args: { mode: 'send' },
};

/** The request was refused (400): the server's Message in the red snackbar. */
export const SendFailure: Story = {
  args: { mode: 'send', email: EMAIL },
  parameters: { msw: { handlers: [recoverPasswordErrorHandler(400, 'username must be an e-mail address')] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^send$/i }));
    await expect(await within(document.body).findByRole('alert')).toBeInTheDocument();
  },
};

/** Too many requests for codes (429 with Retry-After: 3600): the wait in the red snackbar. */
export const SendTooManyAttempts: Story = {
  args: { mode: 'send', email: EMAIL },
  parameters: { msw: { handlers: [recoverPasswordThrottledHandler(3600)] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^send$/i }));
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      /try again in 1 hour|prøv igjen om 1 time/i,
    );
  },
};

/** Norwegian, too many requests for codes. */
export const NorwegianSendTooManyAttempts: Story = {
  ...SendTooManyAttempts,
  globals: { locale: 'no' },
};

/**
 * After a success, back on the reset request (Send a new code): Password sent with the note to
 * check the e-mail, Enter the code, and Send reads Send again. The card keeps its own mode here.
 */
export const PasswordSent: Story = {
  args: { mode: undefined, email: EMAIL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /forgot password/i }));
    await userEvent.click(canvas.getByRole('button', { name: /^send$/i }));
    await userEvent.click(await canvas.findByRole('button', { name: /send a new code/i }));
    await expect(canvas.getByRole('button', { name: /send again/i })).toBeInTheDocument();
  },
};

/** Code screen (`mode=otp`): one numeric field; Confirm waits for a validated code. */
export const CodeEntry: Story = {
  args: { mode: 'otp', email: EMAIL },
};

/** The sixth digit was typed and the check runs. */
export const CodeChecking: Story = {
  args: { mode: 'otp', email: EMAIL },
  parameters: { msw: { handlers: accountServerHandlers({ validateDelayMs: 'infinite' }) } },
  play: async ({ canvasElement }) => {
    await userEvent.type(codeField(canvasElement), oneTimeCode);
  },
};

/** The code was accepted: Code validated in green, Confirm enabled. */
export const CodeValidated: Story = {
  args: { mode: 'otp', email: EMAIL },
  play: async ({ canvasElement }) => {
    await userEvent.type(codeField(canvasElement), oneTimeCode);
    await expect(
      await within(canvasElement).findByText(/code validated|koden er godkjent/i),
    ).toBeInTheDocument();
  },
};

/** A wrong code: Invalid code in red, Confirm stays disabled. */
export const InvalidCode: Story = {
  args: { mode: 'otp', email: EMAIL },
  play: async ({ canvasElement }) => {
    await userEvent.type(codeField(canvasElement), '111111');
    await expect(await within(canvasElement).findByText(/invalid code|ugyldig kode/i)).toBeInTheDocument();
  },
};

/** New password (`mode=set`) with the code from the address. */
export const NewPassword: Story = {
  args: { mode: 'set', email: EMAIL, otp: oneTimeCode },
};

/** Confirm on empty fields: Please type password. and Please type confirm password. */
export const NewPasswordRequired: Story = {
  args: { mode: 'set', email: EMAIL, otp: oneTimeCode },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(confirm|bekreft)$/i }));
  },
};

/** A weak password: the first rule it fails (here: At least one capital letter). */
export const WeakPassword: Story = {
  args: { mode: 'set', email: EMAIL, otp: oneTimeCode },
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'fjord2024!', '');
    await userEvent.click(canvasElement);
    await expect(
      within(canvasElement).getByText(/^(at least one capital letter|minst én stor bokstav)$/i),
    ).toBeInTheDocument();
  },
};

/** A password of three characters: Minimum 8 characters. */
export const ShortPassword: Story = {
  args: { mode: 'set', email: EMAIL, otp: oneTimeCode },
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, 'Ab1', 'Ab1');
    await userEvent.click(canvasElement);
  },
};

/** The confirmation differs: The password confirmation does not match. */
export const PasswordMismatch: Story = {
  args: { mode: 'set', email: EMAIL, otp: oneTimeCode },
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, strongPassword, 'Fjord2024?');
    await userEvent.click(canvasElement);
    await expect(within(canvasElement).getByText(/does not match|ikke like/i)).toBeInTheDocument();
  },
};

/** The change was refused (400): the server's Message in the red snackbar. */
export const ChangeFailure: Story = {
  args: { mode: 'set', email: EMAIL, otp: oneTimeCode },
  parameters: { msw: { handlers: [changePasswordErrorHandler()] } },
  play: async ({ canvasElement }) => {
    await fillNewPassword(canvasElement, strongPassword, strongPassword);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(confirm|bekreft)$/i }));
    await expect(await within(document.body).findByRole('alert')).toBeInTheDocument();
  },
};

/** The password was changed: Password changed successfully, and the card logs in with it. */
export const PasswordChanged: Story = {
  args: { mode: 'set', email: EMAIL, otp: oneTimeCode },
  parameters: { msw: { handlers: accountServerHandlers() } },
  play: async ({ canvasElement, args }) => {
    await fillNewPassword(canvasElement, strongPassword, strongPassword);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(confirm|bekreft)$/i }));
    await expect(
      await within(document.body).findByText(/password changed|passordet er endret/i),
    ).toBeInTheDocument();
    // The automatic login runs after the snackbar shows.
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalled());
  },
};

/** Norwegian reset request. */
export const NorwegianSendRequest: Story = {
  ...SendRequest,
  globals: { locale: 'no' },
};

/** Norwegian code screen with an invalid code. */
export const NorwegianInvalidCode: Story = {
  ...InvalidCode,
  globals: { locale: 'no' },
};

/** Norwegian new password with a mismatch. */
export const NorwegianPasswordMismatch: Story = {
  ...PasswordMismatch,
  globals: { locale: 'no' },
};

/** Phone width, reset request. */
export const PhoneSendRequest: Story = {
  ...SendRequest,
  globals: phone,
};

/** Phone width, code validated. */
export const PhoneCodeValidated: Story = {
  ...CodeValidated,
  globals: phone,
};

/** Phone width, weak password. */
export const PhoneWeakPassword: Story = {
  ...WeakPassword,
  globals: phone,
};
