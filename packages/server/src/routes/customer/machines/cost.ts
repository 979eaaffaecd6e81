/**
 * The cost graph of the job list (GET /api2/customer/overview/machinecost): per month of the
 * window, the cost of the organisation's COST_TOP_MACHINES most costly machines and one "other"
 * series summing the rest. Cost is the service history's labour (service_amount) plus its parts
 * (quantity x unit price charged).
 *
 * At a big customer's scale (20,000 machines, 30,000 service entries a year) summing the history
 * per request took seconds, so the work is split:
 * - machine_cost_months (migration 0007) holds the cost per machine and month, kept by triggers on
 *   the service history and its parts;
 * - machine_cost_graphs holds the answer per customer for a window, with machine ids instead of
 *   names; the triggers forget it when a machine of the customer changes cost, and it is computed
 *   again after COST_GRAPH_TTL_SECONDS at the latest (a write racing a computation cannot keep a
 *   stale answer longer).
 * A request is one query: the stored answer with the machines' names as they are now, or, when
 * there is none, the answer computed from the roll-up, stored and returned by the same statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { machineCostGraphs, machineCostMonths, machines } from '../../../db/schema.js';

export type MachineCostPoint = components['schemas']['MachineCostPoint'];

/** The graph covers this many months, the current one included. */
export const COST_MONTHS = 12;

/**
 * Machines drawn as their own series; the rest are summed as one "other" series. Eight coloured
 * series plus a grey one is what a stacked bar of 12 months still shows legibly (and what the
 * chart's palette holds); at most (8 + 1) x 12 = 108 points.
 */
export const COST_TOP_MACHINES = 8;

/** The longest a stored answer is used (the triggers usually forget it sooner). */
export const COST_GRAPH_TTL_SECONDS = 300;

/**
 * `MachineName` of the "other" series, for readers that predate `OtherCount`; the series is told
 * apart by `OtherCount`, never by this name.
 */
export const OTHER_MACHINES_NAME = 'Other machines';

/** [first day of the month COST_MONTHS - 1 months before `now`, first day of the next month), UTC. */
export function costWindow(now: Date): { from: Date; to: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    from: new Date(Date.UTC(year, month - (COST_MONTHS - 1), 1)),
    to: new Date(Date.UTC(year, month + 1, 1)),
  };
}

/** A stored point: month, value, machine id (null for "other") and the "other" series' machine count. */
interface StoredPoint {
  d: string;
  v: number | string;
  m: number | null;
  n: number | null;
}

interface MachineNameRow {
  id: number;
  name: string;
  serial: string | null;
  shared: boolean;
}

interface AnswerRow {
  points: StoredPoint[] | string;
  names: MachineNameRow[] | string | null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The names of the machines in `points` (a jsonb expression): display name, serial number and
 * whether another machine of the organisation has the same display name.
 */
function namesOf(points: SQL): SQL {
  const m = machines;
  return sql`(
    select json_agg(json_build_object(
      'id', ${m.id}, 'name', ${m.displayName}, 'serial', ${m.serialNumber},
      'shared', exists (
        select 1 from ${machines} as other
        where other.customer_id = ${m.customerId} and other.display_name = ${m.displayName}
          and other.id <> ${m.id}
      )
    ))
    from ${m}
    where ${m.id} in (
      select (point ->> 'm')::int from jsonb_array_elements(${points}) as point
      where point ->> 'm' is not null
    )
  )`;
}

/** The stored answer of the customer for the window starting `from`, if fresh. */
async function storedAnswer(db: Db, customerId: number, from: string): Promise<AnswerRow | undefined> {
  const g = machineCostGraphs;
  const result = await db.execute<AnswerRow & Record<string, unknown>>(sql`
    select ${g.points} as points, ${namesOf(sql`${g.points}`)} as names
    from ${g}
    where ${g.customerId} = ${customerId} and ${g.windowFrom} = ${from}
      and ${g.computedAt} > now() - make_interval(secs => ${COST_GRAPH_TTL_SECONDS})
  `);
  return rowsOf<AnswerRow>(result)[0];
}

/** Computes the answer from the roll-up, stores it (replacing an older one) and returns it. */
async function computedAnswer(db: Db, customerId: number, from: string, to: string): Promise<AnswerRow> {
  const c = machineCostMonths;
  const g = machineCostGraphs;
  const result = await db.execute<AnswerRow & Record<string, unknown>>(sql`
    with per as (
      select ${c.machineId} as machine_id, ${c.month} as month, ${c.amount} as amount
      from ${c}
      where ${c.customerId} = ${customerId} and ${c.month} >= ${from} and ${c.month} < ${to}
    ),
    totals as (select machine_id, sum(amount) as total from per group by machine_id),
    top as (
      select machine_id, row_number() over (order by total desc, machine_id) as rank
      from totals where total > 0
      order by total desc, machine_id
      limit ${COST_TOP_MACHINES}
    ),
    series as (
      select top.machine_id, top.rank, per.month, sum(per.amount) as value
      from per left join top on top.machine_id = per.machine_id
      group by top.machine_id, top.rank, per.month
      having sum(per.amount) > 0
    ),
    others as (select (select count(*) from totals) - (select count(*) from top) as n),
    stored as (
      insert into ${g} (customer_id, window_from, points, computed_at)
      select ${customerId}, ${from},
        coalesce(jsonb_agg(jsonb_build_object(
          'd', series.month, 'v', series.value, 'm', series.machine_id,
          'n', case when series.machine_id is null then (select n from others) end
        ) order by series.month, series.rank nulls last), '[]'::jsonb),
        now()
      from series
      on conflict (customer_id) do update
        set window_from = excluded.window_from, points = excluded.points, computed_at = excluded.computed_at
      returning points
    )
    select stored.points as points, ${namesOf(sql`stored.points`)} as names from stored
  `);
  const row = rowsOf<AnswerRow>(result)[0];
  if (!row) throw new Error('the cost graph was not stored');
  return row;
}

/** Rows of `db.execute` with both drivers (postgres-js answers an array, PGlite `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The graph's points, oldest month first; within a month the machines by their cost over the
 * window (largest first), "other" last. A month without cost has no point. `MachineName` is the
 * machine's display name; when several machines of the organisation share it, the serial number
 * (or the id) follows in brackets, so the graph never stacks two machines as one. The "other"
 * series' points carry `OtherCount`, the number of machines it sums.
 */
export async function machineCost(db: Db, customerId: number, now: Date): Promise<MachineCostPoint[]> {
  const { from, to } = costWindow(now);
  const answer =
    (await storedAnswer(db, customerId, day(from))) ??
    (await computedAnswer(db, customerId, day(from), day(to)));
  const names = new Map(
    (parsed(answer.names) ?? []).map((row) => [
      Number(row.id),
      row.shared ? `${row.name} (${row.serial ?? `#${row.id}`})` : row.name,
    ]),
  );
  const points: MachineCostPoint[] = [];
  for (const point of parsed(answer.points)) {
    const value = Math.round(Number(point.v) * 100) / 100;
    if (point.m === null) {
      points.push({
        Date: point.d,
        Value: value,
        MachineName: OTHER_MACHINES_NAME,
        OtherCount: Number(point.n),
      });
      continue;
    }
    const name = names.get(Number(point.m));
    // A machine deleted since the answer was stored (its triggers forget the answer, too).
    if (name !== undefined) points.push({ Date: point.d, Value: value, MachineName: name });
  }
  return points;
}
