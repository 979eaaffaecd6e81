import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { TEST_BASE_DATE } from '../test/context.js';
import { type TestDatabase, testDatabases } from '../test/databases.js';
import { LocalFolderBlobStore } from '../files/local-folder.js';
import { DEMO_ACCOUNTS, DEMO_JOB_CODE, demoFiles, seedIfEmpty, writeDemoFiles } from './index.js';
import { buildCataloguePlan, HISTORY_PART_PRICE } from './catalogue.js';
import type { ImageMap } from './drawings.js';
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
  contacts: schema.contacts,
  documents: schema.documents,
  model_documents: schema.modelDocuments,
  resource_folders: schema.resourceFolders,
  resource_files: schema.resourceFiles,
  articles: schema.articles,
  model_parts: schema.modelParts,
  customer_prices: schema.customerPrices,
  carts: schema.carts,
  cart_lines: schema.cartLines,
  service_history: schema.serviceHistory,
  service_history_parts: schema.serviceHistoryParts,
  counters: schema.counters,
  order_lines: schema.orderLines,
  attachments: schema.attachments,
  offline_reports: schema.offlineReports,
  job_partners: schema.jobPartners,
  one_time_codes: schema.oneTimeCodes,
  outbox: schema.outbox,
  idempotency_keys: schema.idempotencyKeys,
};

/** Every row of every table, in a stable order, as JSON; the random job codes as `<random>`. */
async function dump(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows: Record<string, unknown>[] = await db.select().from(table);
    out[name] = rows
      .map((row) =>
        JSON.stringify(
          name === 'jobs' && row.code !== null && row.code !== DEMO_JOB_CODE
            ? { ...row, code: '<random>' }
            : row,
        ),
      )
      .sort();
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

  it('is deterministic but for the job codes: two seeds give identical rows in every table', async () => {
    const [first, second] = [await dump(a.db), await dump(b.db)];
    expect(first.machines!.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
  });

  it('gives every partner job but the demo job a random 13-character code, different on every seed', async () => {
    const codesOf = async (db: Db) =>
      (await db.select({ code: schema.jobs.code }).from(schema.jobs).where(isNotNull(schema.jobs.code)))
        .map((j) => j.code!)
        .filter((code) => code !== DEMO_JOB_CODE);
    const [first, second] = [await codesOf(a.db), await codesOf(b.db)];
    expect(first.length).toBeGreaterThan(5);
    for (const code of first) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{13}$/);
    expect(new Set(first).size).toBe(first.length);
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    const partnerJobs = await a.db
      .select({ code: schema.jobs.code })
      .from(schema.jobs)
      .where(and(isNull(schema.jobs.parentJobId), isNotNull(schema.jobs.partnerCompanyId)));
    expect(partnerJobs.every((j) => j.code !== null)).toBe(true);
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
    expect(options!.value).toMatchObject({ CustomerPortal: true, ServiceProvider: true, Technician: true });
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
    const images = [...files.keys()].filter(
      (k) => k.startsWith('models/') || k.startsWith('customer-groups/'),
    );
    expect(images.sort()).toEqual([...paths].sort());
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
        expect(stored?.contentType, file.key).toBe(file.contentType);
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

  it('has active and inactive contacts in every organisation, and more type-6 users in the first one', async () => {
    const orgs = await a.db.select().from(schema.customers);
    for (const org of orgs) {
      const people = await a.db.select().from(schema.contacts).where(eq(schema.contacts.customerId, org.id));
      expect(
        people.some((c) => c.isActive),
        org.name,
      ).toBe(true);
      expect(people.some((c) => !c.isActive) || org.name === 'Fjord Bakery AS', org.name).toBe(true);
    }
    const [nordic] = orgs.filter((o) => o.name === 'Nordic Foods AS');
    const people = await a.db.select().from(schema.users).where(eq(schema.users.customerId, nordic!.id));
    expect(people.filter((u) => u.userTypeId === 6).length).toBeGreaterThanOrEqual(5);
    expect(people.some((u) => u.userTypeId === 6 && !u.active)).toBe(true);
    // Partner jobs name the customer's contact person.
    const partnerJobs = await a.db
      .select()
      .from(schema.jobs)
      .where(and(isNull(schema.jobs.parentJobId), isNotNull(schema.jobs.partnerCompanyId)));
    expect(partnerJobs.every((j) => j.contactId !== null)).toBe(true);
  });

  it('has about 40 articles with prices and images, a parts list per model and some customer prices', async () => {
    const all = await a.db.select().from(schema.articles);
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.every((x) => x.price !== null && x.price > 0 && x.image?.startsWith('articles/'))).toBe(true);
    expect(all.some((x) => x.warehouseId === null)).toBe(true);
    const models = await a.db.select().from(schema.machineModels);
    for (const model of models) {
      const parts = await a.db
        .select()
        .from(schema.modelParts)
        .where(eq(schema.modelParts.machineModelId, model.id));
      expect(parts.length, model.name).toBeGreaterThan(4);
    }
    const [nordic] = await a.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.name, 'Nordic Foods AS'));
    const prices = await a.db
      .select()
      .from(schema.customerPrices)
      .where(eq(schema.customerPrices.customerId, nordic!.id));
    expect(prices.length).toBeGreaterThan(5);
    expect(prices.length).toBeLessThan(all.length);
  });

  it('has manuals, forms and part drawings whose image maps point at parts of the model', async () => {
    const docs = await a.db.select().from(schema.documents);
    expect(new Set(docs.map((d) => d.documentTypeId))).toEqual(new Set([1, 2, 3]));
    const files = new Map(demoFiles().map((f) => [f.key, f]));
    for (const doc of docs) {
      const links = await a.db
        .select()
        .from(schema.modelDocuments)
        .where(eq(schema.modelDocuments.documentId, doc.id));
      expect(links.length, doc.name).toBeGreaterThan(0);
      if (doc.linkUrl && !/^https:\/\//.test(doc.linkUrl))
        expect(files.has(doc.linkUrl), doc.linkUrl).toBe(true);
      if (doc.documentTypeId !== 3) continue;
      expect(files.get(doc.partDrawingImage!)?.contentType).toBe('image/svg+xml');
      const map = JSON.parse(doc.partDrawingImageMap!) as ImageMap;
      const parts = await a.db
        .select()
        .from(schema.modelParts)
        .where(eq(schema.modelParts.machineModelId, links[0]!.machineModelId));
      const numbers = new Set(parts.map((p) => p.articleNumber));
      expect(map.Areas.length).toBeGreaterThan(3);
      for (const area of map.Areas) {
        expect(numbers.has(area.ArticleNumber), area.ArticleNumber).toBe(true);
        expect(area.Coords.every((c) => c >= 0 && c <= Math.max(map.Width, map.Height))).toBe(true);
      }
    }
    // A document shared by several models.
    const shared = await a.db.select({ id: schema.modelDocuments.documentId }).from(schema.modelDocuments);
    const perDocument = new Map<number, number>();
    for (const row of shared) perDocument.set(row.id, (perDocument.get(row.id) ?? 0) + 1);
    expect([...perDocument.values()].some((n) => n > 1)).toBe(true);
  });

  it('has resource folders of every inherited kind, with files', async () => {
    const folders = await a.db.select().from(schema.resourceFolders);
    expect(new Set(folders.map((f) => f.inheritedFromType))).toEqual(
      new Set(['Supplier', 'MachineModel', 'MachineJobHistory', 'Job']),
    );
    expect(folders.some((f) => f.parentId !== null)).toBe(true);
    const files = await a.db.select().from(schema.resourceFiles);
    expect(new Set(files.map((f) => f.typeId))).toEqual(new Set([1, 2, 3]));
    expect(files.some((f) => f.isMedia)).toBe(true);
    const stored = new Set(demoFiles().map((f) => f.key));
    for (const file of files) {
      if (!/^https:\/\//.test(file.link)) expect(stored.has(file.link), file.link).toBe(true);
    }
  });

  it("has a service history with parts over more than 12 months, matching the jobs' amounts", async () => {
    const history = await a.db.select().from(schema.serviceHistory);
    expect(new Set(history.map((h) => h.machineId)).size).toBeGreaterThan(5);
    const ages = history.map((h) => (TEST_BASE_DATE.getTime() - h.createdDate.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(365);
    expect(ages.filter((d) => d < 365).length).toBeGreaterThan(10);
    expect(history.some((h) => h.serviceReport?.startsWith('service-reports/'))).toBe(true);
    // The parts and labour of an entry are the amounts of the job's machine line.
    for (const entry of history) {
      const parts = await a.db
        .select()
        .from(schema.serviceHistoryParts)
        .where(eq(schema.serviceHistoryParts.historyId, entry.id));
      const [line] = await a.db
        .select()
        .from(schema.jobs)
        .where(and(eq(schema.jobs.parentJobId, entry.jobId!), eq(schema.jobs.machineId, entry.machineId)));
      const sum = parts.reduce((s, p) => s + p.qtyOrdered * (p.priceOut ?? 0), 0);
      expect(sum).toBeCloseTo(line!.partsAmount, 2);
      expect(entry.serviceAmount).toBeCloseTo(line!.serviceAmount, 2);
      expect(parts.every((p) => p.priceOut === HISTORY_PART_PRICE)).toBe(true);
    }
  });

  it('has counters for the machines of partner jobs, order lines and attachments on an open partner job', async () => {
    const partnerLines = await a.db
      .select({ machineId: schema.jobs.machineId })
      .from(schema.jobs)
      .innerJoin(schema.jobPartners, eq(schema.jobPartners.jobId, schema.jobs.parentJobId));
    const machineIds = [...new Set(partnerLines.map((l) => l.machineId!))];
    const counters = await a.db
      .select()
      .from(schema.counters)
      .where(inArray(schema.counters.machineId, machineIds));
    expect(new Set(counters.map((c) => c.machineId)).size).toBe(machineIds.length);
    const lines = await a.db.select().from(schema.orderLines);
    expect(lines.some((l) => l.articleNumber === null)).toBe(true);
    expect(lines.some((l) => l.articleNumber !== null)).toBe(true);
    const files = await a.db.select().from(schema.attachments);
    expect(files.length).toBeGreaterThan(0);
    const [job] = await a.db.select().from(schema.jobs).where(eq(schema.jobs.id, files[0]!.jobId));
    expect(job!.statusId).toBe(30);
  });

  it('plans the catalogue files independently of the base day, as valid PDFs and SVGs', () => {
    const first = buildCataloguePlan(buildSeedPlan(TEST_BASE_DATE)).files;
    const second = buildCataloguePlan(buildSeedPlan(new Date('2031-07-15T12:00:00Z'))).files;
    expect(second.map((f) => [f.key, f.bytes.toString('base64')])).toEqual(
      first.map((f) => [f.key, f.bytes.toString('base64')]),
    );
    for (const file of first) {
      if (file.contentType === 'application/pdf') {
        expect(file.bytes.subarray(0, 8).toString('latin1'), file.key).toBe('%PDF-1.4');
        expect(file.bytes.toString('latin1').trimEnd().endsWith('%%EOF'), file.key).toBe(true);
      } else {
        expect(file.contentType).toBe('image/svg+xml');
        expect(file.bytes.toString('utf8')).not.toMatch(/<script|<foreignObject|on\w+=|href=|url\((?!#)/i);
      }
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
