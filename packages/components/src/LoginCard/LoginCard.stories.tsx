import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { providerLogoDataUrl } from '../test/fixtures';
import { loginPendingHandler, loginRejectedHandler } from '../test/handlers';
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
  args: { scope: 'partner', portalName: undefined, onForgotPassword: undefined },
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

/** Phone width, invalid password. */
export const PhoneInvalidPassword: Story = {
  ...InvalidPassword,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
