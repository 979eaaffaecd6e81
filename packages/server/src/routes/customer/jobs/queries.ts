import { and, asc, desc, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { appointments, customers, jobs, machines } from '../../../db/schema.js';
import { type JobCursor, type JobFilter, jobPageIds } from './page.js';
import {
  DEFAULT_PRIORITY,
  isNotHistory,
  isOpen,
  isPartsJob,
  jobPriority,
  NEW_STATUS_ID,
  SERVICE_JOB_TYPE,
  statusName,
  jobStatusId,
  jobTypeId,
} from './status.js';

export type OpenJobsCount = components['schemas']['OpenJobsCount'];
export type CustomerJob = components['schemas']['CustomerJob'];
export type CustomerMachineJob = components['schemas']['CustomerMachineJob'];

/** Open top-level jobs of an organisation: part orders and everything else. */
export async function openJobsCount(db: Db, customerId: number): Promise<OpenJobsCount> {
  const [row] = await db
    .select({
      parts: sql<number>`(count(*) filter (where ${isPartsJob(jobs.jobTypeId)}))::int`,
      other: sql<number>`(count(*) filter (where not ${isPartsJob(jobs.jobTypeId)}))::int`,
    })
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), isNull(jobs.parentJobId), isOpen(jobs.statusId)));
  return { ActivePartJobsCount: Number(row?.parts ?? 0), ActiveOtherJobsCount: Number(row?.other ?? 0) };
}

const sub = alias(jobs, 'machine_job');

/** A top-level job of the organisation (alias `jobs`) has a machine sub-job matching `where`. */
const hasMachineJob = (db: Db, where: SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(sub)
      .leftJoin(machines, eq(machines.id, sub.machineId))
      .where(and(eq(sub.parentJobId, jobs.id), where)),
  );

/**
 * The CustomerJob answers of the top-level jobs `ids`, in the order of `ids`: the job, its
 * appointments (by date) and its machine sub-jobs (InverseParent, by id) with their machines. The
 * invoice comments are sent as stored; the portal shows them above status 49 (spec §4).
 */
export async function customerJobs(db: Db, ids: number[]): Promise<CustomerJob[]> {
  if (ids.length === 0) return [];
  const [parents, subJobs, dates] = await Promise.all([
    db.select().from(jobs).where(inArray(jobs.id, ids)),
    db
      .select({
        parentId: sub.parentJobId,
        Id: sub.id,
        CustomerComment: sub.customerComment,
        InvoiceComment: sub.invoiceComment,
        machineId: machines.id,
        DisplayName: machines.displayName,
        Name: machines.name,
        SerialNumber: machines.serialNumber,
      })
      .from(sub)
      .innerJoin(machines, eq(machines.id, sub.machineId))
      .where(inArray(sub.parentJobId, ids))
      .orderBy(asc(sub.id)),
    db
      .select({ jobId: appointments.jobId, date: appointments.appointmentDate })
      .from(appointments)
      .where(inArray(appointments.jobId, ids))
      .orderBy(asc(appointments.appointmentDate), asc(appointments.id)),
  ]);
  const byId = new Map(parents.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const job = byId.get(id);
    if (!job) return [];
    const answer: CustomerJob = {
      Id: job.id,
      OrderId: job.orderId,
      DisplayName: job.displayName,
      JobTypeId: jobTypeId(job.jobTypeId),
      JobTypeName: job.jobTypeName,
      StatusId: jobStatusId(job.statusId),
      StatusName: statusName(job.statusId),
      JobPriority: jobPriority(job.priorityName),
      CreatedDate: job.createdDate.toISOString(),
      CustomerComment: job.customerComment,
      InvoiceComment: job.invoiceComment,
      Appointments: dates
        .filter((a) => a.jobId === id)
        .map((a) => ({ AppointmentDate: a.date.toISOString() })),
      DeliveryAdressStreet: job.deliveryStreet,
      DeliveryAdressZip: job.deliveryZip,
      DeliveryAdressCity: job.deliveryCity,
      DeliveryAdressCountry: job.deliveryCountry,
      InverseParent: subJobs
        .filter((s) => s.parentId === id)
        .map((s) => ({
          Id: s.Id,
          Machine: {
            Id: s.machineId,
            DisplayName: s.DisplayName,
            Name: s.Name,
            SerialNumber: s.SerialNumber,
          },
          CustomerComment: s.CustomerComment,
          InvoiceComment: s.InvoiceComment,
        })),
    };
    return [answer];
  });
}

/** Which organisation a top-level job belongs to (undefined: no such job; sub-jobs are not jobs here). */
export async function jobOwner(db: Db, jobId: number): Promise<{ customerId: number | null } | undefined> {
  const [row] = await db
    .select({ customerId: jobs.customerId })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNull(jobs.parentJobId)));
  return row;
}

const newestFirst = [desc(jobs.createdDate), desc(jobs.id)];

/** Jobs with a sub-job on the machine that are open (status 30 or below), newest first. */
export async function openMachineJobs(db: Db, customerId: number, machineId: number): Promise<CustomerJob[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.customerId, customerId),
        isNull(jobs.parentJobId),
        isNotHistory(jobs.statusId),
        hasMachineJob(db, eq(sub.machineId, machineId)),
      ),
    )
    .orderBy(...newestFirst);
  return customerJobs(
    db,
    rows.map((r) => r.id),
  );
}

export { containsPattern, type JobFilter } from './page.js';

/** One page of the organisation's jobs, newest first (created date, then id: pages never overlap). */
export async function jobsPage(
  db: Db,
  customerId: number,
  filter: JobFilter,
  page: { limit: number; offset: number; after: JobCursor | null },
): Promise<{ items: CustomerJob[]; total: number; capped: boolean; nextCursor: string | null }> {
  const { ids, total, capped, nextCursor } = await jobPageIds(db, customerId, filter, page);
  return { items: await customerJobs(db, ids), total, capped, nextCursor };
}

export interface NewServiceJob {
  customerId: number;
  /** The customer user placing the order. */
  userId: number;
  machines: { id: number; customerText: string }[];
  now: Date;
}

/**
 * Creates a service order (type Service, status New) with one machine sub-job per machine, the
 * organisation's delivery address copied onto it. Run inside the caller's transaction.
 */
export async function insertServiceJob(tx: Db, order: NewServiceJob): Promise<number> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, order.customerId));
  const machineRows = await tx
    .select({ id: machines.id, displayName: machines.displayName })
    .from(machines)
    .where(
      inArray(
        machines.id,
        order.machines.map((m) => m.id),
      ),
    );
  const names = new Map(machineRows.map((m) => [m.id, m.displayName]));
  const common = {
    jobTypeId: SERVICE_JOB_TYPE.id,
    jobTypeName: SERVICE_JOB_TYPE.name,
    statusId: NEW_STATUS_ID,
    priorityName: DEFAULT_PRIORITY,
    createdDate: order.now,
    customerId: order.customerId,
    createdByUserId: order.userId,
  };
  const [parent] = await tx
    .insert(jobs)
    .values({
      ...common,
      // The order number comes from the provider's back office later; until then the job has none.
      orderId: null,
      displayName: `${SERVICE_JOB_TYPE.name}: ${order.machines.map((m) => names.get(m.id)).join(', ')}`,
      deliveryStreet: customer?.deliveryStreet ?? null,
      deliveryZip: customer?.deliveryZip ?? null,
      deliveryCity: customer?.deliveryCity ?? null,
      deliveryCountry: customer?.deliveryCountry ?? null,
    })
    .returning({ id: jobs.id });
  await tx.insert(jobs).values(
    order.machines.map((m) => ({
      ...common,
      parentJobId: parent!.id,
      machineId: m.id,
      customerComment: m.customerText,
    })),
  );
  return parent!.id;
}
