import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, machineModels, machines } from '../../../db/schema.js';
import { buildCataloguePlan, buildSeedPlan } from '../../../seed/index.js';
import type { ImageMap } from '../../../seed/drawings.js';
import { createTestContext, TEST_BASE_DATE, type TestContext } from '../../../test/context.js';
import { testDatabases } from '../../../test/databases.js';
import { ACCESS_MESSAGES } from '../access.js';
import { DOCUMENT_MESSAGES } from './index.js';
import { drawingAreas } from './image-map.js';
import type { Document, ResourceFolder } from './queries.js';

const plan = buildSeedPlan(TEST_BASE_DATE);
const catalogue = buildCataloguePlan(plan);
const planMachine = (key: string) => plan.machines.find((m) => m.key === key)!;

/** Every folder of a tree, depth first. */
const allFolders = (folder: ResourceFolder): ResourceFolder[] => [
  folder,
  ...folder.Folders.flatMap((f) => allFolders(f)),
];

describe.each(testDatabases())('customer documents ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let partner: string;
  let machineId: Map<string, number>;
  let modelId: Map<string, number>;
  const id = (key: string) => machineId.get(key)!;
  const showcase = catalogue.showcase.machineKey;
  const fjordKey = plan.machines.find((m) => m.customerKey === 'fjord')!.key;
  const noModelKey = plan.machines.filter((m) => m.customerKey === 'nordic').at(-1)!.key;
  /** Documents of a model in the plan, by type. */
  const planned = (machineKey: string, type: number) =>
    catalogue.documents
      .filter((d) => d.documentTypeId === type && d.modelKeys.includes(planMachine(machineKey).modelKey!))
      .map((d) => d.name)
      .sort();

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
    const rows = await t.db.select({ id: machines.id, qrcode: machines.qrcode }).from(machines);
    machineId = new Map(plan.machines.map((m) => [m.key, rows.find((r) => r.qrcode === m.qrcode)!.id]));
    const models = await t.db.select({ id: machineModels.id, name: machineModels.name }).from(machineModels);
    modelId = new Map(plan.models.map((m) => [m.key, models.find((r) => r.name === m.name)!.id]));
  });
  afterAll(async () => t?.close());

  describe.each([
    ['manuals', 1],
    ['forms', 2],
    ['partdrawings', 3],
  ] as const)('GET /api2/customer/documents/%s/{machineId}', (kind, type) => {
    const url = (machine: number) => `/api2/customer/documents/${kind}/${machine}`;

    it("answers the documents of the machine's model, by name, with their model links", async () => {
      // A machine of each model the organisation has, so every document type shows up somewhere.
      let seen = 0;
      const byModel = new Map<string, string>();
      for (const m of plan.machines.filter((x) => x.customerKey === 'nordic' && x.modelKey)) {
        if (!byModel.has(m.modelKey!)) byModel.set(m.modelKey!, m.key);
      }
      for (const machineKey of byModel.values()) {
        const res = await t.request({ url: url(id(machineKey)), token: moderator });
        expect(res.statusCode).toBe(200);
        const docs: Document[] = res.json();
        expect(docs.map((d) => d.Name)).toEqual(planned(machineKey, type));
        for (const doc of docs) {
          expect(doc.DocumentType_Id).toBe(type);
          expect(doc.ModelDocuments).toContainEqual({
            DocumentId: doc.Id,
            MachineModelId: modelId.get(planMachine(machineKey).modelKey!),
          });
          if (type === 3) {
            expect(doc.PartDrawingImage).toMatch(/^documents\/.+\/exploded-view\.svg$/);
            expect(JSON.parse(doc.PartDrawingImageMap!)).toMatchObject({ Width: 640, Height: 420 });
            expect(doc.PartDrawingAreas).toEqual(drawingAreas(doc.PartDrawingImageMap));
            expect(doc.PartDrawingAreas.length).toBeGreaterThan(0);
          } else {
            expect(doc.PartDrawingAreas).toEqual([]);
            expect(doc.PartDrawingImage).toBeNull();
            expect(doc.LinkUrl).toMatch(/^(documents\/.+\.pdf|https:\/\/)/);
          }
        }
        seen += docs.length;
      }
      expect(seen).toBeGreaterThan(0);
    });

    it('answers an empty list for a machine without a model', async () => {
      const res = await t.request({ url: url(id(noModelKey)), token: moderator });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it("answers 403 for another organisation's machine, 404 for an unknown one", async () => {
      const other = await t.request({ url: url(id(fjordKey)), token: moderator });
      expect(other.statusCode).toBe(403);
      expect(other.json().Message).toBe(ACCESS_MESSAGES.notYourMachine(id(fjordKey)));
      expect((await t.request({ url: url(id(showcase)), token: user })).statusCode).toBe(403);
      expect((await t.request({ url: url(999999), token: moderator })).statusCode).toBe(404);
    });

    it('answers 403 to a partner, 401 without a token, 400 for a bad id', async () => {
      expect((await t.request({ url: url(id(showcase)), token: partner })).statusCode).toBe(403);
      expect((await t.request({ url: url(id(showcase)) })).statusCode).toBe(401);
      const bad = await t.request({ url: `/api2/customer/documents/${kind}/x`, token: moderator });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Message).toMatch(/^Machine ID must be a whole number/);
    });
  });

  describe('GET /api2/customer/documents/partdrawing/{documentId}', () => {
    const drawingOf = async (machineKey: string) =>
      (
        await t.request({ url: `/api2/customer/documents/partdrawings/${id(machineKey)}`, token: moderator })
      ).json()[0] as Document;

    it('answers the drawing with its image and an image map whose areas are parts of the model', async () => {
      const listed = await drawingOf(showcase);
      const res = await t.request({
        url: `/api2/customer/documents/partdrawing/${listed.Id}`,
        token: moderator,
      });
      expect(res.statusCode).toBe(200);
      const drawing: Document = res.json();
      expect(drawing).toEqual(listed);
      const map = JSON.parse(drawing.PartDrawingImageMap!) as ImageMap;
      const parts = (
        await t.request({
          url: `/api2/customer/parts/${modelId.get(planMachine(showcase).modelKey!)}`,
          token: moderator,
        })
      ).json() as { ArticleNumber: string }[];
      const numbers = new Set(parts.map((p) => p.ArticleNumber));
      expect(map.Areas.length).toBeGreaterThan(3);
      for (const area of map.Areas) expect(numbers.has(area.ArticleNumber)).toBe(true);
      // The same areas, read by the server: every one placed inside the drawing and linked to a part.
      expect(drawing.PartDrawingAreas).toHaveLength(map.Areas.length);
      for (const area of drawing.PartDrawingAreas) {
        expect(numbers.has(area.ArticleNumber)).toBe(true);
        expect(area.Left).toBeGreaterThanOrEqual(0);
        expect(area.Left + area.Width).toBeLessThanOrEqual(100.001);
        expect(area.Top + area.Height).toBeLessThanOrEqual(100.001);
      }
      // The image is served to the organisation.
      const image = await t.request({
        url: `/api2/resource/?relativePath=${encodeURIComponent(drawing.PartDrawingImage!)}`,
        token: moderator,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
    });

    it('answers 403 for a drawing of a model the organisation has no machine of', async () => {
      const fjordModels = new Set(
        plan.machines.filter((m) => m.customerKey === 'fjord').map((m) => m.modelKey),
      );
      const foreign = catalogue.documents.find(
        (d) => d.documentTypeId === 3 && d.modelKeys.every((k) => !fjordModels.has(k)),
      )!;
      const [row] = await t.db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.name, foreign.name));
      const res = await t.request({ url: `/api2/customer/documents/partdrawing/${row!.id}`, token: user });
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(DOCUMENT_MESSAGES.notYourDocument(row!.id));
      expect(res.body).not.toContain('exploded-view');
    });

    it('answers 404 for an unknown id or a document that is not a part drawing', async () => {
      const manual = (
        await t.request({ url: `/api2/customer/documents/manuals/${id(showcase)}`, token: moderator })
      ).json()[0] as Document;
      const notDrawing = await t.request({
        url: `/api2/customer/documents/partdrawing/${manual.Id}`,
        token: moderator,
      });
      expect(notDrawing.statusCode).toBe(404);
      expect(notDrawing.json().Message).toBe(DOCUMENT_MESSAGES.noSuchPartDrawing(manual.Id));
      expect(
        (await t.request({ url: '/api2/customer/documents/partdrawing/999999', token: moderator }))
          .statusCode,
      ).toBe(404);
    });

    it('answers 403 to a partner, 401 without a token, 400 for a bad id', async () => {
      const drawing = await drawingOf(showcase);
      const url = `/api2/customer/documents/partdrawing/${drawing.Id}`;
      expect((await t.request({ url, token: partner })).statusCode).toBe(403);
      expect((await t.request({ url })).statusCode).toBe(401);
      const bad = await t.request({ url: '/api2/customer/documents/partdrawing/-3', token: moderator });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().Message).toMatch(/^Document ID must be a whole number of 1 or more\.$/);
    });
  });

  describe('GET /api2/customer/documents/resources/{machineId}', () => {
    const url = (machine: number) => `/api2/customer/documents/resources/${machine}`;

    it('answers a Resources root with the supplier, model, machine and job folders', async () => {
      const res = await t.request({ url: url(id(showcase)), token: moderator });
      expect(res.statusCode).toBe(200);
      const root: ResourceFolder = res.json();
      expect(root).toMatchObject({
        Name: 'Resources',
        Files: [],
        InheritedFromType: null,
        InheritedFromName: null,
      });
      expect(root.Folders.map((f) => f.InheritedFromType)).toEqual([
        'Supplier',
        'MachineModel',
        'MachineJobHistory',
        'Job',
      ]);
      const machine = planMachine(showcase);
      const supplier = plan.suppliers.find((s) => s.key === machine.supplierKey)!;
      const model = plan.models.find((m) => m.key === machine.modelKey)!;
      const job = plan.jobs.find((j) => j.key === catalogue.showcase.jobKey)!;
      expect(root.Folders.map((f) => f.InheritedFromName)).toEqual([
        supplier.name,
        model.name,
        machine.displayName,
        job.displayName,
      ]);
      // Sub-folders inherit their top folder's origin.
      const certificates = root.Folders[0]!.Folders[0]!;
      expect(certificates).toMatchObject({ Name: 'Certificates', InheritedFromType: 'Supplier' });
      expect(certificates.InheritedFromName).toBe(supplier.name);
      const files = allFolders(root).flatMap((f) => f.Files);
      expect(new Set(files.map((f) => f.TypeId))).toEqual(
        new Set([1, 3].concat(model.typeKey === 'dishwasher' ? [2] : [])),
      );
      expect(files.some((f) => f.IsMedia)).toBe(true);
      expect(files.some((f) => f.Link.startsWith('https://'))).toBe(true);
    });

    it('a machine without job or machine files has only the supplier and model folders', async () => {
      const other = plan.machines.find(
        (m) =>
          m.customerKey === 'nordic' &&
          m.key !== showcase &&
          m.modelKey !== null &&
          !catalogue.resourceFolders.some((f) => f.ownerKey === m.key),
      )!;
      const root: ResourceFolder = (await t.request({ url: url(id(other.key)), token: moderator })).json();
      const types = new Set(root.Folders.map((f) => f.InheritedFromType));
      expect(types.has('Supplier')).toBe(true);
      expect(types.has('MachineModel')).toBe(true);
      expect(types.has('MachineJobHistory')).toBe(false);
    });

    it("answers 403 for another organisation's machine (never its files), 404 for an unknown one", async () => {
      const other = await t.request({ url: url(id(fjordKey)), token: moderator });
      expect(other.statusCode).toBe(403);
      expect(other.body).not.toContain('installation-protocol');
      expect((await t.request({ url: url(999999), token: moderator })).statusCode).toBe(404);
      // Fjord Bakery sees its own machine folder, not the first organisation's.
      const own: ResourceFolder = (await t.request({ url: url(id(fjordKey)), token: user })).json();
      const links = allFolders(own).flatMap((f) => f.Files.map((x) => x.Link));
      expect(links.some((l) => l.includes(`resources/machines/${fjordKey}/`))).toBe(true);
      expect(links.some((l) => l.includes(`resources/machines/${showcase}/`))).toBe(false);
    });

    it('answers 403 to a partner, 401 without a token, 400 for a bad id', async () => {
      expect((await t.request({ url: url(id(showcase)), token: partner })).statusCode).toBe(403);
      expect((await t.request({ url: url(id(showcase)) })).statusCode).toBe(401);
      expect(
        (await t.request({ url: '/api2/customer/documents/resources/0', token: moderator })).statusCode,
      ).toBe(400);
    });
  });
});
