/**
 * One machine of the organisation: the detail (Machine), its document counts (MachineOverview),
 * its open jobs count, its service history and the general tab's save (MachineUpdate).
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import {
  articles,
  documents,
  DOCUMENT_TYPES,
  jobs,
  machineModels,
  machines,
  machineTypes,
  modelDocuments,
  serviceHistory,
  serviceHistoryParts,
  suppliers,
} from '../../../db/schema.js';
import { badRequest } from '../../../http/errors.js';
import { isOpen, isPartsJob, jobStatusId, jobTypeId, statusName } from '../jobs/status.js';
import { namedRef } from './refs.js';

export type Machine = components['schemas']['Machine'];
export type MachineOverview = components['schemas']['MachineOverview'];
export type MachineUpdate = components['schemas']['MachineUpdate'];
export type OpenJobsCount = components['schemas']['OpenJobsCount'];
export type MachineServiceHistoryEntry = components['schemas']['MachineServiceHistoryEntry'];

const machineType = alias(machineTypes, 'machine_type');
const machineSupplier = alias(suppliers, 'machine_supplier');
const modelType = alias(machineTypes, 'model_type');
const modelSupplier = alias(suppliers, 'model_supplier');

const ref = namedRef;

/**
 * The machine as the detail page shows it. Type and supplier are the machine's own, or its model's
 * when the machine has none (as in the machine list). Undefined when there is no such machine.
 */
export async function loadMachine(db: Db, machineId: number): Promise<Machine | undefined> {
  const [row] = await db
    .select({
      machine: machines,
      model: machineModels,
      typeId: machineType.id,
      typeName: machineType.name,
      supplierId: machineSupplier.id,
      supplierName: machineSupplier.name,
      modelTypeId: modelType.id,
      modelTypeName: modelType.name,
      modelSupplierId: modelSupplier.id,
      modelSupplierName: modelSupplier.name,
    })
    .from(machines)
    .leftJoin(machineModels, eq(machineModels.id, machines.machineModelId))
    .leftJoin(modelType, eq(modelType.id, machineModels.machineTypeId))
    .leftJoin(modelSupplier, eq(modelSupplier.id, machineModels.supplierId))
    .leftJoin(
      machineType,
      eq(machineType.id, sql`coalesce(${machines.machineTypeId}, ${machineModels.machineTypeId})`),
    )
    .leftJoin(
      machineSupplier,
      eq(machineSupplier.id, sql`coalesce(${machines.supplierId}, ${machineModels.supplierId})`),
    )
    .where(eq(machines.id, machineId));
  if (!row) return undefined;
  const { machine: m, model } = row;
  return {
    Id: m.id,
    DisplayName: m.displayName,
    Name: m.name,
    SerialNumber: m.serialNumber,
    Qrcode: m.qrcode,
    Facility: m.facility,
    MachineType: ref(row.typeId, row.typeName),
    MachineModelName: model?.name ?? null,
    Supplier: ref(row.supplierId, row.supplierName),
    MachineModel: model
      ? {
          Id: model.id,
          Name: model.name,
          MachineType: ref(row.modelTypeId, row.modelTypeName),
          Supplier: ref(row.modelSupplierId, row.modelSupplierName),
          ModelImage: model.imagePath,
        }
      : null,
    BoughtDate: m.boughtDate,
    InstallationDate: m.installationDate,
    WarrantyExpiresDate: m.warrantyExpiresDate,
    RetiredDate: m.retiredDate,
    ServiceAgreement: m.serviceAgreement,
    IsActive: m.isActive,
    CustomerText: m.customerText,
  };
}

/** How many documents of each type a model has (all 0 without a model). */
export async function documentCounts(
  db: Db,
  machineModelId: number | null,
): Promise<Omit<MachineOverview, 'Machine'>> {
  const counts = { DocumentManualsCount: 0, DocumentPartDrawingCount: 0, DocumentFormsCount: 0 };
  if (machineModelId === null) return counts;
  const rows = await db
    .select({ type: documents.documentTypeId, n: count() })
    .from(modelDocuments)
    .innerJoin(documents, eq(documents.id, modelDocuments.documentId))
    .where(eq(modelDocuments.machineModelId, machineModelId))
    .groupBy(documents.documentTypeId);
  for (const row of rows) {
    const n = Number(row.n);
    if (row.type === DOCUMENT_TYPES.manual) counts.DocumentManualsCount = n;
    if (row.type === DOCUMENT_TYPES.form) counts.DocumentFormsCount = n;
    if (row.type === DOCUMENT_TYPES.partDrawing) counts.DocumentPartDrawingCount = n;
  }
  return counts;
}

const parent = alias(jobs, 'parent_job');

/** Open jobs (status 10..30) of the organisation with a machine sub-job on the machine. */
export async function machineOpenJobsCount(
  db: Db,
  customerId: number,
  machineId: number,
): Promise<OpenJobsCount> {
  const [row] = await db
    .select({
      parts: sql<number>`(count(distinct ${parent.id}) filter (where ${isPartsJob(parent.jobTypeId)}))::int`,
      other: sql<number>`(count(distinct ${parent.id}) filter (where not ${isPartsJob(parent.jobTypeId)}))::int`,
    })
    .from(jobs)
    .innerJoin(parent, eq(parent.id, jobs.parentJobId))
    .where(and(eq(jobs.machineId, machineId), eq(parent.customerId, customerId), isOpen(parent.statusId)));
  return { ActivePartJobsCount: Number(row?.parts ?? 0), ActiveOtherJobsCount: Number(row?.other ?? 0) };
}

/**
 * The service history of a machine, newest first, with the job each entry belongs to and its
 * parts. Without `showPrices` the parts' prices are null (withheld by the server).
 */
export async function machineHistory(
  db: Db,
  machineId: number,
  options: { showPrices: boolean },
): Promise<MachineServiceHistoryEntry[]> {
  const entries = await db
    .select({ entry: serviceHistory, job: jobs })
    .from(serviceHistory)
    .leftJoin(jobs, and(eq(jobs.id, serviceHistory.jobId), isNull(jobs.parentJobId)))
    .where(eq(serviceHistory.machineId, machineId))
    .orderBy(desc(serviceHistory.createdDate), desc(serviceHistory.id));
  const ids = entries.map((e) => e.entry.id);
  const parts =
    ids.length === 0
      ? []
      : await db
          .select({ part: serviceHistoryParts, article: articles })
          .from(serviceHistoryParts)
          .innerJoin(articles, eq(articles.articleNumber, serviceHistoryParts.articleNumber))
          .where(inArray(serviceHistoryParts.historyId, ids))
          .orderBy(asc(serviceHistoryParts.id));
  return entries.map(({ entry, job }) => ({
    Id: entry.id,
    CreatedDate: entry.createdDate.toISOString(),
    Job: job
      ? {
          Id: job.id,
          OrderId: job.orderId,
          DisplayName: job.displayName,
          JobTypeId: jobTypeId(job.jobTypeId),
          JobTypeName: job.jobTypeName,
          StatusId: jobStatusId(job.statusId),
          StatusName: statusName(job.statusId),
          CreatedDate: job.createdDate.toISOString(),
        }
      : null,
    ServiceReport: entry.serviceReport,
    MachineServiceHistoriesParts: parts
      .filter((p) => p.part.historyId === entry.id)
      .map(({ part, article }) => ({
        Article: {
          ArticleNumber: article.articleNumber,
          ArticleDescription: article.description,
          ArticleType: article.articleType,
        },
        ArticleQtyOrdered: part.qtyOrdered,
        ArticlePriceOut: options.showPrices ? part.priceOut : null,
      })),
  }));
}

/** The general tab's text fields; their longest length is the contract's (MachineUpdate), checked by Ajv. */
type TextField = 'DisplayName' | 'Name' | 'Facility' | 'SerialNumber' | 'CustomerText';

const DATE_FIELDS = ['BoughtDate', 'InstallationDate', 'WarrantyExpiresDate', 'RetiredDate'] as const;
/** Spec §9: the date 1970-01-01 is treated as empty. */
export const EMPTY_DATE = '1970-01-01';

export const MACHINE_UPDATE_MESSAGES = {
  displayNameRequired: 'DisplayName is required',
  control: (field: string) => `${field} must not contain control characters`,
  badDate: (field: string, value: string) => `${field} is not a valid date: ${value}`,
  before: (field: string, other: string) => `${field} must not be before ${other}`,
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK = /[\r\n\t]/;

/** A real calendar date `YYYY-MM-DD` between the years 1900 and 2200. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Checks and normalises the general tab's body (the contract already limits each text's length):
 * texts trimmed (empty becomes null), no control characters (CustomerText may have line breaks);
 * DisplayName required; dates real calendar dates, 1970-01-01 meaning empty; the warranty and the
 * retirement not before the purchase, the retirement not before the installation. Throws a 400.
 */
export function checkMachineUpdate(body: MachineUpdate): MachineUpdate {
  const text = (field: TextField): string | null => {
    const raw = body[field];
    if (raw === null || raw === undefined) return null;
    const value = raw.trim();
    if (CONTROL.test(value) || (field !== 'CustomerText' && LINE_BREAK.test(value))) {
      throw badRequest(MACHINE_UPDATE_MESSAGES.control(field));
    }
    return value === '' ? null : value;
  };
  const out: MachineUpdate = {
    DisplayName: text('DisplayName'),
    Name: text('Name'),
    Facility: text('Facility'),
    SerialNumber: text('SerialNumber'),
    CustomerText: text('CustomerText'),
    BoughtDate: null,
    InstallationDate: null,
    WarrantyExpiresDate: null,
    RetiredDate: null,
  };
  if (out.DisplayName === null) throw badRequest(MACHINE_UPDATE_MESSAGES.displayNameRequired);
  for (const field of DATE_FIELDS) {
    const value = body[field];
    if (value === null || value === undefined || value === EMPTY_DATE) continue;
    if (!isCalendarDate(value)) throw badRequest(MACHINE_UPDATE_MESSAGES.badDate(field, value));
    out[field] = value;
  }
  const notBefore = (field: (typeof DATE_FIELDS)[number], other: (typeof DATE_FIELDS)[number]) => {
    const a = out[field];
    const b = out[other];
    if (a && b && a < b) throw badRequest(MACHINE_UPDATE_MESSAGES.before(field, other));
  };
  notBefore('WarrantyExpiresDate', 'BoughtDate');
  notBefore('RetiredDate', 'BoughtDate');
  notBefore('RetiredDate', 'InstallationDate');
  return out;
}

/** Saves the general tab's fields (already checked) on the organisation's machine. */
export async function updateMachine(db: Db, customerId: number, machineId: number, update: MachineUpdate) {
  await db
    .update(machines)
    .set({
      displayName: update.DisplayName!,
      name: update.Name,
      facility: update.Facility,
      serialNumber: update.SerialNumber,
      customerText: update.CustomerText,
      boughtDate: update.BoughtDate,
      installationDate: update.InstallationDate,
      warrantyExpiresDate: update.WarrantyExpiresDate,
      retiredDate: update.RetiredDate,
    })
    .where(and(eq(machines.id, machineId), eq(machines.customerId, customerId)));
}
