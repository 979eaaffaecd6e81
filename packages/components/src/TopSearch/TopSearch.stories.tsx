import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allMachinesHandler } from '../test/handlers';
import { TopSearch } from './TopSearch';

const type =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    if (text) await userEvent.type(input, text);
  };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/TopSearch',
  component: TopSearch,
  parameters: { layout: 'padded' },
  args: { onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field at rest. */
export const Idle: Story = {};

/** Focused with one character: the hint "Type at least 2 characters". */
export const Hint: Story = { play: type('c') };

/** "warehouse": up to 8 machines, the match marked. */
export const Results: Story = {
  play: async (context) => {
    await type('warehouse')(context);
    await expect(await within(context.canvasElement).findAllByRole('option')).toHaveLength(8);
  },
};

/** Moving through the results with the arrow keys. */
export const KeyboardHighlight: Story = {
  play: async (context) => {
    await type('combi')(context);
    await within(context.canvasElement).findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  },
};

/** Nothing matches: "No equipment found". */
export const NoResults: Story = { play: type('zeppelin') };

/** The machines are still loading. */
export const Searching: Story = {
  parameters: { msw: { handlers: [allMachinesHandler(undefined, 'infinite')] } },
  play: type('oven'),
};

/** Phone: an icon button ("Search") that expands into the field. */
export const Collapsed: Story = { args: { collapsible: true } };

/** Phone, expanded with results. */
export const CollapsedExpanded: Story = {
  args: { collapsible: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Search|Søk)$/ }));
    await userEvent.type(canvas.getByRole('combobox'), 'kärcher');
  },
};

/** Norwegian hint. */
export const Norwegian: Story = { ...Hint, globals: { locale: 'no' } };

/** Norwegian, nothing found. */
export const NorwegianNoResults: Story = { play: type('lager'), globals: { locale: 'no' } };
