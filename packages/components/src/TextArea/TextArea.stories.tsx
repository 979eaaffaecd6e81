import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  tags: ['autodocs'],
  title: 'Inputs/TextArea',
  component: TextArea,
  parameters: { layout: 'padded' },
  args: { label: 'Comment', hint: 'Saved when you leave the field.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = {
  args: {
    defaultValue: 'Replaced the door seal.\nThe fan makes a noise at full speed: order a new bearing.',
  },
};

/** From 80 % of `maxLength` a `counter` field shows how many characters it holds. */
export const WithCounter: Story = {
  args: { maxLength: 200, counter: true, defaultValue: 'n'.repeat(183) },
};

/** At the limit: "Limit reached", announced politely to screen readers. */
export const CounterAtLimit: Story = {
  args: { maxLength: 200, counter: true, defaultValue: 'n'.repeat(200) },
};

export const Error: Story = {
  args: { label: 'Description', hint: 'What should the technician look at?', error: 'Required' },
};

export const Disabled: Story = {
  args: { defaultValue: 'Replaced the door seal.', disabled: true },
};

/** Norwegian texts, with the counter at its limit. */
export const Norwegian: Story = {
  args: {
    label: 'Kommentar',
    hint: 'Lagres når du forlater feltet.',
    maxLength: 2000,
    counter: true,
    defaultValue: 'n'.repeat(2000),
  },
  globals: { locale: 'no' },
};
