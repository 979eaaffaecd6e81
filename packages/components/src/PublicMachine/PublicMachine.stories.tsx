import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  newMachineQr,
  otherCaller,
  privateMachine,
  privateQr,
  publicMachineOtherCaller,
  publicMachineOwner,
  publicMachineSwitchable,
  publicQr,
  token,
} from '../test/fixtures';
import {
  publicHistoryErrorHandler,
  publicHistorySlowHandler,
  publicMachineErrorHandler,
  publicMachineHandlers,
  publicResourcesEmptyHandler,
} from '../test/handlers';
import { PublicMachine } from './PublicMachine';

const phone = { viewport: { value: 'phone', isRotated: false } };
const signedOut = { token: null, msw: { handlers: publicMachineHandlers() } };
const signedInAs = (machines: Parameters<typeof publicMachineHandlers>[0]) => ({
  msw: { handlers: publicMachineHandlers(machines) },
});

const meta = {
  tags: ['autodocs'],
  title: 'Public/PublicMachine',
  component: PublicMachine,
  parameters: { layout: 'fullscreen', ...signedOut },
  args: { qr: publicQr, onLocaleChange: fn(), onOwner: fn() },
} satisfies Meta<typeof PublicMachine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor scanned the label of a public machine: the limited information and Log in. */
export const Public: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Kombidamper hovedkjøkken',
    );
  },
};

/** The service history tab: dates, kinds and statuses, no prices or reports. */
export const HistoryFilled: Story = { args: { section: 'history' } };

/** A machine that has never been serviced. */
export const HistoryEmpty: Story = { args: { qr: newMachineQr, section: 'history' } };

/** The history is on its way. */
export const HistoryLoading: Story = {
  args: { section: 'history' },
  parameters: { msw: { handlers: [publicHistorySlowHandler(), ...publicMachineHandlers()] } },
};

/** The history failed to load: Try again. */
export const HistoryError: Story = {
  args: { section: 'history' },
  parameters: { msw: { handlers: [publicHistoryErrorHandler(), ...publicMachineHandlers()] } },
};

/** The resources tab: the supplier's and the model's folders (files open without a token). */
export const Resources: Story = { args: { section: 'resources' } };

/** No public resources at all. */
export const ResourcesEmpty: Story = {
  args: { section: 'resources' },
  parameters: { msw: { handlers: [publicResourcesEmptyHandler(), ...publicMachineHandlers()] } },
};

/** A machine that is not public: the private message and Log in. */
export const Private: Story = { args: { qr: privateQr } };

/** A private machine, signed in with another organisation's account. */
export const PrivateOtherAccount: Story = {
  args: { qr: privateQr },
  parameters: {
    token,
    ...signedInAs({ signedIn: { [privateQr]: { ...privateMachine, SignedInAs: otherCaller } } }),
  },
};

/** Signed in with an account of another organisation: public mode, and it says so. */
export const OtherAccount: Story = {
  parameters: { token, ...signedInAs({ signedIn: { [publicQr]: publicMachineOtherCaller } }) },
};

/** The owning organisation is another of the user's organisations: Switch. */
export const MaySwitch: Story = {
  parameters: { token, ...signedInAs({ signedIn: { [publicQr]: publicMachineSwitchable } }) },
};

/** Signed in as the owner: Open full machine page (the portal goes there by itself). */
export const Owner: Story = {
  parameters: { token, ...signedInAs({ signedIn: { [publicQr]: publicMachineOwner } }) },
};

/** Log in chosen: the customer login card in place of the page, with a way back. */
export const LoginOpen: Story = { args: { loginOpen: true, onLoginClose: fn() } };

/** Phone, the login card. */
export const PhoneLoginOpen: Story = { ...LoginOpen, globals: phone };

/** An unknown QR code. */
export const NotFound: Story = { args: { qr: 'QR99999' } };

/** The machine call failed. */
export const Error: Story = {
  parameters: { msw: { handlers: [publicMachineErrorHandler(), ...publicMachineHandlers()] } },
};

/** The page is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: publicMachineHandlers({ wait: 'infinite' }) } },
};

/** Norwegian texts. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian service history. */
export const NorwegianHistory: Story = { args: { section: 'history' }, globals: { locale: 'no' } };

/** Norwegian private message. */
export const NorwegianPrivate: Story = { args: { qr: privateQr }, globals: { locale: 'no' } };

/** Phone (390 px). */
export const Phone: Story = { globals: phone };

/** Phone, the service history. */
export const PhoneHistory: Story = { args: { section: 'history' }, globals: phone };

/** Phone, the resources. */
export const PhoneResources: Story = { args: { section: 'resources' }, globals: phone };

/** Phone, another organisation's account. */
export const PhoneOtherAccount: Story = { ...OtherAccount, globals: phone };

/** Phone, the private message. */
export const PhonePrivate: Story = { args: { qr: privateQr }, globals: phone };
