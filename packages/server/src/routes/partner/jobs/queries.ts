import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import {
  appointmentParticipants,
  appointments,
  contacts,
  customers,
  jobPartners,
  jobs,
  machines,
  partnerCompanies,
  users,
} from '../../../db/schema.js';
import {
  type PartnerCaller,
  DELETED_STATUS,
  FINALIZED_FROM,
  NOT_STARTED_MAX,
  parentIsOpen,
} from '../access.js';
import { sectionPage, SECTIONS } from './sections.js';

export type PartnerJob = components['schemas']['PartnerJob'];
export type PartnerMachineJob = components['schemas']['PartnerMachineJob'];
export type PartnerJobsView = components['schemas']['PartnerJobsView'];

/** The English status names of spec §4 (the portal translates by id). */
const STATUS_NAMES: Readonly<Record<number, string>> = {
  5: 'forecast',
  10: 'new',
  20: 'planned',
  25: 'drive',
  30: 'in progress',
  40: 'waiting',
  45: 'waiting',
  50: 'completed',
  60: 'warranty',
  70: 'approved',
  100: 'closed',
  110: 'deleted',
};

export function statusName(statusId: number): string {
  return STATUS_NAMES[statusId] ?? `status ${statusId}`;
}

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** The machine sub-jobs of the given top-level jobs, in id order, by parent. */
export async function machineJobsOf(db: Db, jobIds: number[]): Promise<Map<number, PartnerMachineJob[]>> {
  const byParent = new Map<number, PartnerMachineJob[]>();
  if (jobIds.length === 0) return byParent;
  const rows = await db
    .select({
      parentId: jobs.parentJobId,
      Id: jobs.id,
      MachineId: machines.id,
      DisplayName: machines.displayName,
      Name: machines.name,
      SerialNumber: machines.serialNumber,
      CustomerComment: jobs.customerComment,
      TechnicianComment: jobs.technicianComment,
      InvoiceComment: jobs.invoiceComment,
    })
    .from(jobs)
    .innerJoin(machines, eq(machines.id, jobs.machineId))
    .where(inArray(jobs.parentJobId, jobIds))
    .orderBy(asc(jobs.id));
  for (const r of rows) {
    const list = byParent.get(r.parentId!) ?? [];
    list.push(toMachineJob(r));
    byParent.set(r.parentId!, list);
  }
  return byParent;
}

function toMachineJob(r: {
  Id: number;
  MachineId: number;
  DisplayName: string;
  Name: string | null;
  SerialNumber: string | null;
  CustomerComment: string | null;
  TechnicianComment: string | null;
  InvoiceComment: string | null;
}): PartnerMachineJob {
  return {
    Id: r.Id,
    Machine: { Id: r.MachineId, DisplayName: r.DisplayName, Name: r.Name, SerialNumber: r.SerialNumber },
    CustomerComment: r.CustomerComment,
    TechnicianComment: r.TechnicianComment,
    InvoiceComment: r.InvoiceComment,
  };
}

/** One machine sub-job as the partner sees it. */
export async function machineJob(db: Db, machineJobId: number): Promise<PartnerMachineJob | undefined> {
  const [r] = await db
    .select({
      Id: jobs.id,
      MachineId: machines.id,
      DisplayName: machines.displayName,
      Name: machines.name,
      SerialNumber: machines.serialNumber,
      CustomerComment: jobs.customerComment,
      TechnicianComment: jobs.technicianComment,
      InvoiceComment: jobs.invoiceComment,
    })
    .from(jobs)
    .innerJoin(machines, eq(machines.id, jobs.machineId))
    .where(eq(jobs.id, machineJobId));
  return r ? toMachineJob(r) : undefined;
}

/**
 * The partner view of the given top-level jobs, in the order of `jobIds`. A handful of queries
 * whatever the number of jobs (jobs, machine jobs, appointments, participants).
 */
export async function loadPartnerJobs(db: Db, jobIds: number[]): Promise<PartnerJob[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .select({
      job: jobs,
      customerName: customers.name,
      contactName: contacts.name,
      contactMobile: contacts.mobile,
      contactEmail: contacts.email,
    })
    .from(jobs)
    .leftJoin(customers, eq(customers.id, jobs.customerId))
    .leftJoin(contacts, eq(contacts.id, jobs.contactId))
    .where(inArray(jobs.id, jobIds));
  const machineJobs = await machineJobsOf(db, jobIds);

  const appointmentRows = await db
    .select()
    .from(appointments)
    .where(inArray(appointments.jobId, jobIds))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.id));
  const participantRows =
    appointmentRows.length === 0
      ? []
      : await db
          .select({
            appointmentId: appointmentParticipants.appointmentId,
            userId: users.id,
            name: users.name,
          })
          .from(appointmentParticipants)
          .innerJoin(users, eq(users.id, appointmentParticipants.userId))
          .where(
            inArray(
              appointmentParticipants.appointmentId,
              appointmentRows.map((a) => a.id),
            ),
          )
          .orderBy(asc(users.name), asc(users.id));

  const linkRows = await db
    .select({
      id: jobPartners.id,
      jobId: jobPartners.jobId,
      partnerCompanyId: jobPartners.partnerCompanyId,
      companyName: partnerCompanies.companyName,
      userId: jobPartners.userId,
    })
    .from(jobPartners)
    .leftJoin(partnerCompanies, eq(partnerCompanies.id, jobPartners.partnerCompanyId))
    .where(inArray(jobPartners.jobId, jobIds))
    .orderBy(sql`${jobPartners.userId} is not null`, asc(jobPartners.id));

  const byId = new Map(rows.map((r) => [r.job.id, r]));
  return jobIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { job } = row;
    const own = appointmentRows.filter((a) => a.jobId === id);
    const participantsOf = (appointmentId: number) =>
      participantRows.filter((p) => p.appointmentId === appointmentId);

    // Who takes part (job_partners): companies first, then single users, each in id order.
    const links: PartnerJob['PartnerJobs'] = linkRows
      .filter((l) => l.jobId === id)
      .map((l) => ({
        Id: l.id,
        PartnerCompanyId: l.partnerCompanyId,
        CompanyName: l.companyName,
        UserId: l.userId,
      }));

    const result: PartnerJob = {
      Id: job.id,
      Code: job.code,
      DisplayName: job.displayName,
      Order: job.orderId === null ? null : { Id: job.orderId },
      JobStatus: { Id: job.statusId, Name: statusName(job.statusId) },
      JobType: { Id: job.jobTypeId, Name: job.jobTypeName },
      Customer: { Id: job.customerId ?? 0, Name: row.customerName ?? '' },
      CustomerDeliveryAdressStreet: job.deliveryStreet,
      CustomerDeliveryAdressZip: job.deliveryZip,
      CustomerDeliveryAdressCity: job.deliveryCity,
      CustomerDeliveryAdressCountry: job.deliveryCountry,
      CustomerPerson:
        row.contactName === null
          ? null
          : { Name: row.contactName, Mobile: row.contactMobile, Email: row.contactEmail },
      FirstLineComment: job.firstLineComment,
      ServiceManagerComment: job.serviceManagerComment,
      Appointments: own.map((a) => ({
        AppointmentDate: a.appointmentDate.toISOString(),
        StartTime: iso(a.startTime),
        EndTime: iso(a.endTime),
        Participants: participantsOf(a.id).map((p) => ({ User: { Id: p.userId, Name: p.name } })),
      })),
      CompletedDate: iso(job.completedDate),
      InverseParent: machineJobs.get(id) ?? [],
      PartnerJobs: links,
    };
    return [result];
  });
}

export async function loadPartnerJob(db: Db, jobId: number): Promise<PartnerJob> {
  const [job] = await loadPartnerJobs(db, [jobId]);
  if (!job) throw new Error(`job ${jobId} vanished`);
  return job;
}

/**
 * Upcoming (20 or below), Open (above 20, below 50) and Finished (50 up to 100) jobs the caller
 * may open, each list's first PARTNER_PAGE_SIZE in its order (see sections.ts) with the cursor of
 * its next page (`NextCursors`, null when the list is complete); deleted (110) and other statuses
 * are left out.
 */
export async function jobsView(db: Db, caller: PartnerCaller): Promise<PartnerJobsView> {
  const [upcoming, open, finished] = await Promise.all(
    SECTIONS.map((section) => sectionPage(db, caller, section, null)),
  );
  const [Upcoming, Open, Finished] = await Promise.all(
    [upcoming!, open!, finished!].map((page) => loadPartnerJobs(db, page.ids)),
  );
  return {
    Upcoming: Upcoming!,
    Open: Open!,
    Finished: Finished!,
    NextCursors: {
      Upcoming: upcoming!.nextCursor,
      Open: open!.nextCursor,
      Finished: finished!.nextCursor,
    },
  };
}

/** The top-level job with this short code (case-insensitive), if any. */
export async function findJobIdByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(sql`upper(${jobs.code})`, code.trim().toUpperCase()), sql`${jobs.parentJobId} is null`));
  return row?.id;
}

export type StatusChange = 'Open' | 'Completed';

/** Status of a started job (setStatus/Open) and of a completed one (setStatus/Completed). */
export const OPEN_STATUS = 30;
export const COMPLETED_STATUS = 50;

/**
 * Starts or completes the top-level job `jobId` (its machine sub-jobs follow the parent's status).
 * Open: a job not yet in progress (below 30: forecast, new, planned, drive) becomes 30; a job
 * already in progress or waiting (30 to 49) is left as it is. Completed: a started job (21 to 49)
 * becomes 50 with CompletedDate. Answers 'changed', 'unchanged', or the reason it refuses.
 * The update is conditional, so two concurrent calls cannot both complete a job.
 */
export async function changeStatus(
  db: Db,
  jobId: number,
  change: StatusChange,
  now: Date,
): Promise<'changed' | 'unchanged' | 'notStarted' | 'finalized' | 'deleted'> {
  return db.transaction(async (tx) => {
    const set =
      change === 'Open' ? { statusId: OPEN_STATUS } : { statusId: COMPLETED_STATUS, completedDate: now };
    const allowed =
      change === 'Open'
        ? sql`${jobs.statusId} < ${OPEN_STATUS}`
        : between(jobs.statusId, NOT_STARTED_MAX + 1, FINALIZED_FROM - 1);
    const updated = await tx
      .update(jobs)
      .set(set)
      .where(and(eq(jobs.id, jobId), allowed))
      .returning({ id: jobs.id });
    if (updated.length > 0) {
      await tx.update(jobs).set(set).where(eq(jobs.parentJobId, jobId));
      return 'changed';
    }
    const [row] = await tx.select({ status: jobs.statusId }).from(jobs).where(eq(jobs.id, jobId));
    const status = row?.status ?? DELETED_STATUS;
    if (status === DELETED_STATUS) return 'deleted';
    if (status >= FINALIZED_FROM) return 'finalized';
    if (status <= NOT_STARTED_MAX) return 'notStarted';
    return 'unchanged';
  });
}

/**
 * Saves one comment of a machine job (an empty text clears it), only while its job is open:
 * false when the job was finalized (or otherwise closed) in the meantime.
 */
export async function saveComment(
  db: Db,
  machineJobId: number,
  field: 'TechnicianComment' | 'InvoiceComment',
  text: string,
): Promise<boolean> {
  const value = text.trim() === '' ? null : text;
  const updated = await db
    .update(jobs)
    .set(field === 'TechnicianComment' ? { technicianComment: value } : { invoiceComment: value })
    .where(and(eq(jobs.id, machineJobId), parentIsOpen(jobs.parentJobId)))
    .returning({ id: jobs.id });
  return updated.length > 0;
}
