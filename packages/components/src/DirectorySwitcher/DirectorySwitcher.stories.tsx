import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { plainUserInfo, userInfoWithOrganisations } from '../test/fixtures';
import {
  organizationServerHandlers,
  userInfoHandler,
  type OrganizationServerOptions,
} from '../test/handlers';
import { DirectorySwitcher } from './DirectorySwitcher';

/** A server whose user info follows the switch, for a user with `count` organisations. */
function organisations(count: number, options: OrganizationServerOptions = {}) {
  const userInfo = userInfoWithOrganisations(count);
  return {
    msw: { handlers: [...organizationServerHandlers({ userInfo, ...options }), userInfoHandler(userInfo)] },
  };
}

const openList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /change organisation|bytt organisasjon/ }));
  return within(canvasElement.ownerDocument.body);
};

const meta = {
  tags: ['autodocs'],
  title: 'Customer/DirectorySwitcher',
  component: DirectorySwitcher,
  parameters: { layout: 'padded', ...organisations(2) },
  args: { onSwitched: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 520, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DirectorySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One organisation: its name and number, nothing to choose. */
export const OneOrganisation: Story = { parameters: { msw: { handlers: [userInfoHandler(plainUserInfo)] } } };

/** Two organisations: a button with a dropdown. */
export const TwoOrganisations: Story = {};

/** Two organisations, the list open (no search box). */
export const TwoOrganisationsOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = await openList(canvasElement);
    await expect(await body.findByRole('listbox')).toBeInTheDocument();
  },
};

/** Seven organisations, the list open with its search box (more than 5). */
export const SevenOrganisationsOpen: Story = {
  parameters: organisations(7),
  play: async ({ canvasElement }) => {
    const body = await openList(canvasElement);
    await expect(await body.findByRole('combobox')).toBeInTheDocument();
  },
};

/** Seven organisations, searching for "bakeri". */
export const SevenOrganisationsSearching: Story = {
  parameters: organisations(7),
  play: async ({ canvasElement }) => {
    const body = await openList(canvasElement);
    await userEvent.type(await body.findByRole('combobox'), 'bakeri');
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(3));
  },
};

/** A choice made: the switch runs (busy until the server answers). */
export const Switching: Story = {
  parameters: organisations(2, { writeDelay: 'infinite' }),
  play: async ({ canvasElement }) => {
    const body = await openList(canvasElement);
    await userEvent.click(await body.findByRole('option', { name: /Trondheim/ }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /change organisation/ })).toHaveAttribute(
        'aria-busy',
      ),
    );
  },
};

/** Switched: the button shows the new organisation (the host would reload now). */
export const Switched: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openList(canvasElement);
    await userEvent.click(await body.findByRole('option', { name: /Trondheim/ }));
    await waitFor(() => expect(args.onSwitched).toHaveBeenCalledWith(102));
  },
};

/** Norwegian, seven organisations, open. */
export const Norwegian: Story = { ...SevenOrganisationsOpen, globals: { locale: 'no' } };

/** On a phone the dropdown fits the screen. */
export const Phone: Story = {
  ...SevenOrganisationsOpen,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
