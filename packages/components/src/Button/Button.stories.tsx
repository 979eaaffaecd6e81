import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: { children: 'Order service', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Forgot password?' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Deactivate' } };
export const Disabled: Story = { args: { variant: 'primary', disabled: true } };
export const Busy: Story = { args: { variant: 'primary', busy: true } };

export const All: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} variant="primary" />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="ghost" />
      <Button {...args} variant="danger" />
      <Button {...args} variant="primary" disabled />
      <Button {...args} variant="primary" busy />
      <Button {...args} variant="secondary" size="small" />
      <Button {...args} variant="primary" size="large" />
    </div>
  ),
};
