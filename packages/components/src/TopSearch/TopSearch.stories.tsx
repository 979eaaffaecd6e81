import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { machines } from '../test/fixtures';
import { machineSearchErrorHandler, machineSearchHandler } from '../test/handlers';
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

/** The server's answer comes 700 ms after the typing stops (spec §9). */
const WAIT = { timeout: 4000 };

/** "warehouse": the server's 8 best matches, the match marked. */
export const Results: Story = {
  play: async (context) => {
    await type('warehouse')(context);
    await expect(await within(context.canvasElement).findAllByRole('option', {}, WAIT)).toHaveLength(8);
  },
};

/** "ma": more machines match than the 8 listed: "Type more to narrow the search". */
export const MoreMatches: Story = {
  play: async (context) => {
    await type('ma')(context);
    await within(context.canvasElement).findAllByRole('option', {}, WAIT);
  },
};

/** Moving through the results with the arrow keys. */
export const KeyboardHighlight: Story = {
  play: async (context) => {
    await type('combi')(context);
    await within(context.canvasElement).findAllByRole('option', {}, WAIT);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  },
};

/** Nothing matches: "No equipment found". */
export const NoResults: Story = { play: type('zeppelin') };

/** The server has not answered yet: "Searching…". */
export const Searching: Story = {
  parameters: { msw: { handlers: [machineSearchHandler(machines, 'infinite')] } },
  play: type('oven'),
};

/** The search failed: "The equipment could not be searched right now." */
export const Failed: Story = {
  parameters: { msw: { handlers: [machineSearchErrorHandler('Search unavailable')] } },
  play: async (context) => {
    await type('oven')(context);
    await within(context.canvasElement).findAllByText(/could not be searched right now/i, {}, WAIT);
  },
};

/** Norwegian, searching. */
export const NorwegianSearching: Story = { ...Searching, globals: { locale: 'no' } };

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
