import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

const meta = {
  tags: ['autodocs'],
  title: 'Display/Avatar',
  component: Avatar,
  parameters: { layout: 'padded' },
  args: { name: 'Kari Nordmann', size: 'medium' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large', label: 'Kari Nordmann' } };

/** small 25, medium 38, large 80 px. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" />
    </div>
  ),
};

/** No name: `??`. */
export const NoName: Story = { args: { name: '', label: 'Unknown user' } };

/** Each name keeps its colour. */
export const Colours: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {[
        'Kari Nordmann',
        'Ola Hansen',
        'Ingrid Berg',
        'Lars Johansen',
        'Åse Løvik',
        'Per',
        'Siri Dahl',
        'Jonas Lie',
      ].map((name) => (
        <Avatar key={name} name={name} label={name} />
      ))}
    </div>
  ),
};
