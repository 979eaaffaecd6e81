import { COST_GRAPH_MONTHS, roundCurrency, type MachineCostPoint } from '@eqp/sdk';

/** One machine's cost in one month. */
export interface MachineAmount {
  name: string;
  value: number;
}

/** One bar of the graph. */
export interface CostMonth {
  /** `YYYY-MM`. */
  key: string;
  /** The first day of the month, 00:00 UTC (format it with `timeZone: 'UTC'`). */
  date: Date;
  /** The month's cost of every machine, 0 for a month without cost. */
  total: number;
  /** Every machine with cost in the month, largest first. */
  machines: MachineAmount[];
}

/** One stacked series: a machine, or the machines grouped as "other". */
export interface CostSeriesEntry {
  /** Data key of the series in `rows` (`m0`, `m1`, ..., `other`): safe for recharts (no dots). */
  key: string;
  /** The machine's name; for `other` the names of the machines grouped. */
  name: string;
  /** The grouped machines' names (only for `other`). */
  grouped?: string[];
  /** The series' cost over the whole window. */
  total: number;
}

export interface CostSeries {
  /** The months of the window, oldest first; always `months` of them. */
  months: CostMonth[];
  /** The series, largest first (drawn from the bottom of the stack up); `other` last. */
  series: CostSeriesEntry[];
  /** One row per month for recharts: `{ key, m0: 120, m1: 0, ..., other: 0 }`. */
  rows: Array<{ key: string } & Record<string, number | string>>;
  /** The cost of the whole window. */
  total: number;
}

/** The series drawn separately before the rest is grouped as one "other" series. */
export const DEFAULT_MAX_SERIES = 8;

const monthKey = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** `YYYY-MM` of a point's `Date` (`YYYY-MM-DD`, the first day of the month); null if unreadable. */
function pointMonth(value: string): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  return match ? `${match[1]}-${match[2]}` : null;
}

/**
 * The graph's data from the cost points (spec §9: the last 12 months, stacked by machine).
 *
 * - The window is the 12 months up to `now`'s month (UTC, like the server), or up to the latest
 *   point's month when that is later (a client clock behind the server's); older points are left
 *   out. Every month of the window is there, a month without cost with 0, so 12 bars always show.
 * - Points of the same machine and month are added up; amounts are rounded to 2 decimals.
 * - With more machines than `maxSeries`, the `maxSeries - 1` with the highest cost are drawn
 *   separately and the rest are stacked as one "other" series (the month's tooltip and the table
 *   still name every machine).
 */
export function buildCostSeries(
  points: readonly MachineCostPoint[],
  {
    now = new Date(),
    months: monthCount = COST_GRAPH_MONTHS,
    maxSeries = DEFAULT_MAX_SERIES,
  }: { now?: Date; months?: number; maxSeries?: number } = {},
): CostSeries {
  let end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  for (const point of points) {
    const key = pointMonth(point.Date);
    if (!key) continue;
    const [year, month] = key.split('-').map(Number) as [number, number];
    end = Math.max(end, Date.UTC(year, month - 1, 1));
  }
  const endDate = new Date(end);
  const months: CostMonth[] = Array.from({ length: monthCount }, (_, index) => {
    const date = new Date(
      Date.UTC(endDate.getUTCFullYear(), endDate.getUTCMonth() - (monthCount - 1 - index), 1),
    );
    return { key: monthKey(date), date, total: 0, machines: [] };
  });
  const byKey = new Map(months.map((month) => [month.key, month]));

  const perMonth = new Map<string, Map<string, number>>();
  const perMachine = new Map<string, number>();
  for (const point of points) {
    const key = pointMonth(point.Date);
    if (!key || !byKey.has(key) || !Number.isFinite(point.Value)) continue;
    const name = point.MachineName;
    const machines = perMonth.get(key) ?? new Map<string, number>();
    machines.set(name, (machines.get(name) ?? 0) + point.Value);
    perMonth.set(key, machines);
    perMachine.set(name, (perMachine.get(name) ?? 0) + point.Value);
  }

  for (const month of months) {
    const machines = perMonth.get(month.key);
    if (!machines) continue;
    month.machines = [...machines]
      .map(([name, value]) => ({ name, value: roundCurrency(value) }))
      .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
    month.total = roundCurrency(month.machines.reduce((sum, machine) => sum + machine.value, 0));
  }

  const ranked = [...perMachine]
    .map(([name, total]) => ({ name, total: roundCurrency(total) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const separate = ranked.length > maxSeries ? ranked.slice(0, Math.max(1, maxSeries - 1)) : ranked;
  const grouped = ranked.slice(separate.length);
  const series: CostSeriesEntry[] = separate.map((machine, index) => ({
    key: `m${index}`,
    name: machine.name,
    total: machine.total,
  }));
  if (grouped.length > 0) {
    series.push({
      key: 'other',
      name: grouped.map((machine) => machine.name).join(', '),
      grouped: grouped.map((machine) => machine.name),
      total: roundCurrency(grouped.reduce((sum, machine) => sum + machine.total, 0)),
    });
  }
  const keyOf = new Map(separate.map((machine, index) => [machine.name, `m${index}`]));

  const rows = months.map((month) => {
    const row: { key: string } & Record<string, number | string> = { key: month.key };
    for (const entry of series) row[entry.key] = 0;
    for (const machine of month.machines) {
      const key = keyOf.get(machine.name) ?? 'other';
      row[key] = roundCurrency((row[key] as number) + machine.value);
    }
    return row;
  });

  return {
    months,
    series,
    rows,
    total: roundCurrency(months.reduce((sum, month) => sum + month.total, 0)),
  };
}
