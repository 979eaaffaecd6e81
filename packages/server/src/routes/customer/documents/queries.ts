/**
 * Documents of a machine's model (manuals, forms, part drawings) and the resource tree of a
 * machine (folders inherited from its supplier, its model, its own history and its jobs).
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { isNotDeleted } from '../jobs/status.js';
import {
  documents,
  jobs,
  machineModels,
  machines,
  modelDocuments,
  RESOURCE_OWNER_TYPES,
  resourceFiles,
  resourceFolders,
  type ResourceOwnerType,
  suppliers,
} from '../../../db/schema.js';
import { drawingAreas } from './image-map.js';

export type Document = components['schemas']['Document'];
export type ResourceFolder = components['schemas']['ResourceFolder'];
export type ResourceFile = components['schemas']['ResourceFile'];

type DocumentRow = typeof documents.$inferSelect;

async function withModelDocuments(db: Db, rows: DocumentRow[]): Promise<Document[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(modelDocuments)
    .where(
      inArray(
        modelDocuments.documentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(modelDocuments.documentId), asc(modelDocuments.machineModelId));
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    DocumentType_Id: row.documentTypeId as Document['DocumentType_Id'],
    LinkUrl: row.linkUrl,
    PartDrawingImage: row.partDrawingImage,
    PartDrawingImageMap: row.partDrawingImageMap,
    PartDrawingAreas: drawingAreas(row.partDrawingImageMap),
    ModelDocuments: links
      .filter((l) => l.documentId === row.id)
      .map((l) => ({ DocumentId: l.documentId, MachineModelId: l.machineModelId })),
  }));
}

/** The documents of one type of a model, by name (none without a model). */
export async function modelDocumentsOfType(
  db: Db,
  machineModelId: number | null,
  documentTypeId: number,
): Promise<Document[]> {
  if (machineModelId === null) return [];
  const rows = await db
    .select({ document: documents })
    .from(documents)
    .innerJoin(modelDocuments, eq(modelDocuments.documentId, documents.id))
    .where(
      and(eq(modelDocuments.machineModelId, machineModelId), eq(documents.documentTypeId, documentTypeId)),
    )
    .orderBy(asc(documents.name), asc(documents.id));
  return withModelDocuments(
    db,
    rows.map((r) => r.document),
  );
}

/** One document with its model links; undefined when there is none. */
export async function loadDocument(db: Db, documentId: number): Promise<Document | undefined> {
  const rows = await db.select().from(documents).where(eq(documents.id, documentId));
  return (await withModelDocuments(db, rows))[0];
}

/** Whether the organisation has a machine of one of the document's models. */
export async function organisationHasDocument(
  db: Db,
  customerId: number,
  documentId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: machines.id })
    .from(machines)
    .innerJoin(modelDocuments, eq(modelDocuments.machineModelId, machines.machineModelId))
    .where(and(eq(machines.customerId, customerId), eq(modelDocuments.documentId, documentId)))
    .limit(1);
  return row !== undefined;
}

/** What the resource tree of a machine is built from. */
export interface MachineOwners {
  machineId: number;
  customerId: number;
  machineName: string;
  supplierId: number | null;
  machineModelId: number | null;
}

/** The owners of a machine's inherited resources; undefined when there is no such machine. */
export async function machineOwners(db: Db, where: SQL): Promise<MachineOwners | undefined> {
  const [row] = await db
    .select({
      machineId: machines.id,
      customerId: machines.customerId,
      machineName: machines.displayName,
      supplierId: sql<number | null>`coalesce(${machines.supplierId}, ${machineModels.supplierId})`,
      machineModelId: machines.machineModelId,
    })
    .from(machines)
    .leftJoin(machineModels, eq(machineModels.id, machines.machineModelId))
    .where(where);
  return row;
}

const machineJob = alias(jobs, 'machine_job');
const TYPE_ORDER = new Map<ResourceOwnerType, number>(RESOURCE_OWNER_TYPES.map((t, i) => [t, i]));
export const RESOURCES_ROOT_NAME = 'Resources';

/**
 * The resource tree of a machine: a root named Resources whose folders are those of the machine's
 * supplier, its model and, unless `publicOnly`, the machine itself (MachineJobHistory) and its jobs
 * (top-level jobs of the owning organisation with a sub-job on the machine, deleted ones left out).
 * Sub-folders keep their top folder's InheritedFromType and InheritedFromName. Folders are in
 * that order, then by sort order; files by name.
 */
export async function resourceTree(
  db: Db,
  owners: MachineOwners,
  options: { publicOnly: boolean },
): Promise<ResourceFolder> {
  const jobRows = options.publicOnly
    ? []
    : await db
        .selectDistinct({ id: jobs.id, displayName: jobs.displayName, orderId: jobs.orderId })
        .from(jobs)
        .innerJoin(
          machineJob,
          and(eq(machineJob.parentJobId, jobs.id), eq(machineJob.machineId, owners.machineId)),
        )
        .where(
          and(isNull(jobs.parentJobId), eq(jobs.customerId, owners.customerId), isNotDeleted(jobs.statusId)),
        );
  const conditions: SQL[] = [];
  if (owners.supplierId !== null) conditions.push(eq(resourceFolders.supplierId, owners.supplierId));
  if (owners.machineModelId !== null)
    conditions.push(eq(resourceFolders.machineModelId, owners.machineModelId));
  if (!options.publicOnly) conditions.push(eq(resourceFolders.machineId, owners.machineId));
  if (jobRows.length > 0)
    conditions.push(
      inArray(
        resourceFolders.jobId,
        jobRows.map((j) => j.id),
      ),
    );
  const root: ResourceFolder = {
    Name: RESOURCES_ROOT_NAME,
    Files: [],
    Folders: [],
    InheritedFromType: null,
    InheritedFromName: null,
  };
  if (conditions.length === 0) return root;

  const folders = await db
    .select()
    .from(resourceFolders)
    .where(or(...conditions))
    .orderBy(asc(resourceFolders.sortOrder), asc(resourceFolders.id));
  if (folders.length === 0) return root;
  const files = await db
    .select()
    .from(resourceFiles)
    .where(
      inArray(
        resourceFiles.folderId,
        folders.map((f) => f.id),
      ),
    )
    .orderBy(asc(resourceFiles.name), asc(resourceFiles.id));

  const [supplier] =
    owners.supplierId === null
      ? []
      : await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, owners.supplierId));
  const [model] =
    owners.machineModelId === null
      ? []
      : await db
          .select({ name: machineModels.name })
          .from(machineModels)
          .where(eq(machineModels.id, owners.machineModelId));
  const ownerName = (folder: (typeof folders)[number]): string | null => {
    if (folder.inheritedFromName) return folder.inheritedFromName;
    switch (folder.inheritedFromType) {
      case 'Supplier':
        return supplier?.name ?? null;
      case 'MachineModel':
        return model?.name ?? null;
      case 'MachineJobHistory':
        return owners.machineName;
      case 'Job': {
        const job = jobRows.find((j) => j.id === folder.jobId);
        return job?.displayName ?? (job?.orderId ? `Order ${job.orderId}` : `Job ${folder.jobId}`);
      }
    }
  };

  const nodes = new Map<number, ResourceFolder>();
  for (const folder of folders) {
    nodes.set(folder.id, {
      Name: folder.name,
      Files: files
        .filter((f) => f.folderId === folder.id)
        .map((f) => ({
          Name: f.name,
          Link: f.link,
          TypeId: f.typeId as ResourceFile['TypeId'],
          IsMedia: f.isMedia,
        })),
      Folders: [],
      InheritedFromType: folder.inheritedFromType,
      InheritedFromName: ownerName(folder),
    });
  }
  const top: { folder: (typeof folders)[number]; node: ResourceFolder }[] = [];
  for (const folder of folders) {
    const node = nodes.get(folder.id)!;
    const parentNode = folder.parentId === null ? undefined : nodes.get(folder.parentId);
    if (parentNode) {
      node.InheritedFromName = parentNode.InheritedFromName;
      parentNode.Folders.push(node);
    } else if (folder.parentId === null) {
      top.push({ folder, node });
    }
  }
  top.sort(
    (a, b) =>
      TYPE_ORDER.get(a.folder.inheritedFromType)! - TYPE_ORDER.get(b.folder.inheritedFromType)! ||
      a.folder.sortOrder - b.folder.sortOrder ||
      a.folder.id - b.folder.id,
  );
  root.Folders = top.map((t) => t.node);
  return root;
}
