import { count, inArray, sql } from 'drizzle-orm';
import { newJobCode } from '../auth/job-codes.js';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import type { BlobStore } from '../files/blob-store.js';
import {
  appointmentParticipants,
  appointments,
  customers,
  jobs,
  machineModels,
  machines,
  machineTypes,
  partnerCompanies,
  provider,
  settings,
  suppliers,
  userOrganisations,
  users,
} from '../db/schema.js';
import { OFFLINE_REPORT_SETTING } from '../routes/partner/offlinereport/settings.js';
import { DEMO_PASSWORD, demoSalt } from './accounts.js';
import { buildCataloguePlan, insertCatalogue, referencedCatalogueKeys } from './catalogue.js';
import { buildSeedPlan, type PlanFile, startOfUtcDay } from './data.js';

export { DEMO_ACCOUNTS, DEMO_JOB_CODE, DEMO_PASSWORD, formatDemoAccounts } from './accounts.js';
export { buildSeedPlan } from './data.js';
export { buildCataloguePlan } from './catalogue.js';

export const PORTAL_OPTIONS_SETTING = 'portal_options';
/** An arbitrary constant key for pg_advisory_xact_lock: one seeding instance at a time. */
const SEED_LOCK_KEY = 7_211_946;

export interface SeedOptions {
  /** The day the demo dates are relative to; default today (UTC). */
  baseDate?: Date;
  /** Where the demo images go (see writeDemoFiles); without it no file is written. */
  blobStore?: BlobStore;
  /**
   * scrypt's cost N for the demo accounts' password hashes (default: the server's, 16384). The
   * test template lowers it so that a sign-in in a test costs milliseconds, not ~50 ms of CPU.
   */
  demoPasswordCost?: number;
}

/**
 * Seeds the demo data when the database has no provider yet. Returns whether it seeded. With a
 * blob store it then writes the demo images the rows refer to (writeDemoFiles), also when the
 * rows were already there.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    // Several instances may start against one PostgreSQL at once: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(provider);
    if ((row?.n ?? 0) > 0) return false;
    await insertDemoData(tx as unknown as Db, options);
    return true;
  });
  // After the commit: a rolled-back seed leaves no files behind.
  if (options.blobStore) await writeDemoFiles(db, options.blobStore);
  return seeded;
}

/** The demo images (model and customer group images), the same bytes on every call. */
export function demoFiles(): PlanFile[] {
  // The files depend on names only, never on the base date.
  const plan = buildSeedPlan(new Date(0));
  return [...plan.files, ...buildCataloguePlan(plan).files];
}

/**
 * Writes each demo image that a row of the database refers to (a model's image path or a customer
 * group image) and that the store does not have yet. A file already in the store is never replaced,
 * and nothing is written for a database without the demo rows. So it is safe on every start: a
 * data folder seeded before the images existed, or an instance with an empty files folder, gets
 * them; an image replaced by hand stays. Returns the keys written.
 */
export async function writeDemoFiles(db: Db, store: BlobStore): Promise<string[]> {
  const files = demoFiles();
  const keys = files.map((f) => f.key);
  const referenced = new Set<string>();
  const models = await db
    .select({ path: machineModels.imagePath })
    .from(machineModels)
    .where(inArray(machineModels.imagePath, keys));
  const groups = await db
    .select({ path: customers.customerGroupImage })
    .from(customers)
    .where(inArray(customers.customerGroupImage, keys));
  for (const row of [...models, ...groups]) if (row.path) referenced.add(row.path);
  for (const key of await referencedCatalogueKeys(db, keys)) referenced.add(key);
  const written: string[] = [];
  for (const file of files) {
    if (!referenced.has(file.key) || (await store.get(file.key))) continue;
    await store.put(file.key, file.bytes, file.contentType);
    written.push(file.key);
  }
  return written;
}

async function insertDemoData(db: Db, options: SeedOptions): Promise<void> {
  const baseDate = startOfUtcDay(options.baseDate ?? new Date());
  const plan = buildSeedPlan(baseDate);

  await db.insert(provider).values(plan.provider);
  await db
    .insert(settings)
    .values({ key: PORTAL_OPTIONS_SETTING, value: plan.portalOptions, updatedAt: baseDate });
  // Offline job reports on, with report times in Norwegian time (routes/partner/offlinereport/settings.ts).
  await db.insert(settings).values({
    key: OFFLINE_REPORT_SETTING,
    value: { enabled: true, timeZone: 'Europe/Oslo' },
    updatedAt: baseDate,
  });

  const customerIds = new Map<string, number>();
  for (const c of plan.customers) {
    const { key, parentKey, ...fields } = c;
    const [row] = await db
      .insert(customers)
      .values({ ...fields, parentId: parentKey ? customerIds.get(parentKey)! : null })
      .returning({ id: customers.id });
    customerIds.set(key, row!.id);
  }

  const partnerIds = new Map<string, number>();
  for (const p of plan.partnerCompanies) {
    const { key, ...fields } = p;
    const [row] = await db.insert(partnerCompanies).values(fields).returning({ id: partnerCompanies.id });
    partnerIds.set(key, row!.id);
  }

  const userIds = new Map<string, number>();
  for (const u of plan.users) {
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
        customerId: u.customerKey ? customerIds.get(u.customerKey)! : null,
        partnerCompanyId: u.partnerCompanyKey ? partnerIds.get(u.partnerCompanyKey)! : null,
        active: u.active,
        createdAt: new Date(Date.UTC(2024, 0, 1)),
      })
      .returning({ id: users.id });
    userIds.set(u.key, row!.id);
    for (const orgKey of u.extraOrganisationKeys) {
      await db.insert(userOrganisations).values({ userId: row!.id, customerId: customerIds.get(orgKey)! });
    }
  }

  const supplierIds = new Map<string, number>();
  for (const s of plan.suppliers) {
    const [row] = await db.insert(suppliers).values({ name: s.name }).returning({ id: suppliers.id });
    supplierIds.set(s.key, row!.id);
  }
  const typeIds = new Map<string, number>();
  for (const t of plan.machineTypes) {
    const [row] = await db.insert(machineTypes).values({ name: t.name }).returning({ id: machineTypes.id });
    typeIds.set(t.key, row!.id);
  }
  const modelIds = new Map<string, number>();
  for (const m of plan.models) {
    const [row] = await db
      .insert(machineModels)
      .values({
        name: m.name,
        machineTypeId: typeIds.get(m.typeKey)!,
        supplierId: supplierIds.get(m.supplierKey)!,
        imagePath: m.imagePath,
      })
      .returning({ id: machineModels.id });
    modelIds.set(m.key, row!.id);
  }

  const machineIds = new Map<string, number>();
  for (const m of plan.machines) {
    const { key, customerKey, modelKey, typeKey, supplierKey, ...fields } = m;
    const [row] = await db
      .insert(machines)
      .values({
        ...fields,
        customerId: customerIds.get(customerKey)!,
        machineModelId: modelKey ? modelIds.get(modelKey)! : null,
        machineTypeId: typeIds.get(typeKey)!,
        supplierId: supplierIds.get(supplierKey)!,
      })
      .returning({ id: machines.id });
    machineIds.set(key, row!.id);
  }

  const jobIds = new Map<string, number>();
  const machineJobIds = new Map<string, number>();
  const customerByKey = new Map(plan.customers.map((c) => [c.key, c]));
  for (const j of plan.jobs) {
    const customer = customerByKey.get(j.customerKey)!;
    const common = {
      jobTypeId: j.jobType.id,
      jobTypeName: j.jobType.name,
      statusId: j.statusId,
      priorityName: j.priorityName,
      createdDate: j.createdDate,
      completedDate: j.completedDate,
      customerId: customerIds.get(j.customerKey)!,
      partnerCompanyId: j.partnerCompanyKey ? partnerIds.get(j.partnerCompanyKey)! : null,
    };
    const [parent] = await db
      .insert(jobs)
      .values({
        ...common,
        orderId: j.orderId,
        displayName: j.displayName,
        customerComment: j.customerComment,
        invoiceComment: j.invoiceComment,
        // Random like every new job's: the code is the credential of the code login.
        code: j.code ?? (j.partnerCompanyKey ? newJobCode() : null),
        deliveryStreet: customer.deliveryStreet,
        deliveryZip: customer.deliveryZip,
        deliveryCity: customer.deliveryCity,
        deliveryCountry: customer.deliveryCountry,
      })
      .returning({ id: jobs.id });
    jobIds.set(j.key, parent!.id);
    for (const mj of j.machines) {
      const [machineJob] = await db
        .insert(jobs)
        .values({
          ...common,
          orderId: j.orderId,
          parentJobId: parent!.id,
          machineId: machineIds.get(mj.machineKey)!,
          customerComment: mj.customerComment,
          invoiceComment: mj.invoiceComment,
          technicianComment: mj.technicianComment,
          serviceAmount: mj.serviceAmount,
          partsAmount: mj.partsAmount,
        })
        .returning({ id: jobs.id });
      machineJobIds.set(`${j.key}/${mj.machineKey}`, machineJob!.id);
    }
    for (const a of j.appointments) {
      const [appointment] = await db
        .insert(appointments)
        .values({ jobId: parent!.id, appointmentDate: a.date, startTime: a.startTime, endTime: a.endTime })
        .returning({ id: appointments.id });
      for (const participant of a.participantKeys) {
        await db
          .insert(appointmentParticipants)
          .values({ appointmentId: appointment!.id, userId: userIds.get(participant)! });
      }
    }
  }
  await insertCatalogue(
    db,
    buildCataloguePlan(plan),
    {
      customers: customerIds,
      partnerCompanies: partnerIds,
      users: userIds,
      suppliers: supplierIds,
      models: modelIds,
      machines: machineIds,
      jobs: jobIds,
      machineJobs: machineJobIds,
    },
    { demoPasswordCost: options.demoPasswordCost },
  );
}
