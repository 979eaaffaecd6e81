import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCurrency, type MachineCostPoint } from '@eqp/sdk';
import { useMachineCost, useUserInfo } from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { useMediaQuery } from '../CustomerShell/useMediaQuery';
import { LoadingBox } from '../LoadingBox';
import { breakpoints } from '../theme/tokens';
import { buildCostSeries, DEFAULT_MAX_SERIES, type CostMonth, type CostSeries } from './costSeries';
import { messages, valueMessages } from './messages';
import {
  ChartArea,
  Header,
  Heading,
  LegendItem,
  LegendList,
  PeriodTotal,
  Root,
  Swatch,
  Table,
  TableWrap,
  TooltipBox,
  VisuallyHidden,
} from './MachineCostChart.styles';

/** Series colours, largest machine first; the grouped "other" series is grey. */
export const COST_CHART_COLORS = [
  '#1d5fbf',
  '#0e9f9a',
  '#f08c00',
  '#7c5cd6',
  '#2f9e44',
  '#d6336c',
  '#c99a06',
  '#4c6ef5',
] as const;
const OTHER_COLOR = '#98a2b3';

export interface MachineCostChartProps {
  /**
   * A fixed width in px. Without it the graph fills its container (recharts' ResponsiveContainer),
   * which has no size in jsdom: tests and static renders pass a width.
   */
  width?: number;
  /** Height of the graph in px; default 260 (200 on phones). */
  height?: number;
  /** "Today" for the 12-month window; default now. */
  now?: Date;
  /** Machines drawn separately before the rest are grouped as "other"; default 8. */
  maxSeries?: number;
  /** Series colours, largest machine first. */
  colors?: readonly string[];
  /** Grow the bars in (off when the user prefers reduced motion); default true. */
  animate?: boolean;
  /** Heading; default the translated "Cost last 12 months". */
  title?: ReactNode;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/**
 * The cost graph of the job list (spec §2, §9): the cost of the last 12 months, one bar per month
 * stacked by machine, amounts in the user's currency. Only for users who see prices (spec §6
 * ShowPrices): for the others nothing is rendered and nothing is fetched.
 */
export function MachineCostChart(props: MachineCostChartProps) {
  const { data: userInfo } = useUserInfo('customer');
  if (userInfo?.ShowPrices !== true) return null;
  return <CostChart {...props} currency={userInfo.Currency} />;
}

function CostChart({
  width,
  height: heightProp,
  now,
  maxSeries = DEFAULT_MAX_SERIES,
  colors = COST_CHART_COLORS,
  animate = true,
  title,
  className,
  currency,
}: MachineCostChartProps & { currency: string | null }) {
  const intl = useIntl();
  const phone = useMediaQuery(`(max-width: ${breakpoints.phone - 0.02}px)`);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const height = heightProp ?? (phone ? 200 : 260);
  const headingId = useId();
  const summaryId = useId();
  const { data, error, isLoading, mutate } = useMachineCost();
  const [showTable, setShowTable] = useState(false);
  const nowTime = now?.getTime();
  const cost = useMemo(
    () =>
      data
        ? buildCostSeries(data, { now: nowTime === undefined ? undefined : new Date(nowTime), maxSeries })
        : null,
    [data, nowTime, maxSeries],
  );
  const money = (amount: number) => formatCurrency(amount, currency, intl.locale);
  const hasCost = cost !== null && cost.months.some((month) => month.total > 0);
  const failed = error !== undefined && !data;
  const state = isLoading ? 'loading' : failed ? 'error' : hasCost ? 'ready' : 'empty';

  return (
    <Root className={className} aria-labelledby={headingId} data-state={state}>
      <Header>
        <Heading id={headingId}>{title ?? intl.formatMessage(messages.title)}</Heading>
        {state === 'ready' && cost && (
          <>
            <PeriodTotal>
              {intl.formatMessage(valueMessages.periodTotal, { amount: money(cost.total) })}
            </PeriodTotal>
            <Button
              variant="ghost"
              size="small"
              aria-pressed={showTable}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {intl.formatMessage(messages.showTable)}
            </Button>
          </>
        )}
      </Header>

      {state === 'loading' && <LoadingBox height={height} label={intl.formatMessage(messages.loading)} />}

      {state === 'error' && (
        <EmptyState
          variant="error"
          size="compact"
          headingLevel={3}
          title={intl.formatMessage(messages.errorTitle)}
          action={
            <Button variant="secondary" size="small" onClick={() => void mutate()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      )}

      {state === 'empty' && (
        <EmptyState
          size="compact"
          headingLevel={3}
          title={intl.formatMessage(messages.emptyTitle)}
          message={intl.formatMessage(messages.emptyText)}
        />
      )}

      {state === 'ready' && cost && (
        <>
          <VisuallyHidden id={summaryId}>
            {intl.formatMessage(valueMessages.summary, {
              amount: money(cost.total),
              months: cost.months.length,
              machines: cost.series.reduce((count, entry) => count + (entry.grouped?.length ?? 1), 0),
            })}
          </VisuallyHidden>
          {!showTable && (
            <>
              <ChartArea aria-hidden="true" style={{ height }}>
                <Chart
                  compact={phone}
                  animate={animate && !reducedMotion}
                  cost={cost}
                  width={width}
                  height={height}
                  colors={colors}
                  intl={intl}
                  currency={currency}
                  money={money}
                />
              </ChartArea>
              <Legend cost={cost} colors={colors} intl={intl} money={money} />
            </>
          )}
          <CostTable cost={cost} intl={intl} money={money} describedBy={summaryId} visible={showTable} />
        </>
      )}
    </Root>
  );
}

/** `Nov 25`; on a phone the first letter of the month (`N`), so all 12 fit under the bars. */
const monthLabel = (intl: IntlShape, month: CostMonth, compact: boolean) =>
  intl.formatDate(
    month.date,
    compact ? { month: 'narrow', timeZone: 'UTC' } : { month: 'short', year: '2-digit', timeZone: 'UTC' },
  );
const monthName = (intl: IntlShape, month: CostMonth) =>
  intl.formatDate(month.date, { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface PartProps {
  cost: CostSeries;
  intl: IntlShape;
  money: (amount: number) => string;
}

function colorOf(colors: readonly string[], key: string, index: number): string {
  return key === 'other' ? OTHER_COLOR : (colors[index % colors.length] ?? OTHER_COLOR);
}

function seriesName(intl: IntlShape, entry: CostSeries['series'][number]): string {
  return entry.grouped
    ? intl.formatMessage(valueMessages.other, { count: entry.grouped.length })
    : entry.name;
}

function Chart({
  cost,
  width,
  height,
  colors,
  intl,
  currency,
  money,
  compact,
  animate,
}: PartProps & {
  width?: number;
  height: number;
  colors: readonly string[];
  currency: string | null;
  compact: boolean;
  animate: boolean;
}) {
  const byKey = new Map(cost.months.map((month) => [month.key, month]));
  // Compact ticks (`NOK 15K`); on a phone without the currency, which the total above names.
  const axisMoney = (value: number) =>
    intl.formatNumber(value, {
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
      ...(currency && !compact ? { style: 'currency', currency } : {}),
    });
  const chart = (
    <BarChart
      data={cost.rows}
      width={width}
      height={height}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      barCategoryGap="22%"
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} />
      <XAxis
        dataKey="key"
        tickLine={false}
        axisLine={false}
        interval={0}
        tickFormatter={(key: string) => {
          const month = byKey.get(key);
          return month ? monthLabel(intl, month, compact) : key;
        }}
      />
      <YAxis tickLine={false} axisLine={false} width={compact ? 36 : 64} tickFormatter={axisMoney} />
      <Tooltip
        cursor={{ fillOpacity: 0.35 }}
        content={({ active, label }) => {
          const month = active ? byKey.get(String(label)) : undefined;
          return month ? <MonthTooltip month={month} intl={intl} money={money} /> : null;
        }}
      />
      {cost.series.map((entry, index) => (
        <Bar
          key={entry.key}
          dataKey={entry.key}
          name={seriesName(intl, entry)}
          stackId="cost"
          fill={colorOf(colors, entry.key, index)}
          maxBarSize={48}
          isAnimationActive={animate}
        />
      ))}
    </BarChart>
  );
  if (width !== undefined) return chart;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {chart}
    </ResponsiveContainer>
  );
}

function MonthTooltip({
  month,
  intl,
  money,
}: {
  month: CostMonth;
  intl: IntlShape;
  money: (n: number) => string;
}) {
  return (
    <TooltipBox>
      <strong>{monthName(intl, month)}</strong>
      {month.machines.length === 0 ? (
        <span>{intl.formatMessage(messages.noCost)}</span>
      ) : (
        <dl>
          {month.machines.map((machine) => (
            <div key={machine.name}>
              <dt>{machine.name}</dt>
              <dd>{money(machine.value)}</dd>
            </div>
          ))}
          {month.machines.length > 1 && (
            <div data-total="">
              <dt>{intl.formatMessage(messages.total)}</dt>
              <dd>{money(month.total)}</dd>
            </div>
          )}
        </dl>
      )}
    </TooltipBox>
  );
}

function Legend({ cost, colors, intl, money }: PartProps & { colors: readonly string[] }) {
  return (
    <LegendList aria-label={intl.formatMessage(messages.legend)}>
      {cost.series.map((entry, index) => (
        <LegendItem key={entry.key} title={entry.grouped ? entry.grouped.join(', ') : entry.name}>
          <Swatch aria-hidden="true" style={{ background: colorOf(colors, entry.key, index) }} />
          <span data-part="name">{seriesName(intl, entry)}</span>
          <span data-part="amount">{money(entry.total)}</span>
        </LegendItem>
      ))}
    </LegendList>
  );
}

function CostTable({
  cost,
  intl,
  money,
  describedBy,
  visible,
}: PartProps & { describedBy: string; visible: boolean }) {
  return (
    <TableWrap data-visible={visible || undefined}>
      <Table aria-describedby={describedBy}>
        <caption>{intl.formatMessage(messages.tableCaption)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.month)}</th>
            <th scope="col" data-numeric="">
              {intl.formatMessage(messages.total)}
            </th>
            <th scope="col">{intl.formatMessage(messages.machines)}</th>
          </tr>
        </thead>
        <tbody>
          {cost.months.map((month) => (
            <tr key={month.key}>
              <th scope="row">{monthName(intl, month)}</th>
              <td data-numeric="">{money(month.total)}</td>
              <td>
                {month.machines.length === 0 ? (
                  intl.formatMessage(messages.noCost)
                ) : (
                  <ul>
                    {month.machines.map((machine) => (
                      <li key={machine.name}>
                        {machine.name}: <span data-amount="">{money(machine.value)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

export type { MachineCostPoint };
