import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { machines, makeMachines } from '../test/fixtures';
import {
  createJobHandler,
  createJobRejectedHandler,
  errorHandler,
  api,
  machineSearchErrorHandler,
  machineSearchHandler,
  machinesHandler,
} from '../test/handlers';
import { NewJobDialog } from './NewJobDialog';

const phone = { viewport: { value: 'phone', isRotated: false } };
const oven = machines[4]!;
const dishwasher = machines[3]!;

/** The dialog renders in a portal on document.body, outside the story's canvas. */
const screen = () => within(document.body);

const meta = {
  tags: ['autodocs'],
  title: 'Customer/NewJobDialog',
  component: NewJobDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), onCreated: fn() },
} satisfies Meta<typeof NewJobDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: nothing chosen, Order disabled. */
export const Empty: Story = {};

/** Two machines ticked; their description fields wait for text, so Order stays disabled. */
export const Choosing: Story = {
  play: async () => {
    const body = screen();
    await userEvent.click(await body.findByRole('checkbox', { name: new RegExp(`^${oven.DisplayName}`) }));
    await userEvent.click(body.getByRole('checkbox', { name: new RegExp(`^${dishwasher.DisplayName}`) }));
    await expect(body.getByRole('button', { name: /^order service$|^bestill service$/i })).toBeDisabled();
  },
};

/** Opened from a machine (`initialMachineIds`), every description given: Order is enabled. */
export const Filled: Story = {
  args: { initialMachineIds: [oven.Id, dishwasher.Id] },
  play: async () => {
    const body = screen();
    await userEvent.type(
      await body.findByRole('textbox', { name: oven.DisplayName! }),
      'Stops with error E21 after ten minutes.',
    );
    await userEvent.type(
      body.getByRole('textbox', { name: dishwasher.DisplayName! }),
      'Leaks water at the door.',
    );
    await expect(body.getByRole('button', { name: /^order service$|^bestill service$/i })).toBeEnabled();
  },
};

/** The server's answer comes 700 ms after the typing stops (spec §9). */
const WAIT = { timeout: 4000 };

/** Searching the machines on the server: "rational" finds the Rational combi ovens (by supplier). */
export const Searching: Story = {
  play: async () => {
    const body = screen();
    await userEvent.type(await body.findByRole('searchbox'), 'rational');
    await expect(await body.findAllByRole('checkbox', { name: /Combi oven/ }, WAIT)).not.toHaveLength(0);
    await expect(body.queryByRole('checkbox', { name: /Forklift/ })).toBeNull();
  },
};

/** The search has not been answered yet: "Searching…". */
export const SearchWaiting: Story = {
  parameters: { msw: { handlers: [machineSearchHandler(machines, 'infinite')] } },
  play: async () => {
    await userEvent.type(await screen().findByRole('searchbox'), 'oven');
  },
};

/** The search finds nothing. */
export const SearchNoMatch: Story = {
  play: async () => {
    await userEvent.type(await screen().findByRole('searchbox'), 'espresso');
  },
};

/** The search failed: a note with Retry. */
export const SearchFailed: Story = {
  parameters: { msw: { handlers: [machineSearchErrorHandler('Search unavailable')] } },
  play: async () => {
    await userEvent.type(await screen().findByRole('searchbox'), 'oven');
  },
};

/** A big organisation: 50 machines, then "Show more equipment". */
export const ManyMachines: Story = {
  parameters: {
    msw: { handlers: [machinesHandler(makeMachines(140)), machineSearchHandler(makeMachines(140))] },
  },
};

/** More matches than the 50 shown: "Type more to narrow the search". */
export const ManyMatches: Story = {
  parameters: {
    msw: { handlers: [machinesHandler(makeMachines(140)), machineSearchHandler(makeMachines(140))] },
  },
  play: async () => {
    await userEvent.type(await screen().findByRole('searchbox'), 'a');
  },
};

/** Order pressed, the server has not answered yet: the button is busy and the form locked. */
export const Busy: Story = {
  args: { initialMachineIds: [oven.Id] },
  parameters: { msw: { handlers: [createJobHandler({ delayMs: 'infinite' })] } },
  play: async () => {
    const body = screen();
    await userEvent.type(await body.findByRole('textbox', { name: oven.DisplayName! }), 'Broken door hinge.');
    await userEvent.click(body.getByRole('button', { name: /^order service$|^bestill service$/i }));
    await waitFor(() =>
      expect(body.getByRole('button', { name: /^order service$|^bestill service$/i })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** The server refused the order (400): its Message shows in the dialog. */
export const Rejected: Story = {
  args: { initialMachineIds: [oven.Id] },
  parameters: { msw: { handlers: [createJobRejectedHandler()] } },
  play: async () => {
    const body = screen();
    await userEvent.type(await body.findByRole('textbox', { name: oven.DisplayName! }), 'Broken door hinge.');
    await userEvent.click(body.getByRole('button', { name: /^order service$|^bestill service$/i }));
    await expect(await body.findByRole('alert')).toBeInTheDocument();
  },
};

/** The machines are loading. */
export const LoadingMachines: Story = {
  parameters: { msw: { handlers: [machinesHandler(machines, { firstPageDelay: 'infinite' })] } },
};

/** The machines could not be loaded: a failed state with Retry. */
export const MachinesFailed: Story = {
  parameters: {
    msw: { handlers: [errorHandler('get', api('/customer/machines/filtered'), 500, 'Machines unavailable')] },
  },
};

/** The organisation has no machines. */
export const NoMachines: Story = { parameters: { msw: { handlers: [machinesHandler([])] } } };

/** Phone (390 px): full screen, the machine list above the descriptions. */
export const Phone: Story = { args: { initialMachineIds: [oven.Id] }, globals: phone };

/** Norwegian. */
export const Norwegian: Story = {
  args: { initialMachineIds: [oven.Id, dishwasher.Id] },
  globals: { locale: 'no' },
};

/** Norwegian, searching on the server. */
export const NorwegianSearching: Story = { ...SearchWaiting, globals: { locale: 'no' } };

/** Norwegian on a phone. */
export const NorwegianPhone: Story = {
  args: { initialMachineIds: [oven.Id] },
  globals: { locale: 'no', ...phone },
};

/** Opened from a button; ordering shows "Job created" and closes the dialog. */
export const Interactive: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button variant="primary" onClick={() => setOpen(true)}>
          Order service
        </Button>
        <NewJobDialog
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </div>
    );
  },
};
