import { useState, type CSSProperties } from 'react';
import type { IntlShape } from 'react-intl';
import type { CostMonth, CostSeries, CostSeriesEntry } from './costSeries';
import { messages } from './messages';
import {
  Bars,
  Column,
  GridLine,
  LegendItem,
  LegendList,
  Plot,
  Segment,
  Stack,
  Swatch,
  TooltipBox,
  XLabels,
  YAxis,
  YAxisSizer,
  YTick,
} from './CostGraph.styles';
import { monthName, seriesLabel, type Money } from './format';
import { niceTicks } from './ticks';

/** The grouped "other" series is grey. */
const OTHER_COLOR = '#98a2b3';

export function colorOf(colors: readonly string[], entry: CostSeriesEntry, index: number): string {
  return entry.key === 'other' ? OTHER_COLOR : (colors[index % colors.length] ?? OTHER_COLOR);
}

export interface CostGraphProps {
  cost: CostSeries;
  intl: IntlShape;
  money: Money;
  currency: string | null;
  height: number;
  colors: readonly string[];
  /** Phone: one-letter month labels and ticks without the currency. */
  compact: boolean;
  animate: boolean;
}

/**
 * The drawing: 12 bars stacked by machine on a money axis, the month under each bar, a tooltip
 * with the month's machines on hover or tap, and the legend. Plain elements and CSS (no chart
 * library): the graph is hidden from screen readers, which read the table instead.
 */
export function CostGraph({ cost, intl, money, currency, height, colors, compact, animate }: CostGraphProps) {
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(0, ...cost.months.map((month) => month.total));
  const ticks = niceTicks(max, compact ? 3 : 4);
  const top = ticks[ticks.length - 1]!;
  const percent = (value: number) => `${(Math.max(0, value) / top) * 100}%`;
  // Compact ticks (`NOK 15K`); on a phone without the currency, which the total above names.
  const tickLabel = (value: number) =>
    intl.formatNumber(value, {
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
      ...(currency && !compact ? { style: 'currency', currency } : {}),
    });
  const label = (month: CostMonth) =>
    intl.formatDate(
      month.date,
      compact ? { month: 'narrow', timeZone: 'UTC' } : { month: 'short', year: '2-digit', timeZone: 'UTC' },
    );
  const activeMonth = active === null ? undefined : cost.months[active];

  return (
    <>
      <Plot aria-hidden="true" style={{ height }} data-part="plot" data-compact={compact || undefined}>
        <YAxis>
          <YAxisSizer>
            {ticks.map((tick) => (
              <span key={tick}>{tickLabel(tick)}</span>
            ))}
          </YAxisSizer>
          {ticks.map((tick) => (
            <YTick key={tick} data-part="tick" style={{ bottom: percent(tick) }}>
              {tickLabel(tick)}
            </YTick>
          ))}
        </YAxis>
        <Bars onPointerLeave={() => setActive(null)}>
          {ticks.slice(1).map((tick) => (
            <GridLine key={tick} style={{ bottom: percent(tick) }} />
          ))}
          {cost.months.map((month, index) => (
            <Column
              key={month.key}
              data-month={month.key}
              data-active={active === index || undefined}
              onPointerEnter={() => setActive(index)}
              onClick={() => setActive(index)}
            >
              {month.total > 0 && (
                <Stack style={{ height: percent(month.total) }} data-animate={animate || undefined}>
                  {cost.series.map((entry, seriesIndex) => {
                    const value = month.values[seriesIndex] ?? 0;
                    return value > 0 ? (
                      <Segment
                        key={entry.key}
                        style={{
                          height: `${(value / month.total) * 100}%`,
                          background: colorOf(colors, entry, seriesIndex),
                        }}
                      />
                    ) : null;
                  })}
                </Stack>
              )}
            </Column>
          ))}
          {activeMonth && active !== null && (
            <TooltipBox
              data-side={active < 3 ? 'start' : active > cost.months.length - 4 ? 'end' : 'center'}
              style={{ '--column': active, '--columns': cost.months.length } as CSSProperties}
            >
              <MonthTooltip month={activeMonth} intl={intl} money={money} />
            </TooltipBox>
          )}
        </Bars>
        <XLabels>
          {cost.months.map((month) => (
            <span key={month.key}>{label(month)}</span>
          ))}
        </XLabels>
      </Plot>
      <LegendList aria-label={intl.formatMessage(messages.legend)}>
        {cost.series.map((entry, index) => (
          <LegendItem key={entry.key}>
            <Swatch aria-hidden="true" style={{ background: colorOf(colors, entry, index) }} />
            <span data-part="name" title={seriesLabel(intl, entry)}>
              {seriesLabel(intl, entry)}
            </span>
            <span data-part="amount">{money(entry.total)}</span>
          </LegendItem>
        ))}
      </LegendList>
    </>
  );
}

function MonthTooltip({ month, intl, money }: { month: CostMonth; intl: IntlShape; money: Money }) {
  return (
    <>
      <strong>{monthName(intl, month)}</strong>
      {month.machines.length === 0 ? (
        <span>{intl.formatMessage(messages.noCost)}</span>
      ) : (
        <dl>
          {month.machines.map((machine) => (
            <div key={machine.name || 'other'}>
              <dt>{seriesLabel(intl, machine)}</dt>
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
    </>
  );
}
