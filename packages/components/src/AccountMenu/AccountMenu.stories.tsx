import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountMenu } from './AccountMenu';

const meta = {
  tags: ['autodocs'],
  title: 'Customer/AccountMenu',
  component: AccountMenu,
  parameters: { layout: 'padded' },
  args: {
    name: 'Kari Nordmann',
    email: 'kari.nordmann@fjordbakeri.example',
    locale: 'en',
    onLocaleChange: fn(),
    onLogout: fn(),
    placement: 'below',
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Avatar-only button, as in the phone top bar. */
export const AvatarOnly: Story = { args: { triggerVariant: 'avatar' } };

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /my account|min konto/i }));
    await expect(await canvas.findByRole('menu')).toBeInTheDocument();
  },
};

export const OpenNorwegian: Story = { ...Open, args: { locale: 'no' }, globals: { locale: 'no' } };

/** With `accountHref`: a My account item between the languages and Log out (both shells pass one). */
export const OpenWithMyAccount: Story = {
  ...Open,
  args: { accountHref: '/customer/account', onAccount: fn() },
};

/** The same in Norwegian. */
export const OpenWithMyAccountNorwegian: Story = {
  ...OpenWithMyAccount,
  args: { ...OpenWithMyAccount.args, locale: 'no' },
  globals: { locale: 'no' },
};
