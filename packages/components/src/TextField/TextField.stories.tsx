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

/** From 80 % of `maxLength` a `counter` field shows how many characters it holds. */
export const CounterNearLimit: Story = {
  args: { label: 'Name', type: 'text', maxLength: 200, counter: true, defaultValue: 'n'.repeat(183) },
};

/** At the limit: "Limit reached", announced politely to screen readers. */
export const CounterAtLimit: Story = {
  args: { label: 'Name', type: 'text', maxLength: 200, counter: true, defaultValue: 'n'.repeat(200) },
};

/** The counter in Norwegian. */
export const CounterNorwegian: Story = {
  ...CounterAtLimit,
  args: { ...CounterAtLimit.args, label: 'Navn', maxLength: 2000, defaultValue: 'n'.repeat(2000) },
  globals: { locale: 'no' },
};
