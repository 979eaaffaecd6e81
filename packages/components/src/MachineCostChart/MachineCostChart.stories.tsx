import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeMachineCost, makeManyMachineCost, plainUserInfo } from '../test/fixtures';
import {
  machineCostErrorHandler,
  machineCostHandler,
  machineCostSlowHandler,
  userInfoHandler,
} from '../test/handlers';
import { makeServerMachineCost } from './costFixtures';
import { MachineCostChart } from './MachineCostChart';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/MachineCostChart',
  component: MachineCostChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MachineCostChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * ShowPrices true: five machines over the last 12 months, two months without cost (empty
 * bars), a busy month stacking four machines. Hover a bar for the month's machines.
 */
export const WithPrices: Story = {};

/** A fixed width and height. */
export const FixedSize: Story = { args: { width: 720, height: 260, animate: false } };

/** Eleven machines from an older server: the eight with the highest cost and "3 other machines". */
export const ManyMachines: Story = {
  parameters: { msw: { handlers: [machineCostHandler(makeManyMachineCost())] } },
};

/**
 * A big organisation as the server aggregates it: three machines on their own and an "other"
 * series summing 1,250 machines (in the legend, the tooltip and the table by its count).
 */
export const BigOrganisation: Story = {
  parameters: { msw: { handlers: [machineCostHandler(makeServerMachineCost())] } },
};

/** Every money tick lies wholly inside the graph: none is cut at the left edge. */
async function expectTicksInsideGraph(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('list', { name: /equipment in the graph|utstyr i grafen/i });
  const plot = canvasElement.querySelector('[data-part="plot"]');
  const ticks = [...canvasElement.querySelectorAll('[data-part="tick"]')];
  await expect(plot).not.toBeNull();
  await expect(ticks.length).toBeGreaterThan(1);
  const left = plot!.getBoundingClientRect().left;
  const outside = ticks
    .filter((tick) => tick.getBoundingClientRect().left < left - 0.5)
    .map((tick) => tick.textContent);
  await expect(outside).toEqual([]);
}

/**
 * Amounts up to NOK 100,000: the money axis is as wide as its longest tick (`NOK 100K`), which
 * a fixed-width axis cut at the left (`OK 100K`).
 */
export const LargeAmounts: Story = {
  parameters: {
    msw: {
      handlers: [
        machineCostHandler(makeMachineCost().map((point) => ({ ...point, Value: point.Value * 7 }))),
      ],
    },
  },
  play: async ({ canvasElement }) => expectTicksInsideGraph(canvasElement),
};

/** Hovering a month: its machines and total in a tooltip. */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: /equipment in the graph|utstyr i grafen/i });
    const column = canvasElement.querySelectorAll('[data-month]')[7];
    if (column) await userEvent.hover(column);
  },
};

/** "Show as table": the numbers per month instead of the graph (what screen readers always get). */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /show as table|vis som tabell/i }));
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** No cost in the 12 months: an empty state instead of the graph. */
export const Empty: Story = { parameters: { msw: { handlers: [machineCostHandler([])] } } };

/** The cost points are on their way. */
export const Loading: Story = { parameters: { msw: { handlers: [machineCostSlowHandler('infinite')] } } };

/** The cost call failed: a failed state with Retry (the client's snackbar has the message). */
export const Failed: Story = { parameters: { msw: { handlers: [machineCostErrorHandler()] } } };

/** ShowPrices false: nothing is rendered (and nothing fetched); no amounts anywhere. */
export const NoPrices: Story = {
  parameters: { msw: { handlers: [userInfoHandler(plainUserInfo)] } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement).queryByRole('region', { name: /cost|kostnad/i })).toBeNull();
  },
};

/** Phone (390 px): one-letter month labels so all twelve fit, the legend as a list. */
export const Phone: Story = { globals: phone };

/** Norwegian month names and amounts. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian on a phone. */
export const NorwegianPhone: Story = { globals: { locale: 'no', ...phone } };
