/** The data of the offline report PDF of one job, from the partner's view of the job. */
import { asc, eq, inArray } from 'drizzle-orm';
import { orderNumber } from '@eqp/rules';
import type { Db } from '../../../db/client.js';
import {
  counters,
  jobs,
  machineModels,
  machines,
  machineTypes,
  orderLines,
  suppliers,
} from '../../../db/schema.js';
import type { OfflineReportData } from '../../../pdf/offline-report.js';
import { getProvider } from '../../auth/queries.js';
import { loadPartnerJob, statusName } from '../jobs/queries.js';
import type { JobRow } from '../access.js';

/**
 * The order number of spec §4 (`@eqp/rules`: job type 3 shows S + Id, other jobs their OrderId);
 * a job without an OrderId falls back to S + Id, so the report and its file name always name one.
 */
export function orderNumberOf(job: Pick<JobRow, 'id' | 'orderId' | 'jobTypeId'>): string {
  return orderNumber({ Id: job.id, JobTypeId: job.jobTypeId, OrderId: job.orderId }) || `S${job.id}`;
}

export async function offlineReportData(
  db: Db,
  job: JobRow,
  options: { timeZone: string; now: Date },
): Promise<OfflineReportData> {
  const partnerJob = await loadPartnerJob(db, job.id);
  const provider = await getProvider(db);

  const machineJobIds = partnerJob.InverseParent.map((mj) => mj.Id);
  const machineIds = partnerJob.InverseParent.map((mj) => mj.Machine.Id);
  const details =
    machineIds.length === 0
      ? []
      : await db
          .select({
            machineId: machines.id,
            facility: machines.facility,
            model: machineModels.name,
            type: machineTypes.name,
            supplier: suppliers.name,
          })
          .from(machines)
          .leftJoin(machineModels, eq(machineModels.id, machines.machineModelId))
          .leftJoin(machineTypes, eq(machineTypes.id, machines.machineTypeId))
          .leftJoin(suppliers, eq(suppliers.id, machines.supplierId))
          .where(inArray(machines.id, machineIds));
  const counterRows =
    machineIds.length === 0
      ? []
      : await db
          .select()
          .from(counters)
          .where(inArray(counters.machineId, machineIds))
          .orderBy(asc(counters.name), asc(counters.id));
  const lineRows =
    machineJobIds.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.machineJobId, machineJobIds))
          .orderBy(asc(orderLines.id));
  const [top] = await db.select({ priority: jobs.priorityName }).from(jobs).where(eq(jobs.id, job.id));

  const person = partnerJob.CustomerPerson;
  // One line each: name, mobile, e-mail.
  const contact = person
    ? [person.Name && `Contact: ${person.Name}`, person.Mobile, person.Email]
        .filter((v): v is string => !!v)
        .join('\n') || null
    : null;
  const cityLine = [partnerJob.CustomerDeliveryAdressZip, partnerJob.CustomerDeliveryAdressCity]
    .filter(Boolean)
    .join(' ');

  return {
    providerName: provider.CompanyName || 'Service provider',
    providerContact: [provider.Email, provider.Telephone].filter(Boolean).join('  -  ') || null,
    orderNumber: orderNumberOf(job),
    code: job.code ?? '',
    jobTitle: partnerJob.DisplayName,
    jobType: partnerJob.JobTypeName ?? job.jobTypeName,
    status: statusName(job.statusId),
    priority: top?.priority ?? null,
    customerName: partnerJob.Customer.Name,
    deliveryAddress: [
      partnerJob.CustomerDeliveryAdressStreet,
      cityLine,
      partnerJob.CustomerDeliveryAdressCountry,
    ].filter((v): v is string => !!v),
    contact,
    firstLineComment: partnerJob.FirstLineComment,
    serviceManagerComment: partnerJob.ServiceManagerComment,
    appointments: partnerJob.Appointments.map((a) => ({
      date: new Date(a.AppointmentDate),
      start: a.StartTime ? new Date(a.StartTime) : null,
      end: a.EndTime ? new Date(a.EndTime) : null,
      participants: a.Participants.map((p) => p.User.Name),
    })),
    machineJobs: partnerJob.InverseParent.map((mj) => {
      const d = details.find((x) => x.machineId === mj.Machine.Id);
      return {
        machineName: mj.Machine.DisplayName ?? mj.Machine.Name ?? `Machine ${mj.Machine.Id}`,
        details: [
          { label: 'Model', value: d?.model ?? null },
          { label: 'Type', value: d?.type ?? null },
          { label: 'Supplier', value: d?.supplier ?? null },
          { label: 'Serial number', value: mj.Machine.SerialNumber },
          { label: 'Location', value: mj.Machine.Name },
          { label: 'Facility', value: d?.facility ?? null },
        ],
        customerComment: mj.CustomerComment,
        technicianComment: mj.TechnicianComment,
        counters: counterRows
          .filter((c) => c.machineId === mj.Machine.Id)
          .map((c) => ({ name: c.name, lastValue: c.value ?? c.lastValue })),
        orderLines: lineRows
          .filter((l) => l.machineJobId === mj.Id)
          .map((l) => ({
            articleNumber: l.articleNumber,
            description: l.articleDescription,
            count: l.articleCount,
          })),
      };
    }),
    generatedAt: options.now,
    timeZone: options.timeZone,
  };
}
