/**
 * The public QR pages (/qr/:qr): a machine by its QR code, what anyone may see of it, its past
 * service (no prices, comments or parts) and its supplier and model resources.
 */
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@eqp/contract';
import type { Db } from '../../db/client.js';
import {
  customers,
  jobs,
  machineModels,
  machines,
  machineTypes,
  partnerCompanies,
  suppliers,
  userOrganisations,
  users,
} from '../../db/schema.js';
import { isHistory, jobStatusId, jobTypeId, PARTS_JOB_TYPE_ID, statusName } from '../customer/jobs/status.js';
import { namedRef } from '../customer/machines/refs.js';

export type PublicMachine = components['schemas']['PublicMachine'];
export type PublicHistoryEntry = components['schemas']['PublicHistoryEntry'];
export type PublicMachineCaller = components['schemas']['PublicMachineCaller'];

export interface QrMachine {
  id: number;
  customerId: number;
  isPublic: boolean;
  qrcode: string;
  displayName: string;
  serialNumber: string | null;
  machineType: string | null;
  machineTypeId: number | null;
  supplier: string | null;
  supplierId: number | null;
  model: string | null;
  modelImage: string | null;
}

/** The machine with this QR code (exact match); undefined when there is none. */
export async function machineByQr(db: Db, qr: string): Promise<QrMachine | undefined> {
  const [row] = await db
    .select({
      id: machines.id,
      customerId: machines.customerId,
      isPublic: machines.isPublic,
      qrcode: machines.qrcode,
      displayName: machines.displayName,
      serialNumber: machines.serialNumber,
      machineType: machineTypes.name,
      machineTypeId: machineTypes.id,
      supplier: suppliers.name,
      supplierId: suppliers.id,
      model: machineModels.name,
      modelImage: machineModels.imagePath,
    })
    .from(machines)
    .leftJoin(machineModels, eq(machineModels.id, machines.machineModelId))
    .leftJoin(
      machineTypes,
      eq(machineTypes.id, sql`coalesce(${machines.machineTypeId}, ${machineModels.machineTypeId})`),
    )
    .leftJoin(suppliers, eq(suppliers.id, sql`coalesce(${machines.supplierId}, ${machineModels.supplierId})`))
    .where(eq(machines.qrcode, qr));
  return row ? { ...row, qrcode: row.qrcode! } : undefined;
}

/**
 * What the QR page shows: everything (with MachineId) to the owning organisation, the limited
 * public fields to anyone when the machine is public, and only the code and the two flags when
 * it is private.
 */
export function publicMachine(
  machine: QrMachine,
  isOwner: boolean,
  caller: PublicMachineCaller | null = null,
): PublicMachine {
  if (!machine.isPublic && !isOwner) {
    return {
      Qrcode: machine.qrcode,
      IsPublic: false,
      IsOwner: false,
      MachineId: null,
      OwnerCustomerId: caller?.MaySwitch ? machine.customerId : null,
      DisplayName: null,
      MachineType: null,
      MachineTypeRef: null,
      Supplier: null,
      SupplierRef: null,
      Model: null,
      ModelImage: null,
      SerialNumber: null,
      SignedInAs: caller,
    };
  }
  return {
    Qrcode: machine.qrcode,
    IsPublic: machine.isPublic,
    IsOwner: isOwner,
    MachineId: isOwner ? machine.id : null,
    OwnerCustomerId: machine.customerId,
    DisplayName: machine.displayName,
    MachineType: machine.machineType,
    MachineTypeRef: namedRef(machine.machineTypeId, machine.machineType),
    Supplier: machine.supplier,
    SupplierRef: namedRef(machine.supplierId, machine.supplier),
    Model: machine.model,
    ModelImage: machine.modelImage,
    SerialNumber: machine.serialNumber,
    SignedInAs: caller,
  };
}

/**
 * Who asks a QR page: name, e-mail and organisation (a customer's current one, a partner's
 * company), and whether a customer who does not own the machine may switch to the organisation
 * that does. Undefined when the user no longer exists.
 */
export async function publicCaller(
  db: Db,
  principal: { userId: number; customerId: number | null },
  machine: QrMachine,
  isOwner: boolean,
): Promise<PublicMachineCaller | undefined> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      kind: users.kind,
      ownCustomerId: users.customerId,
      company: partnerCompanies.companyName,
    })
    .from(users)
    .leftJoin(partnerCompanies, eq(partnerCompanies.id, users.partnerCompanyId))
    .where(eq(users.id, principal.userId));
  if (!row) return undefined;
  let organisation: string | null = row.company;
  let maySwitch = false;
  if (row.kind === 'customer') {
    organisation = null;
    if (principal.customerId !== null) {
      const [current] = await db
        .select({ name: customers.name })
        .from(customers)
        .where(eq(customers.id, principal.customerId));
      organisation = current?.name ?? null;
    }
    if (!isOwner) {
      maySwitch = row.ownCustomerId === machine.customerId;
      if (!maySwitch) {
        const [extra] = await db
          .select({ id: userOrganisations.customerId })
          .from(userOrganisations)
          .where(
            and(
              eq(userOrganisations.userId, principal.userId),
              eq(userOrganisations.customerId, machine.customerId),
            ),
          );
        maySwitch = extra !== undefined;
      }
    }
  }
  return { Name: row.name, Email: row.email, Organisation: organisation, MaySwitch: maySwitch };
}

const machineJob = alias(jobs, 'machine_job');

/**
 * Closed service jobs (status above 30 up to 100, part orders left out) of the owning
 * organisation with a sub-job on the machine, newest first.
 */
export async function publicHistory(db: Db, machine: QrMachine): Promise<PublicHistoryEntry[]> {
  const rows = await db
    .selectDistinct({
      id: jobs.id,
      createdDate: jobs.createdDate,
      completedDate: jobs.completedDate,
      jobTypeId: jobs.jobTypeId,
      jobTypeName: jobs.jobTypeName,
      statusId: jobs.statusId,
    })
    .from(jobs)
    .innerJoin(machineJob, and(eq(machineJob.parentJobId, jobs.id), eq(machineJob.machineId, machine.id)))
    .where(
      and(
        isNull(jobs.parentJobId),
        eq(jobs.customerId, machine.customerId),
        isHistory(jobs.statusId),
        ne(jobs.jobTypeId, PARTS_JOB_TYPE_ID),
      ),
    )
    .orderBy(desc(jobs.createdDate), desc(jobs.id));
  return rows.map((row) => ({
    Id: row.id,
    CreatedDate: row.createdDate.toISOString(),
    CompletedDate: row.completedDate?.toISOString() ?? null,
    JobTypeId: jobTypeId(row.jobTypeId),
    JobTypeName: row.jobTypeName,
    StatusId: jobStatusId(row.statusId),
    StatusName: statusName(row.statusId),
  }));
}
