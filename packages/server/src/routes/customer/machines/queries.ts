import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { customers, jobs, machineModels, machines, machineTypes, suppliers } from '../../../db/schema.js';
import { countsForCost, isOpen, isPartsJob, isServiceJob } from '../jobs/status.js';

export type MachineListItem = components['schemas']['MachineListItem'];

const parent = alias(jobs, 'parent_job');

/**
 * Per machine: open service and part orders (distinct top-level jobs with a machine sub-job on
 * it) and the lifetime service and parts amounts of its sub-jobs.
 */
function machineJobStats(db: Db) {
  return db
    .select({
      activeService:
        sql<number>`count(distinct ${parent.id}) filter (where ${and(isOpen(parent.statusId), isServiceJob(parent.jobTypeId))})::int`.as(
          'active_service',
        ),
      activeParts:
        sql<number>`count(distinct ${parent.id}) filter (where ${and(isOpen(parent.statusId), isPartsJob(parent.jobTypeId))})::int`.as(
          'active_parts',
        ),
      totalService:
        sql<number>`coalesce(sum(${jobs.serviceAmount}) filter (where ${countsForCost(parent.statusId)}), 0)::float8`.as(
          'total_service',
        ),
      totalParts:
        sql<number>`coalesce(sum(${jobs.partsAmount}) filter (where ${countsForCost(parent.statusId)}), 0)::float8`.as(
          'total_parts',
        ),
    })
    .from(jobs)
    .innerJoin(parent, eq(parent.id, jobs.parentJobId))
    .where(and(eq(jobs.machineId, machines.id), isNotNull(jobs.parentJobId)))
    .as('stats');
}

/**
 * The machines of one organisation in list order (display name, then id), optionally one page.
 * Without `showPrices` the lifetime amounts are 0: an organisation that does not see prices does
 * not get them over the API either.
 */
export async function listMachines(
  db: Db,
  customerId: number,
  options: { showPrices: boolean; page?: { limit: number; offset: number } },
): Promise<MachineListItem[]> {
  const { showPrices, page } = options;
  const stats = machineJobStats(db);
  const query = db
    .select({
      Id: machines.id,
      SupplierName: suppliers.name,
      MachineType: machineTypes.name,
      ParentMachineModelName: machineModels.name,
      ModelImage: machineModels.imagePath,
      MachineModelId: machines.machineModelId,
      ActiveServiceJobs: stats.activeService,
      ActivePartsJobs: stats.activeParts,
      TotalServiceAmount: stats.totalService,
      TotalPartsAmount: stats.totalParts,
      DisplayName: machines.displayName,
    })
    .from(machines)
    .leftJoin(machineModels, eq(machineModels.id, machines.machineModelId))
    .leftJoin(
      machineTypes,
      eq(machineTypes.id, sql`coalesce(${machines.machineTypeId}, ${machineModels.machineTypeId})`),
    )
    .leftJoin(suppliers, eq(suppliers.id, sql`coalesce(${machines.supplierId}, ${machineModels.supplierId})`))
    .leftJoinLateral(stats, sql`true`)
    .where(eq(machines.customerId, customerId))
    .orderBy(asc(machines.displayName), asc(machines.id))
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({
    ...row,
    ActiveServiceJobs: Number(row.ActiveServiceJobs ?? 0),
    ActivePartsJobs: Number(row.ActivePartsJobs ?? 0),
    TotalServiceAmount: showPrices ? Number(row.TotalServiceAmount ?? 0) : 0,
    TotalPartsAmount: showPrices ? Number(row.TotalPartsAmount ?? 0) : 0,
  }));
}

export async function countMachines(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(machines).where(eq(machines.customerId, customerId));
  return Number(row?.n ?? 0);
}

/** Whether the organisation sees prices (customers.show_prices). */
export async function organisationShowsPrices(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ showPrices: customers.showPrices })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.showPrices ?? false;
}
