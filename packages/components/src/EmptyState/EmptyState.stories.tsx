import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  tags: ['autodocs'],
  title: 'Building blocks/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: {
    title: 'No jobs yet',
    message: 'Service jobs you order for your equipment appear here.',
    action: <Button variant="primary">Order service</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Error: Story = {
  args: {
    variant: 'error',
    title: 'Machine not found',
    message: 'The machine does not exist or belongs to another organisation.',
    action: <Button>Back to the equipment list</Button>,
  },
};
export const Compact: Story = { args: { size: 'compact', action: undefined } };
export const TitleOnly: Story = { args: { message: undefined, action: undefined } };
