import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '@eqp/contract';
import { demoFiles } from '../../seed/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';

type MachineListItem = components['schemas']['MachineListItem'];

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const resource = (relativePath: string) => `/api2/resource/?relativePath=${encodeURIComponent(relativePath)}`;

describe.each(testDatabases())('GET /api2/resource/ ($name)', (kind) => {
  let t: TestContext;
  let customerToken: string;

  beforeAll(async () => {
    t = await createTestContext(kind);
    customerToken = (await t.login('moderator@demo.test')).access_token;
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  it('given a seeded machine, answers its model image without a token as a sandboxed, cacheable SVG', async () => {
    const list = await t.request({
      url: '/api2/customer/machines/filtered?ItemsPerPage=100',
      token: customerToken,
    });
    const items = list.json<{ Items: MachineListItem[] }>().Items;
    const paths = [...new Set(items.map((m) => m.ModelImage).filter((p): p is string => !!p))];
    expect(paths.length).toBeGreaterThan(3);
    for (const relativePath of paths) {
      const res = await t.request({ url: resource(relativePath) });
      expect(res.statusCode, relativePath).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-security-policy']).toBe(SVG_CSP);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" /);
      expect(res.body).not.toMatch(/<script|on\w+=|href=/i);
      const machine = items.find((m) => m.ModelImage === relativePath)!;
      expect(res.body).toContain(`>${machine.ParentMachineModelName}</text>`);
    }
  });

  it('answers the same image to a signed-in caller (the token is optional)', async () => {
    const res = await t.request({ url: resource('models/ck-6-1-1.svg'), token: customerToken });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(demoFiles().find((f) => f.key === 'models/ck-6-1-1.svg')!.bytes);
  });

  it("answers the customer group image of the user's organisation", async () => {
    const info = await t.request({ url: '/api2/customer/userinfo', token: customerToken });
    const image = info.json().Customer.CustomerGroup.Image as string;
    expect(image).toBe('customer-groups/food-industry.svg');
    const res = await t.request({ url: resource(image) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('Food industry');
  });

  it.each([
    ['../x', '../x'],
    ['/etc/passwd', '/etc/passwd'],
    ['models/../../x', 'models/../../x'],
    ['%2e%2e/ (encoded dots)', '%2e%2e/x'],
    ['%2e%2e%2f (encoded dots and slash)', '%2e%2e%2fmodels%2fck-6-1-1.svg'],
    ['models/%2e%2e/%2e%2e/x', 'models/%2e%2e/%2e%2e/x'],
    ['a backslash', 'models%5C..%5C..%5Cx'],
    ['a NUL', 'models/ck-6-1-1.svg%00.png'],
    ['an empty segment', 'models//ck-6-1-1.svg'],
    ['a hidden side file', 'models/.ck-6-1-1.svg.meta.json'],
  ])('answers 400 for %s and reads nothing', async (_name, raw) => {
    const get = vi.spyOn(t.blobStore, 'get');
    const res = await t.request({ url: `/api2/resource/?relativePath=${raw}` });
    expect(res.statusCode).toBe(400);
    // A control character is refused before the route (src/http/control-characters.ts).
    expect(res.json().Message).toMatch(/^(Invalid relativePath: |Relative path )/);
    expect(get).not.toHaveBeenCalled();
  });

  it('answers 400 with a Message for a missing or empty relativePath', async () => {
    const get = vi.spyOn(t.blobStore, 'get');
    const missing = await t.request({ url: '/api2/resource/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ Message: 'Relative path is required.' });
    const empty = await t.request({ url: '/api2/resource/?relativePath=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe('Relative path cannot be empty.');
    expect(get).not.toHaveBeenCalled();
  });

  it('answers 404 File not found for a missing image', async () => {
    const res = await t.request({ url: resource('models/no-such-model.svg') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'File not found' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves nothing outside the public image folders, even when the file exists and the caller has a token', async () => {
    await t.blobStore.put('documents/manual.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    await t.blobStore.put('reports/job-1.png', Buffer.from('png'), 'image/png');
    const get = vi.spyOn(t.blobStore, 'get');
    for (const relativePath of ['documents/manual.pdf', 'reports/job-1.png', 'Models/ck-6-1-1.svg']) {
      for (const token of [undefined, customerToken]) {
        const res = await t.request({ url: resource(relativePath), token });
        expect(res.statusCode, relativePath).toBe(404);
        expect(res.json()).toEqual({ Message: 'File not found' });
      }
    }
    expect(get).not.toHaveBeenCalled();
  });

  it('serves only images from the public folders', async () => {
    await t.blobStore.put('models/notes.txt', Buffer.from('not an image'), 'text/plain');
    const res = await t.request({ url: resource('models/notes.txt') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'File not found' });
  });

  it('answers 401 for a malformed token (the token is optional, not ignored)', async () => {
    const res = await t.request({ url: resource('models/ck-6-1-1.svg'), token: 'not-a-jwt' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'Invalid access token' });
  });
});
