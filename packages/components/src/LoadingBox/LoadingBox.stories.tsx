import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBox } from './LoadingBox';
import { Spinner } from './Spinner';

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/LoadingBox',
  component: LoadingBox,
  parameters: { layout: 'padded' },
  args: { height: 120 },
} satisfies Meta<typeof LoadingBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card-sized placeholder. */
export const Box: Story = { args: { width: 320, height: 160 } };

/** Text lines. */
export const TextLines: Story = { args: { variant: 'text', count: 4, height: 14 } };

/** A round placeholder (an avatar or a machine image). */
export const Circle: Story = { args: { variant: 'circle', width: 80, height: 80 } };

/** Three list rows while a list loads. */
export const ListRows: Story = { args: { count: 3, height: 72 } };

/** Norwegian accessible name ("Laster..."). */
export const Norwegian: Story = { globals: { locale: 'no' }, args: { width: 320 } };

/** The spinner: decorative inside a busy button, or on its own with the label "Loading...". */
export const Spinners: StoryObj = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', color: '#1d5fbf' }}>
      <Spinner size={16} />
      <Spinner size={24} label />
      <Spinner size={40} label />
    </div>
  ),
};
