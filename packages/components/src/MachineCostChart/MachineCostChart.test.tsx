import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatCurrency as format } from '@eqp/sdk';
import { useUserInfo } from '@eqp/sdk/react';
import { renderWithProviders } from '../test/render';
import { makeMachineCost, makeManyMachineCost, moderatorUserInfo, plainUserInfo } from '../test/fixtures';
import { api, machineCostErrorHandler, machineCostHandler, userInfoHandler } from '../test/handlers';
import { buildCostSeries } from './costSeries';
import { makeServerMachineCost } from './costFixtures';
import { niceTicks } from './ticks';
import { MachineCostChart } from './MachineCostChart';

/** jest-dom collapses white space (also the no-break space Intl puts in amounts). */
const formatCurrency = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');

/** The month labels a sighted user reads under the bars (`Dec 24`, `juni 25`), in their order. */
const monthLabels = (region: HTMLElement) =>
  within(region)
    .queryAllByText(/^\p{L}{3,4}\.? \d{2}$/u)
    .map((label) => label.textContent);
const englishMonthLabels = [
  'Dec 24',
  'Jan 25',
  'Feb 25',
  'Mar 25',
  'Apr 25',
  'May 25',
  'Jun 25',
  'Jul 25',
  'Aug 25',
  'Sep 25',
  'Oct 25',
  'Nov 25',
];
const costRegion = () => screen.findByRole('region', { name: 'Cost last 12 months' });
const costTable = () => screen.getByRole('table', { name: 'Cost per month in the last 12 months' });
const legend = () => screen.getByRole('list', { name: 'Equipment in the graph' });

/** Shows who is signed in once the user info has arrived (the chart reads the same user info). */
function SignedInProbe() {
  const { data } = useUserInfo('customer');
  return <p>{data ? `Signed in as ${data.Name}` : 'Signing in'}</p>;
}

/** The 15th of November 2025: the window is December 2024 up to November 2025. */
const now = new Date(Date.UTC(2025, 10, 15));
const points = makeMachineCost(now);

function renderChart(
  options: Parameters<typeof renderWithProviders>[1] = {},
  props: Partial<Parameters<typeof MachineCostChart>[0]> = {},
) {
  return renderWithProviders(
    <MachineCostChart width={800} height={260} now={now} animate={false} {...props} />,
    { ...options, handlers: [...(options.handlers ?? []), machineCostHandler(points)] },
  );
}

describe('buildCostSeries', () => {
  it('gives 12 months up to the current one, with 0 for a month without cost', () => {
    const cost = buildCostSeries(points, { now });
    expect(cost.months.map((m) => m.key)).toEqual([
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
    ]);
    // Eight and three months ago have no cost.
    expect(cost.months[3]).toMatchObject({ key: '2025-03', total: 0, machines: [] });
    expect(cost.months[8]).toMatchObject({ key: '2025-08', total: 0, machines: [] });
    expect(cost.months.every((month) => month.values.length === cost.series.length)).toBe(true);
    expect(cost.total).toBe(58227.25);
    expect(cost.machineCount).toBe(5);
  });

  it('adds up the points of one machine in one month and stacks the machines largest first', () => {
    const cost = buildCostSeries(
      [
        { Date: '2025-11-01', Value: 100.1, MachineName: 'Oven' },
        { Date: '2025-11-01', Value: 0.2, MachineName: 'Oven' },
        { Date: '2025-10-01', Value: 500, MachineName: 'Freezer' },
      ],
      { now },
    );
    expect(cost.series.map((s) => [s.key, s.name, s.total])).toEqual([
      ['m0', 'Freezer', 500],
      ['m1', 'Oven', 100.3],
    ]);
    expect(cost.months[11]?.values).toEqual([0, 100.3]);
  });

  it('leaves out points older than 12 months, and follows a server month ahead of the client clock', () => {
    const cost = buildCostSeries(
      [
        { Date: '2024-11-01', Value: 999, MachineName: 'Old' },
        { Date: '2025-12-01', Value: 10, MachineName: 'New' },
      ],
      { now },
    );
    expect(cost.months[0]?.key).toBe('2025-01');
    expect(cost.months[11]?.key).toBe('2025-12');
    expect(cost.total).toBe(10);
  });

  it('with more than 9 machines (an older server), draws the 8 with the highest cost and groups the rest as other', () => {
    const cost = buildCostSeries(makeManyMachineCost(now), { now });
    expect(cost.series).toHaveLength(9);
    const other = cost.series[8]!;
    expect(other).toMatchObject({ key: 'other', name: '', otherCount: 3 });
    expect(cost.machineCount).toBe(11);
    // The series still add up to the month totals.
    for (const month of cost.months) {
      expect(month.values.reduce((sum, value) => sum + value, 0)).toBeCloseTo(month.total, 2);
    }
  });

  it("takes the server's other points (OtherCount) as the other series, after the machines", () => {
    const cost = buildCostSeries(makeServerMachineCost(now), { now });
    expect(cost.series.map((entry) => entry.key)).toEqual(['m0', 'm1', 'm2', 'other']);
    expect(cost.series[3]).toMatchObject({ name: '', otherCount: 1250, total: 9000 });
    expect(cost.machineCount).toBe(1253);
    expect(cost.months[11]?.machines.at(-1)).toEqual({ name: '', value: 4000, otherCount: 1250 });
    expect(cost.total).toBe(16600);
  });
});

describe('niceTicks', () => {
  it('gives round steps from 0 past the largest month', () => {
    expect(niceTicks(58_227.25)).toEqual([0, 20_000, 40_000, 60_000]);
    expect(niceTicks(13_065.5)).toEqual([0, 5_000, 10_000, 15_000]);
    expect(niceTicks(9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('MachineCostChart', () => {
  it('given ShowPrices, draws 12 months of bars stacked by machine, a legend and the total in the user currency', async () => {
    renderChart({ handlers: [userInfoHandler(moderatorUserInfo)] });
    const region = await costRegion();
    expect(
      await within(region).findByText(`Total ${formatCurrency(58227.25, 'NOK', 'en')}`),
    ).toBeInTheDocument();

    // 12 month labels under the bars, in the locale; the amounts beside them in the user currency.
    await waitFor(() => expect(monthLabels(region)).toEqual(englishMonthLabels));
    expect(within(region).getAllByText(/^NOK \d/).length).toBeGreaterThan(1);

    // The bars stack the machines: each month lists its machines with their parts of the month,
    // one part per machine and month with cost.
    const table = costTable();
    expect(within(table).getAllByRole('listitem')).toHaveLength(points.length);
    const july = within(table).getByRole('row', { name: /^July 2025/ });
    expect(
      within(july)
        .getAllByRole('listitem')
        .map((part) => part.textContent),
    ).toEqual([
      `Heat pump 08 – Workshop: ${format(8950, 'NOK', 'en')}`,
      `Dishwasher 04 – Loading dock: ${format(2200, 'NOK', 'en')}`,
      `Combi oven 05 – Basement: ${format(1275.5, 'NOK', 'en')}`,
      `Floor scrubber 02 – Warehouse A: ${format(640, 'NOK', 'en')}`,
    ]);
    expect(july).toHaveTextContent(formatCurrency(13065.5, 'NOK', 'en'));

    // One colour per machine in the legend, with its cost over the 12 months.
    const items = within(legend()).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(legend()).getByText('Heat pump 08 – Workshop')).toBeInTheDocument();
    expect(within(legend()).getByText(formatCurrency(21350, 'NOK', 'en'))).toBeInTheDocument();
  });

  it('gives screen readers a table of the 12 months with their totals, months without cost as 0', async () => {
    renderChart();
    const table = await screen.findByRole('table', { name: 'Cost per month in the last 12 months' });
    expect(table).toHaveAccessibleDescription(
      `Stacked bar graph: ${format(58227.25, 'NOK', 'en')} in 12 months on 5 machines.`,
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('December 2024');
    expect(rows[3]).toHaveTextContent(`March 2025${formatCurrency(0, 'NOK', 'en')}No cost`);
    expect(rows[11]).toHaveTextContent(
      `November 2025${formatCurrency(2875, 'NOK', 'en')}Dishwasher 04 – Loading dock: ${formatCurrency(2875, 'NOK', 'en')}`,
    );
  });

  it('"Show as table" shows the numbers instead of the graph', async () => {
    const { user } = renderChart();
    const region = await costRegion();
    const toggle = await within(region).findByRole('button', { name: 'Show as table' });
    await waitFor(() => expect(monthLabels(region)).toHaveLength(12));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // No graph: neither its month labels nor its legend.
    expect(monthLabels(region)).toEqual([]);
    expect(within(region).queryByRole('list', { name: 'Equipment in the graph' })).not.toBeInTheDocument();
    expect(costTable().parentElement).toHaveAttribute('data-visible');
    await user.click(toggle);
    await waitFor(() => expect(monthLabels(region)).toEqual(englishMonthLabels));
    expect(legend()).toBeInTheDocument();
  });

  it('without ShowPrices renders nothing and does not ask for the cost', async () => {
    const seen: string[] = [];
    const { container } = renderWithProviders(
      <>
        <div role="group" aria-label="Chart slot">
          <MachineCostChart width={800} height={260} now={now} animate={false} />
        </div>
        <SignedInProbe />
      </>,
      {
        handlers: [
          userInfoHandler(plainUserInfo),
          http.get(api('/customer/overview/machinecost'), ({ request }) => {
            seen.push(request.url);
            return undefined;
          }),
          machineCostHandler(points),
        ],
      },
    );
    // The user info has arrived (the chart reads the same): the chart decided, and drew nothing.
    expect(await screen.findByText(`Signed in as ${plainUserInfo.Name}`)).toBeInTheDocument();
    const slot = screen.getByRole('group', { name: 'Chart slot' });
    expect(slot).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Cost last 12 months' })).not.toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(container.textContent).not.toMatch(/NOK|kr|\d[.,]\d\d\b/);
  });

  it('given no cost in the 12 months, shows the empty state instead of the graph', async () => {
    renderWithProviders(<MachineCostChart width={800} now={now} animate={false} />, {
      handlers: [machineCostHandler([])],
    });
    expect(
      await screen.findByRole('heading', { name: 'No costs in the last 12 months' }),
    ).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Cost last 12 months' });
    expect(monthLabels(region)).toEqual([]);
    expect(within(region).queryByRole('list', { name: 'Equipment in the graph' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total/)).not.toBeInTheDocument();
  });

  it('given the cost call fails, shows a failed state whose Retry loads the graph', async () => {
    let calls = 0;
    const failOnce = http.get(api('/customer/overview/machinecost'), () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ Message: 'Down' }, { status: 500 }) : undefined;
    });
    const { user } = renderChart({ handlers: [failOnce] });
    expect(
      await screen.findByRole('heading', { name: 'The cost graph could not be loaded.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Equipment in the graph' })).toBeInTheDocument();
  });

  it('given a permanent failure, keeps the failed state (the client snackbar has the message)', async () => {
    renderWithProviders(<MachineCostChart width={800} now={now} animate={false} />, {
      handlers: [machineCostErrorHandler('Cost service down')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cost service down');
    expect(screen.getByRole('heading', { name: 'The cost graph could not be loaded.' })).toBeInTheDocument();
  });

  it('hovering a month shows its machines and total in a tooltip', async () => {
    const { container } = renderChart();
    const region = await costRegion();
    await waitFor(() => expect(monthLabels(region)).toHaveLength(12));
    fireEvent.pointerEnter(container.querySelector('[data-month="2025-07"]')!);
    /** The tooltip's heading (the table's row headers name the months too). */
    const tooltipOf = (month: string) =>
      within(region)
        .getAllByText(month)
        .find((element) => element.tagName === 'STRONG')!.parentElement;
    const tooltip = tooltipOf('July 2025');
    expect(tooltip).toHaveTextContent('Heat pump 08 – Workshop');
    expect(tooltip).toHaveTextContent(`Total${formatCurrency(13065.5, 'NOK', 'en')}`);
    fireEvent.pointerEnter(container.querySelector('[data-month="2025-03"]')!);
    expect(tooltipOf('March 2025')).toHaveTextContent('No cost');
  });

  it("names the server's other series by its count in the legend and the table", async () => {
    renderWithProviders(<MachineCostChart width={800} now={now} animate={false} />, {
      handlers: [machineCostHandler(makeServerMachineCost(now))],
    });
    await screen.findByRole('region', { name: 'Cost last 12 months' });
    await waitFor(() => expect(legend()).toBeInTheDocument());
    const items = within(legend()).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[3]).toHaveTextContent(`1,250 other machines${formatCurrency(9000, 'NOK', 'en')}`);
    const november = within(costTable()).getByRole('row', { name: /^November 2025/ });
    expect(within(november).getAllByRole('listitem').at(-1)).toHaveTextContent(
      `1,250 other machines: ${formatCurrency(4000, 'NOK', 'en')}`,
    );
    expect(costTable()).toHaveAccessibleDescription(
      `Stacked bar graph: ${format(16600, 'NOK', 'en')} in 12 months on 1,253 machines.`,
    );
  });

  it('given Norwegian, shows Norwegian month labels and amounts', async () => {
    renderChart({ locale: 'no' });
    const region = await screen.findByRole('region', { name: 'Kostnad siste 12 måneder' });
    await waitFor(() => expect(monthLabels(region)).toHaveLength(12));
    expect(monthLabels(region)[0]).toMatch(/^des\.? 24$/);
    expect(screen.getByText(`Totalt ${formatCurrency(58227.25, 'NOK', 'no')}`)).toBeInTheDocument();
  });
});
