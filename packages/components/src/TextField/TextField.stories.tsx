import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'E-mail', type: 'email', placeholder: 'name@company.com' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 330 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'kari.nordmann@fjordbakeri.example' } };
export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 8 characters' },
};
export const Invalid: Story = { args: { defaultValue: 'kari@fjordbakeri', error: 'E-mail must be valid' } };
export const Disabled: Story = {
  args: { defaultValue: 'kari.nordmann@fjordbakeri.example', disabled: true },
};
