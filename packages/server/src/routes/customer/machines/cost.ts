/**
 * The cost graph of the job list (GET /api2/customer/overview/machinecost): per machine and month,
 * the service history's labour (service_amount) plus its parts (quantity x unit price charged).
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { machines, serviceHistory, serviceHistoryParts } from '../../../db/schema.js';

export type MachineCostPoint = components['schemas']['MachineCostPoint'];

/** The graph covers this many months, the current one included. */
export const COST_MONTHS = 12;

/** [first day of the month COST_MONTHS - 1 months before `now`, first day of the next month), UTC. */
export function costWindow(now: Date): { from: Date; to: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    from: new Date(Date.UTC(year, month - (COST_MONTHS - 1), 1)),
    to: new Date(Date.UTC(year, month + 1, 1)),
  };
}

/**
 * One point per machine and month with cost, oldest month first. `MachineName` is the machine's
 * display name; when several machines of the organisation share it, the serial number (or the id)
 * follows in brackets, so the graph never stacks two machines as one.
 */
export async function machineCost(db: Db, customerId: number, now: Date): Promise<MachineCostPoint[]> {
  const { from, to } = costWindow(now);
  const partsTotal = db
    .select({
      historyId: serviceHistoryParts.historyId,
      total:
        sql<number>`sum(${serviceHistoryParts.qtyOrdered} * coalesce(${serviceHistoryParts.priceOut}, 0))`.as(
          'parts_total',
        ),
    })
    .from(serviceHistoryParts)
    .groupBy(serviceHistoryParts.historyId)
    .as('parts_total');
  const month = sql<string>`to_char(date_trunc('month', ${serviceHistory.createdDate} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      machineId: machines.id,
      displayName: machines.displayName,
      serialNumber: machines.serialNumber,
      month: month.as('month'),
      value:
        sql<number>`(sum(${serviceHistory.serviceAmount}) + coalesce(sum(${partsTotal.total}), 0))::float8`.as(
          'value',
        ),
    })
    .from(serviceHistory)
    .innerJoin(machines, eq(machines.id, serviceHistory.machineId))
    .leftJoin(partsTotal, eq(partsTotal.historyId, serviceHistory.id))
    .where(
      and(
        eq(machines.customerId, customerId),
        gte(serviceHistory.createdDate, from),
        lt(serviceHistory.createdDate, to),
      ),
    )
    .groupBy(machines.id, machines.displayName, machines.serialNumber, month)
    .orderBy(asc(month), asc(machines.displayName), asc(machines.id));

  const names = await db
    .select({ displayName: machines.displayName, n: sql<number>`count(*)::int` })
    .from(machines)
    .where(eq(machines.customerId, customerId))
    .groupBy(machines.displayName);
  const shared = new Set(names.filter((r) => Number(r.n) > 1).map((r) => r.displayName));
  return rows
    .map((row) => ({
      Date: row.month,
      Value: Math.round(Number(row.value) * 100) / 100,
      MachineName: shared.has(row.displayName)
        ? `${row.displayName} (${row.serialNumber ?? `#${row.machineId}`})`
        : row.displayName,
    }))
    .filter((point) => point.Value > 0);
}
