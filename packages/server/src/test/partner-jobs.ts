/**
 * Test helpers of the partner routes: jobs made for one test (so a test that changes a job never
 * changes what another test reads), and look-ups of demo rows.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { partnerJobSection } from '@eqp/rules';
import type { Db } from '../db/client.js';
import {
  appointmentParticipants,
  appointments,
  contacts,
  counters,
  customers,
  jobPartners,
  jobs,
  machines,
  partnerCompanies,
  users,
} from '../db/schema.js';

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function companyIdOf(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ id: partnerCompanies.id })
    .from(partnerCompanies)
    .where(eq(partnerCompanies.companyName, name));
  if (!row) throw new Error(`no partner company ${name}`);
  return row.id;
}

export async function jobIdByCode(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.code, code), isNull(jobs.parentJobId)));
  if (!row) throw new Error(`no job ${code}`);
  return row.id;
}

export interface MadeJob {
  jobId: number;
  machineJobIds: number[];
  machineIds: number[];
  code: string;
}

let made = 0;

export interface MakeJobOptions {
  /** The job's partner company (also named in job_partners); null for none. Default Service Partner AS. */
  company?: string | null;
  /** Users on the appointment (default tech@demo.test). */
  participants?: string[];
  /** Users named on the job itself (user rows of job_partners). */
  partnerUsers?: string[];
  /** More companies named on the job (company rows of job_partners). */
  partnerCompanies?: string[];
  code?: string;
  /** The machines of the sub-jobs; default two machines of Nordic Foods AS on no demo job. */
  machineIds?: number[];
}

const spare = new WeakMap<Db, number[]>();

/** Two machines of the organisation that no demo job mentions (the same two on every call). */
async function spareMachines(db: Db, customerId: number): Promise<number[]> {
  const known = spare.get(db);
  if (known) return known;
  const rows = await db
    .select({ id: machines.id })
    .from(machines)
    .where(
      and(
        eq(machines.customerId, customerId),
        sql`not exists (select 1 from ${jobs} where ${jobs.machineId} = ${machines.id})`,
      ),
    )
    .orderBy(asc(machines.id))
    .limit(2);
  const ids = rows.map((r) => r.id);
  spare.set(db, ids);
  return ids;
}

/**
 * A partner job of Nordic Foods AS with `status`, a contact person, two machine sub-jobs and one
 * appointment tomorrow (see MakeJobOptions for who takes part).
 */
export async function makeJob(db: Db, status: number, options: MakeJobOptions = {}): Promise<MadeJob> {
  made += 1;
  const code = options.code ?? `T${process.pid % 1000}X${made}`;
  const companyName = options.company === undefined ? 'Service Partner AS' : options.company;
  const partnerCompanyId = companyName === null ? null : await companyIdOf(db, companyName);
  const [customer] = await db.select().from(customers).where(eq(customers.name, 'Nordic Foods AS'));
  const chosen = (options.machineIds ?? (await spareMachines(db, customer!.id))).map((id) => ({ id }));
  const [contact] = await db
    .insert(contacts)
    .values({ customerId: customer!.id, name: `Test Contact ${made}`, mobile: '+47 400 00 000', email: null })
    .returning({ id: contacts.id });
  const common = {
    jobTypeId: 1,
    jobTypeName: 'Service',
    statusId: status,
    createdDate: new Date('2026-03-01T08:00:00Z'),
    completedDate: partnerJobSection(status) === 'Finished' ? new Date('2026-03-01T12:00:00Z') : null,
    customerId: customer!.id,
    partnerCompanyId,
  };
  const [parent] = await db
    .insert(jobs)
    .values({
      ...common,
      orderId: 90000 + made,
      displayName: `Test job ${made}`,
      code,
      contactId: contact!.id,
      customerComment: 'The oven does not heat.',
      firstLineComment: 'Customer called twice.',
      serviceManagerComment: 'Bring a spare thermostat.',
      deliveryStreet: customer!.deliveryStreet,
      deliveryZip: customer!.deliveryZip,
      deliveryCity: customer!.deliveryCity,
      deliveryCountry: customer!.deliveryCountry,
    })
    .returning({ id: jobs.id });
  const machineJobIds: number[] = [];
  for (const m of chosen) {
    const [row] = await db
      .insert(jobs)
      .values({
        ...common,
        parentJobId: parent!.id,
        machineId: m.id,
        customerComment: 'Check the door seal.',
        technicianComment: null,
        invoiceComment: null,
      })
      .returning({ id: jobs.id });
    machineJobIds.push(row!.id);
  }
  const [appointment] = await db
    .insert(appointments)
    .values({
      jobId: parent!.id,
      appointmentDate: new Date('2026-03-03T08:00:00Z'),
      startTime: new Date('2026-03-03T08:00:00Z'),
      endTime: new Date('2026-03-03T12:00:00Z'),
    })
    .returning({ id: appointments.id });
  for (const email of options.participants ?? ['tech@demo.test']) {
    await db
      .insert(appointmentParticipants)
      .values({ appointmentId: appointment!.id, userId: await userIdOf(db, email) });
  }
  if (partnerCompanyId !== null) await db.insert(jobPartners).values({ jobId: parent!.id, partnerCompanyId });
  for (const name of options.partnerCompanies ?? []) {
    await db.insert(jobPartners).values({ jobId: parent!.id, partnerCompanyId: await companyIdOf(db, name) });
  }
  for (const email of options.partnerUsers ?? []) {
    await db.insert(jobPartners).values({ jobId: parent!.id, userId: await userIdOf(db, email) });
  }
  return { jobId: parent!.id, machineJobIds, machineIds: chosen.map((m) => m.id), code };
}

/** Every column of a job and its machine sub-jobs, to assert that a refused call changed nothing. */
export async function jobRows(db: Db, jobId: number) {
  return db
    .select()
    .from(jobs)
    .where(sql`${jobs.id} = ${jobId} or ${jobs.parentJobId} = ${jobId}`)
    .orderBy(asc(jobs.id));
}

/** A counter of a machine (deleted with the machine's other test rows by the caller). */
export async function makeCounter(
  db: Db,
  machineId: number,
  fields: { name?: string; value?: number | null; lastValue?: number | null; updatedAt?: Date | null } = {},
): Promise<number> {
  const [row] = await db
    .insert(counters)
    .values({
      machineId,
      name: fields.name ?? 'Operating hours',
      value: fields.value ?? null,
      lastValue: fields.lastValue ?? null,
      updatedAt: fields.updatedAt ?? null,
    })
    .returning({ id: counters.id });
  return row!.id;
}
