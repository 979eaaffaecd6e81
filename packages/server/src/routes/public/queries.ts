/**
 * The public QR pages (/qr/:qr): a machine by its QR code, what anyone may see of it, its past
 * service (no prices, comments or parts) and its supplier and model resources.
 */
import { and, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@eqp/contract';
import type { Db } from '../../db/client.js';
import { jobs, machineModels, machines, machineTypes, suppliers } from '../../db/schema.js';
import { PARTS_JOB_TYPE_ID, statusName } from '../customer/jobs/status.js';

export type PublicMachine = components['schemas']['PublicMachine'];
export type PublicHistoryEntry = components['schemas']['PublicHistoryEntry'];

export interface QrMachine {
  id: number;
  customerId: number;
  isPublic: boolean;
  qrcode: string;
  displayName: string;
  serialNumber: string | null;
  machineType: string | null;
  supplier: string | null;
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
      supplier: suppliers.name,
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
export function publicMachine(machine: QrMachine, isOwner: boolean): PublicMachine {
  if (!machine.isPublic && !isOwner) {
    return {
      Qrcode: machine.qrcode,
      IsPublic: false,
      IsOwner: false,
      MachineId: null,
      OwnerCustomerId: null,
      DisplayName: null,
      MachineType: null,
      Supplier: null,
      Model: null,
      ModelImage: null,
      SerialNumber: null,
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
    Supplier: machine.supplier,
    Model: machine.model,
    ModelImage: machine.modelImage,
    SerialNumber: machine.serialNumber,
  };
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
      jobTypeName: jobs.jobTypeName,
      statusId: jobs.statusId,
    })
    .from(jobs)
    .innerJoin(machineJob, and(eq(machineJob.parentJobId, jobs.id), eq(machineJob.machineId, machine.id)))
    .where(
      and(
        isNull(jobs.parentJobId),
        eq(jobs.customerId, machine.customerId),
        gt(jobs.statusId, 30),
        lte(jobs.statusId, 100),
        ne(jobs.jobTypeId, PARTS_JOB_TYPE_ID),
      ),
    )
    .orderBy(desc(jobs.createdDate), desc(jobs.id));
  return rows.map((row) => ({
    Id: row.id,
    CreatedDate: row.createdDate.toISOString(),
    CompletedDate: row.completedDate?.toISOString() ?? null,
    JobTypeName: row.jobTypeName,
    StatusId: row.statusId,
    StatusName: statusName(row.statusId),
  }));
}
