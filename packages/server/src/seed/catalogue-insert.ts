/** Inserts the catalogue plan (catalogue.ts), and finds which of its files the database refers to. */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import {
  articles,
  attachments,
  contacts,
  counters,
  customerPrices,
  documents,
  jobPartners,
  jobs,
  modelDocuments,
  modelParts,
  orderLines,
  resourceFiles,
  resourceFolders,
  serviceHistory,
  serviceHistoryParts,
  userOrganisations,
  users,
} from '../db/schema.js';
import { DEMO_PASSWORD, demoSalt } from './accounts.js';
import type { CataloguePlan, SeedIds } from './catalogue.js';

/** Inserts the catalogue plan after the base plan's rows (`ids` resolves their keys). */
export async function insertCatalogue(
  db: Db,
  catalogue: CataloguePlan,
  ids: SeedIds,
  options: { demoPasswordCost?: number } = {},
): Promise<void> {
  const id = (map: Map<string, number>, key: string) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`seed: no id for ${key}`);
    return value;
  };

  // Multi-row inserts, matched back by a natural key unique within the plan.
  const contactRows = await db
    .insert(contacts)
    .values(
      catalogue.contacts.map(({ key: _key, customerKey, ...fields }) => ({
        ...fields,
        customerId: id(ids.customers, customerKey),
      })),
    )
    .returning({ id: contacts.id, customerId: contacts.customerId, name: contacts.name });
  const contactIds = new Map(
    catalogue.contacts.map((c) => [
      c.key,
      contactRows.find((r) => r.name === c.name && r.customerId === ids.customers.get(c.customerKey))!.id,
    ]),
  );
  for (const { jobKey, contactKey } of catalogue.jobContacts) {
    await db
      .update(jobs)
      .set({ contactId: id(contactIds, contactKey) })
      .where(eq(jobs.id, id(ids.jobs, jobKey)));
  }

  for (const u of catalogue.users) {
    const [row] = await db
      .insert(users)
      .values({
        name: u.name,
        email: u.email,
        passwordHash: await hashPassword(DEMO_PASSWORD, {
          salt: demoSalt(u.email),
          N: options.demoPasswordCost,
        }),
        kind: u.kind,
        userTypeId: u.userTypeId,
        customerId: u.customerKey ? id(ids.customers, u.customerKey) : null,
        active: u.active,
        createdAt: new Date(Date.UTC(2024, 0, 1)),
      })
      .returning({ id: users.id });
    ids.users.set(u.key, row!.id);
    for (const orgKey of u.extraOrganisationKeys) {
      await db.insert(userOrganisations).values({ userId: row!.id, customerId: id(ids.customers, orgKey) });
    }
  }

  await db.insert(articles).values(catalogue.articles.map(({ category: _category, ...fields }) => fields));
  await db.insert(modelParts).values(
    catalogue.modelParts.map(({ modelKey, ...fields }) => ({
      ...fields,
      machineModelId: id(ids.models, modelKey),
    })),
  );
  await db.insert(customerPrices).values(
    catalogue.customerPrices.map(({ customerKey, ...fields }) => ({
      ...fields,
      customerId: id(ids.customers, customerKey),
    })),
  );

  const documentRows = await db
    .insert(documents)
    .values(catalogue.documents.map(({ key: _key, modelKeys: _models, ...fields }) => fields))
    .returning({ id: documents.id, name: documents.name });
  const documentIds = new Map(documentRows.map((r) => [r.name, r.id]));
  await db.insert(modelDocuments).values(
    catalogue.documents.flatMap((doc) =>
      doc.modelKeys.map((modelKey) => ({
        documentId: id(documentIds, doc.name),
        machineModelId: id(ids.models, modelKey),
      })),
    ),
  );

  const folderIds = new Map<string, number>();
  for (const folder of catalogue.resourceFolders) {
    const owner = {
      Supplier: { supplierId: ids.suppliers },
      MachineModel: { machineModelId: ids.models },
      MachineJobHistory: { machineId: ids.machines },
      Job: { jobId: ids.jobs },
    }[folder.type];
    const [column, map] = Object.entries(owner)[0]!;
    const [row] = await db
      .insert(resourceFolders)
      .values({
        parentId: folder.parentKey ? id(folderIds, folder.parentKey) : null,
        name: folder.name,
        inheritedFromType: folder.type,
        sortOrder: folder.sortOrder,
        [column]: id(map, folder.ownerKey),
      })
      .returning({ id: resourceFolders.id });
    folderIds.set(folder.key, row!.id);
  }
  await db.insert(resourceFiles).values(
    catalogue.resourceFiles.map(({ folderKey, ...fields }) => ({
      ...fields,
      folderId: id(folderIds, folderKey),
    })),
  );

  const historyKey = (jobId: number | null, machineId: number) => `${jobId}/${machineId}`;
  const historyRows = await db
    .insert(serviceHistory)
    .values(
      catalogue.serviceHistory.map((entry) => ({
        machineId: id(ids.machines, entry.machineKey),
        jobId: entry.jobKey ? id(ids.jobs, entry.jobKey) : null,
        createdDate: entry.createdDate,
        serviceAmount: entry.serviceAmount,
        serviceReport: entry.serviceReport,
      })),
    )
    .returning({ id: serviceHistory.id, jobId: serviceHistory.jobId, machineId: serviceHistory.machineId });
  const historyIds = new Map(historyRows.map((r) => [historyKey(r.jobId, r.machineId), r.id]));
  const historyParts = catalogue.serviceHistory.flatMap((entry) => {
    const historyId = id(
      historyIds,
      historyKey(entry.jobKey ? id(ids.jobs, entry.jobKey) : null, id(ids.machines, entry.machineKey)),
    );
    return entry.parts.map((part) => ({ ...part, historyId }));
  });
  if (historyParts.length > 0) await db.insert(serviceHistoryParts).values(historyParts);

  if (catalogue.counters.length > 0) {
    await db.insert(counters).values(
      catalogue.counters.map(({ machineKey, ...fields }) => ({
        ...fields,
        machineId: id(ids.machines, machineKey),
      })),
    );
  }
  await db.insert(orderLines).values(
    catalogue.orderLines.map(({ jobKey, machineKey, createdByKey, ...fields }) => ({
      ...fields,
      machineJobId: id(ids.machineJobs, `${jobKey}/${machineKey}`),
      createdBy: id(ids.users, createdByKey),
    })),
  );
  await db.insert(attachments).values(
    catalogue.attachments.map(({ jobKey, uploadedByKey, ...fields }) => ({
      ...fields,
      jobId: id(ids.jobs, jobKey),
      uploadedBy: id(ids.users, uploadedByKey),
    })),
  );
  await db.insert(jobPartners).values(
    catalogue.jobPartners.map((link) => ({
      jobId: id(ids.jobs, link.jobKey),
      partnerCompanyId: link.partnerCompanyKey ? id(ids.partnerCompanies, link.partnerCompanyKey) : null,
      userId: link.userKey ? id(ids.users, link.userKey) : null,
    })),
  );
}

/**
 * The catalogue's blob keys (of `keys`) that a row of the database refers to: documents, part
 * drawings, resource files, service reports, article images and attachments.
 */
export async function referencedCatalogueKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (keys.length === 0) return found;
  const add = (rows: { key: string | null }[]) => rows.forEach((r) => r.key && found.add(r.key));
  add(await db.select({ key: documents.linkUrl }).from(documents).where(inArray(documents.linkUrl, keys)));
  add(
    await db
      .select({ key: documents.partDrawingImage })
      .from(documents)
      .where(inArray(documents.partDrawingImage, keys)),
  );
  add(
    await db.select({ key: resourceFiles.link }).from(resourceFiles).where(inArray(resourceFiles.link, keys)),
  );
  add(
    await db
      .select({ key: serviceHistory.serviceReport })
      .from(serviceHistory)
      .where(and(isNotNull(serviceHistory.serviceReport), inArray(serviceHistory.serviceReport, keys))),
  );
  add(await db.select({ key: articles.image }).from(articles).where(inArray(articles.image, keys)));
  add(
    await db.select({ key: attachments.blobKey }).from(attachments).where(inArray(attachments.blobKey, keys)),
  );
  return found;
}
