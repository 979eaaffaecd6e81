import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatCurrency, type MachineCostPoint } from '@eqp/sdk';
import { useMachineCost, useUserInfo } from '@eqp/sdk/react';
import { Button } from '../Button';
import { GraphBoundary } from './GraphBoundary';
import { EmptyState } from '../EmptyState';
import { useMediaQuery } from '../internal/useMediaQuery';
import { LoadingBox } from '../LoadingBox';
import { breakpoints } from '../theme/tokens';
import { buildCostSeries, DEFAULT_MAX_SERIES, type CostSeries } from './costSeries';
import { monthName, seriesLabel, type Money } from './format';
import { messages, valueMessages } from './messages';
import { Header, Heading, PeriodTotal, Root, Table, TableWrap } from './MachineCostChart.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/**
 * The drawing loads after the page's first paint, in its own chunk, while the cost points load;
 * until both are there a placeholder of the graph's size holds its place.
 */
const loadGraph = () => import('./CostGraph');
/** A new lazy component per attempt: React.lazy keeps a failed load. */
const lazyGraph = () => lazy(async () => ({ default: (await loadGraph()).CostGraph }));

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

export interface MachineCostChartProps {
  /** A fixed width in px; without it the graph fills its container. */
  width?: number;
  /** Height of the graph in px; default 260 (200 on phones). */
  height?: number;
  /** "Today" for the 12-month window; default now. */
  now?: Date;
  /** Series drawn at most, "other" included; default 9 (the server's 8 machines and "other"). */
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
  const [CostGraph, setCostGraph] = useState(lazyGraph);
  // Fetch the drawing's code together with the points, not after them.
  useEffect(() => void loadGraph().catch(() => {}), []);
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

  const failedState = (retry: () => void) => (
    <EmptyState
      variant="error"
      size="compact"
      headingLevel={3}
      title={intl.formatMessage(messages.errorTitle)}
      action={
        <Button variant="secondary" size="small" onClick={retry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      }
    />
  );

  return (
    <Root
      className={className}
      aria-labelledby={headingId}
      data-state={state}
      style={width === undefined ? undefined : { width }}
    >
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

      {state === 'error' && failedState(() => void mutate())}

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
              machines: cost.machineCount,
            })}
          </VisuallyHidden>
          {!showTable && (
            <GraphBoundary onRetry={() => setCostGraph(lazyGraph)} fallback={(retry) => failedState(retry)}>
              <Suspense
                fallback={<LoadingBox height={height} label={intl.formatMessage(messages.loading)} />}
              >
                <CostGraph
                  cost={cost}
                  intl={intl}
                  money={money}
                  currency={currency}
                  height={height}
                  colors={colors}
                  compact={phone}
                  animate={animate && !reducedMotion}
                />
              </Suspense>
            </GraphBoundary>
          )}
          <CostTable cost={cost} intl={intl} money={money} describedBy={summaryId} visible={showTable} />
        </>
      )}
    </Root>
  );
}

interface PartProps {
  cost: CostSeries;
  money: Money;
  intl: ReturnType<typeof useIntl>;
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
                      <li key={machine.name || 'other'}>
                        {seriesLabel(intl, machine)}: <span data-amount="">{money(machine.value)}</span>
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
