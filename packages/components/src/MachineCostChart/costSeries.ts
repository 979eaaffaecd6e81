import { COST_GRAPH_MONTHS, roundCurrency, type MachineCostPoint } from '@eqp/sdk';

/** One machine's cost in one month, or the "other" machines' together. */
export interface MachineAmount {
  /** The machine's name; empty for "other" (its label is translated: see `otherCount`). */
  name: string;
  value: number;
  /** Only for "other": how many machines it sums. */
  otherCount?: number;
}

/** One bar of the graph. */
export interface CostMonth {
  /** `YYYY-MM`. */
  key: string;
  /** The first day of the month, 00:00 UTC (format it with `timeZone: 'UTC'`). */
  date: Date;
  /** The month's cost of every machine, 0 for a month without cost. */
  total: number;
  /** The machines with cost in the month, largest first, "other" last. */
  machines: MachineAmount[];
  /** The month's value of each series, in the order of `CostSeries.series` (0 without cost). */
  values: number[];
}

/** One stacked series: a machine, or the machines grouped as "other". */
export interface CostSeriesEntry {
  /** A stable key (`m0`, `m1`, ..., `other`). */
  key: string;
  /** The machine's name; empty for `other`. */
  name: string;
  /** Only for `other`: how many machines it sums. */
  otherCount?: number;
  /** The series' cost over the whole window. */
  total: number;
}

export interface CostSeries {
  /** The months of the window, oldest first; always `months` of them. */
  months: CostMonth[];
  /** The series, largest first (drawn from the bottom of the stack up); `other` last. */
  series: CostSeriesEntry[];
  /** The cost of the whole window. */
  total: number;
  /** The number of machines with cost in the window (those in "other" included). */
  machineCount: number;
}

/**
 * The series drawn at most: the server sends its 8 costliest machines and "other" (9 series);
 * with more machines (an older server) the smallest join "other" here.
 */
export const DEFAULT_MAX_SERIES = 9;

const monthKey = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** `YYYY-MM` of a point's `Date` (`YYYY-MM-DD`, the first day of the month); null if unreadable. */
function pointMonth(value: string): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  return match ? `${match[1]}-${match[2]}` : null;
}

/** Points of the server's "other" series carry OtherCount. */
const isOther = (point: MachineCostPoint) => point.OtherCount !== undefined;

/**
 * The graph's data from the cost points (spec §9: the last 12 months, stacked by machine).
 *
 * - The window is the 12 months up to `now`'s month (UTC, like the server), or up to the latest
 *   point's month when that is later (a client clock behind the server's); older points are left
 *   out. Every month of the window is there, a month without cost with 0, so 12 bars always show.
 * - Points of the same machine and month are added up; amounts are rounded to 2 decimals.
 * - The server's "other" points (with `OtherCount`) are the "other" series. With more machines
 *   than `maxSeries - 1`, the smallest join it too, so at most `maxSeries` series are drawn.
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
    return { key: monthKey(date), date, total: 0, machines: [], values: [] };
  });
  const inWindow = new Set(months.map((month) => month.key));

  // Cost per machine and month; the server's "other" under the key '' (no machine has that name).
  const perMonth = new Map<string, Map<string, number>>();
  const perMachine = new Map<string, number>();
  let serverOtherCount = 0;
  for (const point of points) {
    const key = pointMonth(point.Date);
    if (!key || !inWindow.has(key) || !Number.isFinite(point.Value)) continue;
    const name = isOther(point) ? '' : point.MachineName;
    if (isOther(point)) serverOtherCount = Math.max(serverOtherCount, point.OtherCount ?? 0);
    const machines = perMonth.get(key) ?? new Map<string, number>();
    machines.set(name, (machines.get(name) ?? 0) + point.Value);
    perMonth.set(key, machines);
    perMachine.set(name, (perMachine.get(name) ?? 0) + point.Value);
  }

  const ranked = [...perMachine]
    .filter(([name]) => name !== '')
    .map(([name, total]) => ({ name, total: roundCurrency(total) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  const hasServerOther = perMachine.has('');
  const room = hasServerOther || ranked.length > maxSeries ? Math.max(1, maxSeries - 1) : ranked.length;
  const separate = ranked.slice(0, room);
  const grouped = new Set(ranked.slice(room).map((machine) => machine.name));
  const otherCount = serverOtherCount + grouped.size;
  const groupOf = (name: string) => (name === '' || grouped.has(name) ? '' : name);

  const series: CostSeriesEntry[] = separate.map((machine, index) => ({
    key: `m${index}`,
    name: machine.name,
    total: machine.total,
  }));
  if (otherCount > 0 || hasServerOther) {
    const otherTotal =
      (perMachine.get('') ?? 0) + ranked.reduce((sum, m) => sum + (grouped.has(m.name) ? m.total : 0), 0);
    series.push({
      key: 'other',
      name: '',
      otherCount: Math.max(1, otherCount),
      total: roundCurrency(otherTotal),
    });
  }
  const seriesIndex = new Map(series.map((entry, index) => [entry.name, index]));

  for (const month of months) {
    month.values = series.map(() => 0);
    const machines = perMonth.get(month.key);
    if (!machines) continue;
    for (const [name, value] of machines) {
      const index = seriesIndex.get(groupOf(name))!;
      month.values[index] = roundCurrency(month.values[index]! + value);
    }
    month.values = month.values.map(roundCurrency);
    const drawn = [...machines]
      .filter(([name]) => groupOf(name) !== '')
      .map(([name, value]) => ({ name, value: roundCurrency(value) }))
      .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
    const other = month.values[seriesIndex.get('') ?? -1] ?? 0;
    month.machines = other > 0 ? [...drawn, { name: '', value: other, otherCount }] : drawn;
    month.total = roundCurrency(month.values.reduce((sum, value) => sum + value, 0));
  }

  return {
    months,
    series,
    total: roundCurrency(months.reduce((sum, month) => sum + month.total, 0)),
    machineCount: separate.length + otherCount,
  };
}
