import { createHash } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
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
import { DEMO_PASSWORD } from './accounts.js';
import { buildSeedPlan, startOfUtcDay } from './data.js';

export { DEMO_ACCOUNTS, DEMO_JOB_CODE, DEMO_PASSWORD, formatDemoAccounts } from './accounts.js';
export { buildSeedPlan } from './data.js';

export const PORTAL_OPTIONS_SETTING = 'portal_options';
/** An arbitrary constant key for pg_advisory_xact_lock: one seeding instance at a time. */
const SEED_LOCK_KEY = 7_211_946;

export interface SeedOptions {
  /** The day the demo dates are relative to; default today (UTC). */
  baseDate?: Date;
}

/** Seeds the demo data when the database has no provider yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Several instances may start against one PostgreSQL at once: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(provider);
    if ((row?.n ?? 0) > 0) return false;
    await insertDemoData(tx as unknown as Db, options);
    return true;
  });
}

/** Demo passwords get a salt derived from the e-mail, so two seeds give identical rows. */
function demoSalt(email: string): Buffer {
  return createHash('sha256').update(`eqp-demo-salt:${email.toLowerCase()}`).digest().subarray(0, 16);
}

async function insertDemoData(db: Db, options: SeedOptions): Promise<void> {
  const baseDate = startOfUtcDay(options.baseDate ?? new Date());
  const plan = buildSeedPlan(baseDate);

  await db.insert(provider).values(plan.provider);
  await db
    .insert(settings)
    .values({ key: PORTAL_OPTIONS_SETTING, value: plan.portalOptions, updatedAt: baseDate });

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
        passwordHash: await hashPassword(DEMO_PASSWORD, { salt: demoSalt(u.email) }),
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
        code: j.code,
        deliveryStreet: customer.deliveryStreet,
        deliveryZip: customer.deliveryZip,
        deliveryCity: customer.deliveryCity,
        deliveryCountry: customer.deliveryCountry,
      })
      .returning({ id: jobs.id });
    for (const mj of j.machines) {
      await db.insert(jobs).values({
        ...common,
        orderId: j.orderId,
        parentJobId: parent!.id,
        machineId: machineIds.get(mj.machineKey)!,
        customerComment: mj.customerComment,
        invoiceComment: mj.invoiceComment,
        technicianComment: mj.technicianComment,
        serviceAmount: mj.serviceAmount,
        partsAmount: mj.partsAmount,
      });
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
}
