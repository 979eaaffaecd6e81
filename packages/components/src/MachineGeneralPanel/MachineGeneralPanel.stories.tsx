import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  detailMachineId,
  noModelMachineOverview,
  plainUserInfo,
  retiredMachineOverview,
} from '../test/fixtures';
import {
  machineOverviewHandler,
  machineOverviewSlowHandler,
  machineServerHandlers,
  userInfoHandler,
} from '../test/handlers';
import { MachineGeneralPanel } from './MachineGeneralPanel';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/MachineDetail/MachineGeneralPanel',
  component: MachineGeneralPanel,
  parameters: { layout: 'padded' },
  args: { machineId: detailMachineId },
} satisfies Meta<typeof MachineGeneralPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^(Edit|Rediger)$/ }));
  return canvas;
};

/** Every field of the machine, dates as month/day/year. */
export const View: Story = {};

/** Edit mode: the editable fields, the rest as text, Save and Cancel. */
export const Edit: Story = {
  parameters: { msw: { handlers: machineServerHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = await edit(canvasElement);
    await expect(canvas.getByRole('button', { name: /^(Save|Lagre)$/ })).toBeEnabled();
  },
};

/** Saving: the Save button is busy and the form is disabled. */
export const Saving: Story = {
  parameters: { msw: { handlers: machineServerHandlers({ saveDelay: 'infinite' }) } },
  play: async ({ canvasElement }) => {
    const canvas = await edit(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|Lagre)$/ }));
    await expect(canvas.getByRole('button', { name: /^(Save|Lagre)$/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The name emptied: required. */
export const NameRequired: Story = {
  parameters: { msw: { handlers: machineServerHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = await edit(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /^(Name|Navn)$/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|Lagre)$/ }));
    await expect(
      await canvas.findByText(/This field is required|Dette feltet er påkrevd/),
    ).toBeInTheDocument();
  },
};

/** The server refuses the save (400) with a message no field owns: shown above the buttons. */
export const ServerRefused: Story = {
  parameters: {
    msw: {
      handlers: machineServerHandlers({
        saveError: {
          status: 400,
          message: 'The machine is being edited by your service provider. Try again later.',
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await edit(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|Lagre)$/ }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

/** No model, 1970-01-01 purchase date and no installation date: dashes. */
export const EmptyFields: Story = {
  args: { machineId: 1044 },
  parameters: { msw: { handlers: [machineOverviewHandler(noModelMachineOverview)] } },
};

/** A retired machine. */
export const Retired: Story = {
  args: { machineId: 1003 },
  parameters: { msw: { handlers: [machineOverviewHandler(retiredMachineOverview)] } },
};

/** A customer user (type 6): may edit too. */
export const CustomerUser: Story = { parameters: { msw: { handlers: [userInfoHandler(plainUserInfo)] } } };

/** A host that offers no editing. */
export const ReadOnly: Story = { args: { canEdit: false } };

/** Loading. */
export const Loading: Story = { parameters: { msw: { handlers: [machineOverviewSlowHandler()] } } };

/** Phone. */
export const Phone: Story = { globals: phone };

/** Phone, editing. */
export const PhoneEdit: Story = { ...Edit, globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian, editing. */
export const NorwegianEdit: Story = { ...Edit, globals: { locale: 'no' } };
