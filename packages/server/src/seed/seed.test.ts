import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { TEST_BASE_DATE } from '../test/context.js';
import { type TestDatabase, testDatabases } from '../test/databases.js';
import { LocalFolderBlobStore } from '../files/local-folder.js';
import { DEMO_ACCOUNTS, DEMO_JOB_CODE, demoFiles, seedIfEmpty, writeDemoFiles } from './index.js';
import { buildSeedPlan, JOB_STATUSES } from './data.js';

const TABLES = {
  provider: schema.provider,
  settings: schema.settings,
  customers: schema.customers,
  partner_companies: schema.partnerCompanies,
  users: schema.users,
  user_organisations: schema.userOrganisations,
  suppliers: schema.suppliers,
  machine_types: schema.machineTypes,
  machine_models: schema.machineModels,
  machines: schema.machines,
  jobs: schema.jobs,
  appointments: schema.appointments,
  appointment_participants: schema.appointmentParticipants,
  refresh_tokens: schema.refreshTokens,
};

/** Every row of every table, in a stable order, as JSON. */
async function dump(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = await db.select().from(table);
    out[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

describe.each(testDatabases())('demo data ($name)', (kind) => {
  let a: TestDatabase;
  let b: TestDatabase;
  beforeAll(async () => {
    [a, b] = await Promise.all([kind.create(), kind.create()]);
    expect(await seedIfEmpty(a.db, { baseDate: TEST_BASE_DATE })).toBe(true);
    expect(await seedIfEmpty(b.db, { baseDate: TEST_BASE_DATE })).toBe(true);
  });
  afterAll(async () => {
    await a?.dispose();
    await b?.dispose();
  });

  it('is deterministic: two seeds give identical rows in every table', async () => {
    const [first, second] = [await dump(a.db), await dump(b.db)];
    expect(first.machines!.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
  });

  it('seeds only an empty database', async () => {
    expect(await seedIfEmpty(a.db, { baseDate: TEST_BASE_DATE })).toBe(false);
    const [row] = await a.db.select({ n: count() }).from(schema.provider);
    expect(Number(row!.n)).toBe(1);
  });

  it('has a provider with a logo and the portal options', async () => {
    const [provider] = await a.db.select().from(schema.provider);
    expect(provider!.logoContentType).toBe('image/svg+xml');
    expect(provider!.logo!.toString('utf8')).toMatch(/^<svg /);
    const [options] = await a.db
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.key, 'portal_options'));
    expect(options!.value).toMatchObject({ CustomerPortal: true, Technician: true });
  });

  it('has at least 45 machines in the first organisation, public ones, with models and images', async () => {
    const [nordic] = await a.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.name, 'Nordic Foods AS'));
    const machines = await a.db
      .select()
      .from(schema.machines)
      .where(eq(schema.machines.customerId, nordic!.id));
    expect(machines.length).toBe(48);
    expect(machines.some((m) => m.isPublic)).toBe(true);
    expect(new Set(machines.map((m) => m.supplierId)).size).toBeGreaterThan(2);
    expect(new Set(machines.map((m) => m.qrcode)).size).toBe(48);
    const models = await a.db.select().from(schema.machineModels);
    expect(models.every((m) => m.imagePath?.startsWith('models/'))).toBe(true);
  });

  it('has jobs in every status of spec §4, a job with the code DEMO42, and partner jobs of both companies', async () => {
    const parents = await a.db.select().from(schema.jobs).where(isNull(schema.jobs.parentJobId));
    expect([...new Set(parents.map((j) => j.statusId))].sort((x, y) => x - y)).toEqual([...JOB_STATUSES]);
    expect(parents.filter((j) => j.code?.toUpperCase() === DEMO_JOB_CODE)).toHaveLength(1);
    const companies = await a.db.select().from(schema.partnerCompanies);
    for (const company of companies) {
      expect(parents.some((j) => j.partnerCompanyId === company.id)).toBe(true);
    }
    expect(companies.filter((c) => c.lookupPartsFromWarehouseId !== null)).toHaveLength(1);
    // Upcoming partner jobs: planned or new, with an appointment after the base date.
    const upcoming = await a.db
      .select({ id: schema.jobs.id })
      .from(schema.jobs)
      .innerJoin(schema.appointments, eq(schema.appointments.jobId, schema.jobs.id))
      .where(and(gt(schema.appointments.appointmentDate, TEST_BASE_DATE)));
    expect(upcoming.length).toBeGreaterThan(0);
    const amounts = await a.db.select().from(schema.jobs).where(gt(schema.jobs.serviceAmount, 0));
    expect(amounts.length).toBeGreaterThan(0);
  });

  it('has every demo account, and the README lists them all', async () => {
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await a.db.select().from(schema.users).where(eq(schema.users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user!.active).toBe(true);
      expect(readme).toContain(account.email);
    }
    expect(readme).toContain(DEMO_ACCOUNTS[0]!.password);
  });

  it('has a distinct SVG for every model image and customer group image the rows refer to', async () => {
    const files = new Map(demoFiles().map((f) => [f.key, f]));
    const models = await a.db.select().from(schema.machineModels);
    const groups = await a.db.select().from(schema.customers);
    const paths = new Set([
      ...models.map((m) => m.imagePath!),
      ...groups.map((c) => c.customerGroupImage).filter((p): p is string => !!p),
    ]);
    expect([...files.keys()].sort()).toEqual([...paths].sort());
    for (const model of models) {
      const svg = files.get(model.imagePath!)!.bytes.toString('utf8');
      expect(files.get(model.imagePath!)!.contentType).toBe('image/svg+xml');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="200" /);
      expect(svg).toContain(`>${model.name}</text>`);
      expect(svg).not.toMatch(/<script|<foreignObject|on\w+=|href=|url\((?!#)/i);
    }
    const distinct = new Set([...files.values()].map((f) => f.bytes.toString('base64')));
    expect(distinct.size).toBe(files.size);
  });

  it('builds the same image bytes on every seed, whatever the base day', () => {
    const first = buildSeedPlan(TEST_BASE_DATE).files;
    const second = buildSeedPlan(new Date('2031-07-15T12:00:00Z')).files;
    expect(second.map((f) => [f.key, f.bytes.toString('base64')])).toEqual(
      first.map((f) => [f.key, f.bytes.toString('base64')]),
    );
  });

  it('writes the demo images into the blob store: only the missing ones, never over a replaced one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-seed-files-'));
    try {
      const store = new LocalFolderBlobStore(dir);
      // The database is seeded already; the images still come.
      expect(await seedIfEmpty(a.db, { baseDate: TEST_BASE_DATE, blobStore: store })).toBe(false);
      for (const file of demoFiles()) {
        const stored = await store.get(file.key);
        expect(stored?.contentType, file.key).toBe('image/svg+xml');
        expect(Buffer.from(stored!.bytes).equals(file.bytes), file.key).toBe(true);
      }
      expect(await writeDemoFiles(a.db, store)).toEqual([]);

      await store.put('models/ck-6-1-1.svg', Buffer.from('<svg>mine</svg>'), 'image/svg+xml');
      await store.delete('customer-groups/bakeries.svg');
      expect(await writeDemoFiles(a.db, store)).toEqual(['customer-groups/bakeries.svg']);
      expect(Buffer.from((await store.get('models/ck-6-1-1.svg'))!.bytes).toString()).toBe('<svg>mine</svg>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes no demo image for a database without the demo rows', async () => {
    const empty = await kind.create();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-seed-files-'));
    try {
      expect(await writeDemoFiles(empty.db, new LocalFolderBlobStore(dir))).toEqual([]);
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await empty.dispose();
    }
  });
});
