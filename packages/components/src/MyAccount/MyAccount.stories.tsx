import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerShell } from '../CustomerShell';
import { PartnerShell } from '../PartnerShell';
import {
  moderatorUserInfo,
  oneTimeCode,
  partnerUserInfo,
  plainUserInfo,
  strongPassword,
} from '../test/fixtures';
import {
  accountServerHandlers,
  api,
  changePasswordErrorHandler,
  delayedHandler,
  errorHandler,
  partnerUserInfoHandler,
  userInfoHandler,
} from '../test/handlers';
import { MyAccount } from './MyAccount';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Account/MyAccount',
  component: MyAccount,
  parameters: { layout: 'fullscreen' },
  args: { scope: 'customer' },
} satisfies Meta<typeof MyAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: /^(password|passord)$/i });
const click = (canvasElement: HTMLElement, name: RegExp) =>
  userEvent.click(within(card(canvasElement)).getByRole('button', { name }));

async function toCode(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: /change password|endre passord/i }),
  );
  await click(canvasElement, /^send$/i);
  return within(card(canvasElement)).findByLabelText(/one-time code|engangskode/i);
}

async function toNewPassword(canvasElement: HTMLElement) {
  await userEvent.type(await toCode(canvasElement), oneTimeCode);
  await within(card(canvasElement)).findByText(/code validated|koden er godkjent/i);
  await click(canvasElement, /^(confirm|bekreft)$/i);
}

/** A customer moderator: name, e-mail, organisation with its number, role; Change password. */
export const Customer: Story = {};

/** A customer user (type 6). */
export const CustomerUser: Story = {
  parameters: { msw: { handlers: [userInfoHandler(plainUserInfo)] } },
};

/** A partner technician: the partner company instead of the organisation. */
export const Partner: Story = { args: { scope: 'partner' } };

/** A partner account without a company. */
export const PartnerWithoutCompany: Story = {
  args: { scope: 'partner' },
  parameters: { msw: { handlers: [partnerUserInfoHandler({ ...partnerUserInfo, PartnerCompany: null })] } },
};

/** The user info is on its way. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [delayedHandler('get', api('/customer/userinfo'), moderatorUserInfo, 'infinite')] },
  },
};

/** The user info failed (500): its message and Try again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [errorHandler('get', api('/customer/userinfo'), 500, 'Database unavailable')] },
  },
};

/** Step 1: the code goes to the user's own e-mail. */
export const SendCode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /change password|endre passord/i }),
    );
  },
};

/** Step 2: the code, validated on the sixth digit. */
export const CodeValidated: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await toCode(canvasElement), oneTimeCode);
    await expect(
      await within(canvasElement).findByText(/code validated|koden er godkjent/i),
    ).toBeInTheDocument();
  },
};

/** Step 2 with a wrong code: Invalid code. */
export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await toCode(canvasElement), '000000');
    await expect(await within(canvasElement).findByText(/invalid code|ugyldig kode/i)).toBeInTheDocument();
  },
};

/** Step 3: a weak password and a confirmation that does not match. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    await toNewPassword(canvasElement);
    const region = within(card(canvasElement));
    await userEvent.type(region.getByLabelText(/^(new password|nytt passord)$/i), 'fjord2024');
    await userEvent.type(region.getByLabelText(/^(confirm password|bekreft passord)$/i), 'fjord');
    await userEvent.click(canvasElement);
  },
};

/** Step 3 while typing: the checklist ticks the rules met so far (the field is not left yet). */
export const PasswordRulesTicking: Story = {
  play: async ({ canvasElement }) => {
    await toNewPassword(canvasElement);
    const region = within(card(canvasElement));
    await userEvent.type(region.getByLabelText(/^(new password|nytt passord)$/i), 'Fjord2024');
    await expect(await region.findByText(/3 (of|av) 4/)).toBeInTheDocument();
  },
};

/** Step 3, Confirm pressed with unmet rules: refused, every unmet rule in red at once. */
export const PasswordRefused: Story = {
  play: async ({ canvasElement }) => {
    await toNewPassword(canvasElement);
    const region = within(card(canvasElement));
    await userEvent.type(region.getByLabelText(/^(new password|nytt passord)$/i), 'fjord');
    await userEvent.type(region.getByLabelText(/^(confirm password|bekreft passord)$/i), 'fjord');
    await userEvent.click(region.getByRole('button', { name: /^(confirm|bekreft)$/i }));
    await expect(region.getByLabelText(/^(new password|nytt passord)$/i)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Done: Password changed successfully (the session goes on with the new password). */
export const PasswordChanged: Story = {
  parameters: { msw: { handlers: accountServerHandlers() } },
  play: async ({ canvasElement }) => {
    await toNewPassword(canvasElement);
    const region = within(card(canvasElement));
    await userEvent.type(region.getByLabelText(/^(new password|nytt passord)$/i), strongPassword);
    await userEvent.type(region.getByLabelText(/^(confirm password|bekreft passord)$/i), strongPassword);
    await click(canvasElement, /^(confirm|bekreft)$/i);
    await expect(await region.findByRole('status')).toBeInTheDocument();
  },
};

/** The change was refused (400): the server's Message in the red snackbar. */
export const ChangeFailure: Story = {
  parameters: {
    msw: { handlers: [changePasswordErrorHandler('The code has expired. Request a new code.')] },
  },
  play: async ({ canvasElement }) => {
    await toNewPassword(canvasElement);
    const region = within(card(canvasElement));
    await userEvent.type(region.getByLabelText(/^(new password|nytt passord)$/i), strongPassword);
    await userEvent.type(region.getByLabelText(/^(confirm password|bekreft passord)$/i), strongPassword);
    await click(canvasElement, /^(confirm|bekreft)$/i);
    await expect(await within(document.body).findByRole('alert')).toBeInTheDocument();
  },
};

/** Inside the customer shell, as on /customer/account (My account is in the account menu). */
export const InCustomerShell: Story = {
  render: (args) => (
    <CustomerShell locale="en" onLocaleChange={fn()} onLogout={fn()}>
      <MyAccount {...args} />
    </CustomerShell>
  ),
};

/** Inside the partner shell, as on /partner/account. */
export const InPartnerShell: Story = {
  args: { scope: 'partner' },
  render: (args) => (
    <PartnerShell locale="en" onLocaleChange={fn()} onLogout={fn()}>
      <MyAccount {...args} />
    </PartnerShell>
  ),
};

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian, the code screen with a validated code. */
export const NorwegianCodeValidated: Story = { ...CodeValidated, globals: { locale: 'no' } };

/** Phone width (390 px). */
export const Phone: Story = { globals: phone };

/** Phone width, weak password. */
export const PhoneWeakPassword: Story = { ...WeakPassword, globals: phone };

/** Step 3 refused, in Norwegian. */
export const NorwegianPasswordRefused: Story = { ...PasswordRefused, globals: { locale: 'no' } };

/** Phone width, partner. */
export const PhonePartner: Story = { ...Partner, globals: phone };
