import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusChip } from './StatusChip';

const meta = {
  tags: ['autodocs'],
  title: 'Display/StatusChip',
  component: StatusChip,
  parameters: { layout: 'padded' },
  args: { statusId: 30 },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

/** Every status of spec §4, and an unknown id in the neutral colour. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[5, 10, 20, 25, 30, 40, 45, 50, 60, 70, 100, 110, 15].map((id) => (
        <StatusChip key={id} statusId={id} />
      ))}
    </div>
  ),
};

export const Norwegian: Story = { ...AllStatuses, globals: { locale: 'no' } };

/** The server's own status name instead of the translated one. */
export const ServerLabel: Story = { args: { statusId: 20, label: 'Planned (week 48)' } };
