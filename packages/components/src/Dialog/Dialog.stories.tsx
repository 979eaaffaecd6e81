import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

const meta = {
  tags: ['autodocs'],
  title: 'Building blocks/Dialog',
  component: Dialog,
  parameters: { layout: 'centered' },
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Order service',
    description: 'Choose the machines and describe the fault.',
    children: <TextField label="Description" />,
    actions: (
      <>
        <Button>Cancel</Button>
        <Button variant="primary">Order</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = {
  args: {
    size: 'large',
    title: 'Exploded view: Hydraulic unit',
    description: undefined,
    children: <p>A large dialog holds a drawing or a table.</p>,
  },
};
export const WithoutActions: Story = { args: { actions: undefined } };

/** Below 600 px every dialog fills the screen. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Opened from a button; closing returns focus to it. */
export const Interactive: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="primary" onClick={() => setOpen(true)}>
          Open dialog
        </Button>
        <Dialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};

export const Confirm: StoryObj<typeof ConfirmDialog> = {
  render: () => (
    <ConfirmDialog
      open
      onOpenChange={() => {}}
      title="Deactivate Kari Nordmann"
      message="Are you sure?"
      confirmLabel="Deactivate"
      onConfirm={() => {}}
    />
  ),
};

export const ConfirmBusy: StoryObj<typeof ConfirmDialog> = {
  render: () => (
    <ConfirmDialog
      open
      busy
      onOpenChange={() => {}}
      title="Deactivate Kari Nordmann"
      message="Are you sure?"
      confirmLabel="Deactivate"
      onConfirm={() => {}}
    />
  ),
};
