import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { bytesOf, catalogue, modelsOf, nordicManual, plan } from '../../test/file-fixtures.js';

const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const resource = (key: string) => `/api2/resource/?relativePath=${encodeURIComponent(key)}`;

/** A service report of a machine of the first organisation, and one of the second's. */
const nordicReport = catalogue.serviceHistory.find(
  (h) => h.serviceReport && plan.machines.find((m) => m.key === h.machineKey)!.customerKey === 'nordic',
)!.serviceReport!;
const fjordReport = catalogue.serviceHistory.find(
  (h) => h.serviceReport && plan.machines.find((m) => m.key === h.machineKey)!.customerKey === 'fjord',
)!.serviceReport!;
const fjordMachineKey = plan.machines.find((m) => m.customerKey === 'fjord')!.key;
const fjordMachineFile = `resources/machines/${fjordMachineKey}/installation-protocol.pdf`;
const jobPhoto = `resources/jobs/${catalogue.showcase.jobKey}/before.svg`;
/** A model file whose model has no public machine: never served anonymously. */
const publicModels = new Set(plan.machines.filter((m) => m.isPublic).map((m) => m.modelKey));
const privateModel = plan.models.find((m) => !publicModels.has(m.key));
const publicModel = plan.models.find((m) => publicModels.has(m.key))!;
const quickReference = (model: (typeof plan.models)[number]) =>
  `resources/models/${model.imagePath.replace(/^models\//, '').replace(/\.svg$/, '')}/quick-reference.pdf`;

describe.each(testDatabases())('GET /api2/resource/ for documents and resources ($name)', (kind) => {
  let t: TestContext;
  let moderator: string;
  let user: string;
  let partner: string;

  beforeAll(async () => {
    t = await createTestContext(kind);
    moderator = (await t.login('moderator@demo.test')).access_token;
    user = (await t.login('user@demo.test')).access_token;
    partner = (await t.login('tech@demo.test')).access_token;
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  it('serves a manual to the organisation as a sandboxed, private download named after the document', async () => {
    const name = `${nordicManual.name.replace(/\//g, '-')}.pdf`;
    const res = await t.request({ url: resource(nordicManual.linkUrl!), token: moderator });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toBe(SANDBOX);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(res.rawPayload.equals(bytesOf(nordicManual.linkUrl!))).toBe(true);
  });

  it('serves a part drawing image inline', async () => {
    const drawing = catalogue.documents.find(
      (d) => d.documentTypeId === 3 && d.modelKeys.some((k) => modelsOf('nordic').has(k)),
    )!;
    const res = await t.request({ url: resource(drawing.partDrawingImage!), token: moderator });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="/);
  });

  it("serves service reports to the machine's organisation only", async () => {
    const own = await t.request({ url: resource(nordicReport), token: moderator });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.request({ url: resource(nordicReport), token: user })).statusCode).toBe(403);
    expect((await t.request({ url: resource(fjordReport), token: user })).statusCode).toBe(200);
    expect((await t.request({ url: resource(fjordReport), token: moderator })).statusCode).toBe(403);
  });

  it("serves a machine's and a job's resource files to their organisation only", async () => {
    expect((await t.request({ url: resource(fjordMachineFile), token: user })).statusCode).toBe(200);
    const other = await t.request({ url: resource(fjordMachineFile), token: moderator });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ Message: 'Unauthorized' });
    expect((await t.request({ url: resource(jobPhoto), token: moderator })).statusCode).toBe(200);
    expect((await t.request({ url: resource(jobPhoto), token: user })).statusCode).toBe(403);
  });

  it("refuses another organisation's document (403) and reads nothing", async () => {
    const get = vi.spyOn(t.blobStore, 'get');
    const res = await t.request({ url: resource(nordicManual.linkUrl!), token: user });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Message: 'Unauthorized' });
    expect(get).not.toHaveBeenCalled();
  });

  it('refuses a partner (403) and an anonymous caller (401) for documents, reports and job files', async () => {
    for (const key of [nordicManual.linkUrl!, nordicReport, jobPhoto]) {
      expect((await t.request({ url: resource(key), token: partner })).statusCode, key).toBe(403);
      const anonymous = await t.request({ url: resource(key) });
      expect(anonymous.statusCode, key).toBe(401);
      expect(anonymous.json().Message).toMatch(/Missing access token/);
    }
  });

  it('serves the supplier and model files of public machines to anyone, cacheable', async () => {
    const res = await t.request({ url: resource(quickReference(publicModel)) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    if (privateModel) {
      expect((await t.request({ url: resource(quickReference(privateModel)) })).statusCode).toBe(401);
      const owner = plan.machines.find((m) => m.modelKey === privateModel.key)!.customerKey;
      const token = owner === 'fjord' ? user : moderator;
      expect((await t.request({ url: resource(quickReference(privateModel)), token })).statusCode).toBe(200);
    }
  });

  it('serves article images to anyone', async () => {
    const image = catalogue.articles[0]!.image;
    const res = await t.request({ url: resource(image) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers 404 for a key no row refers to, without reading the store, and 400 for a bad path', async () => {
    await t.blobStore.put('documents/orphan.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const get = vi.spyOn(t.blobStore, 'get');
    const res = await t.request({ url: resource('documents/orphan.pdf'), token: moderator });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'File not found' });
    expect(get).not.toHaveBeenCalled();
    const bad = await t.request({ url: resource('documents/../service-reports/x.pdf'), token: moderator });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toMatch(/^Invalid relativePath: /);
  });
});
