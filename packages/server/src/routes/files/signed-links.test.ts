import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '@eqp/contract';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testDatabases } from '../../test/databases.js';
import { bytesOf, catalogue, nordicManual, plan } from '../../test/file-fixtures.js';
import { multipart, SAMPLE_FILES } from '../../test/multipart.js';
import { makeJob } from '../../test/partner-jobs.js';

type FileLink = components['schemas']['FileLink'];

const manualName = `${nordicManual.name.replace(/\//g, '-')}.pdf`;
const jobPhoto = `resources/jobs/${catalogue.showcase.jobKey}/before.svg`;
const LIFETIME_SECONDS = 300;

describe.each(testDatabases())('signed file links ($name)', (kind) => {
  let t: TestContext;
  let clock: Date;
  let moderator: string;
  let fjordUser: string;
  let tech: string;
  let otherTech: string;

  const sign = (relativePath: string, token?: string) =>
    t.request({
      method: 'POST',
      url: '/api2/files/link',
      token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ RelativePath: relativePath }),
    });
  const signed = async (relativePath: string, token: string): Promise<FileLink> => {
    const res = await sign(relativePath, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FileLink>();
  };
  const open = (url: string, headers: Record<string, string> = {}) => t.request({ url, headers });
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    clock = new Date();
    t = await createTestContext(kind, { now: () => clock, fileLinkLifetimeSeconds: LIFETIME_SECONDS });
    moderator = (await t.login('moderator@demo.test')).access_token;
    fjordUser = (await t.login('user@demo.test')).access_token;
    tech = (await t.login('tech@demo.test')).access_token;
    otherTech = (await t.login('tech2@otherpartner.test')).access_token;
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.restoreAllMocks();
    clock = new Date();
  });

  it('given a manual of the organisation, signs a link named after it that opens inline without a token, streamed', async () => {
    const link = await signed(nordicManual.linkUrl!, moderator);
    expect(link.Name).toBe(manualName);
    expect(link.Url).toMatch(/^\/api2\/files\/signed\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\/[^/]+$/);
    expect(decodeURIComponent(link.Url.split('/').pop()!)).toBe(manualName);
    expect(new Date(link.ExpiresAt).getTime()).toBe(Math.floor(clock.getTime() / 1000) * 1000 + 300_000);
    expect(link.Url).not.toContain(moderator);

    const whole = vi.spyOn(t.blobStore, 'get');
    const stream = vi.spyOn(t.blobStore, 'getStream');
    const res = await open(link.Url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="${manualName}"; filename*=UTF-8''${encodeURIComponent(manualName)}`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(bytesOf(nordicManual.linkUrl!).length));
    expect(res.rawPayload.equals(bytesOf(nordicManual.linkUrl!))).toBe(true);
    expect(whole).not.toHaveBeenCalled();
    expect(stream).toHaveBeenCalledWith(nordicManual.linkUrl!);
  });

  it('given another organisation, a partner or no token, refuses to sign the manual', async () => {
    expect((await sign(nordicManual.linkUrl!, fjordUser)).statusCode).toBe(403);
    expect((await sign(nordicManual.linkUrl!, tech)).statusCode).toBe(403);
    expect((await sign(nordicManual.linkUrl!)).statusCode).toBe(401);
  });

  it("given no token, signs only a public machine's supplier or model file", async () => {
    const publicModels = new Set(plan.machines.filter((m) => m.isPublic).map((m) => m.modelKey));
    const model = plan.models.find((m) => publicModels.has(m.key))!;
    const key = `resources/models/${model.imagePath.replace(/^models\//, '').replace(/\.svg$/, '')}/quick-reference.pdf`;
    const res = await sign(key);
    expect(res.statusCode, res.body).toBe(200);
    const file = await open(res.json<FileLink>().Url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect((await sign(jobPhoto)).statusCode).toBe(401);
  });

  it('given a path no record refers to or one that leaves the store, answers 404 and 400', async () => {
    expect((await sign('documents/nothing-here.pdf', moderator)).statusCode).toBe(404);
    const bad = await sign('../etc/passwd', moderator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toMatch(/RelativePath/);
  });

  it('given a link past its lifetime, answers 410 with a Message, and a readable page to a browser', async () => {
    const link = await signed(nordicManual.linkUrl!, moderator);
    later(LIFETIME_SECONDS - 1);
    expect((await open(link.Url)).statusCode).toBe(200);
    later(2);
    const res = await open(link.Url);
    expect(res.statusCode).toBe(410);
    expect(res.json().Message).toMatch(/expired/);
    const page = await open(link.Url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Link expired</title>');
    expect(page.body).toMatch(/expired/);
    const norwegian = await open(link.Url, {
      accept: 'text/html',
      'accept-language': 'nb-NO,nb;q=0.9,en;q=0.5',
    });
    expect(norwegian.statusCode).toBe(410);
    expect(norwegian.body).toContain('<html lang="nb">');
    expect(norwegian.body).toContain('Denne fillenken er utløpt.');
  });

  it('given a tampered link, refuses it with 403 and never reads the store', async () => {
    const link = await signed(nordicManual.linkUrl!, moderator);
    const [, , , , token, name] = link.Url.split('/');
    const [payload, signature] = token!.split('.');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), e: 4102444800 }),
    ).toString('base64url');
    const stream = vi.spyOn(t.blobStore, 'getStream');
    for (const bad of [
      `${payload}.${flip(signature!)}`,
      `${otherPayload}.${signature}`,
      `${payload}`,
      'not-a-token',
    ]) {
      const res = await open(`/api2/files/signed/${bad}/${name}`);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().Message).toMatch(/not valid/);
    }
    expect(stream).not.toHaveBeenCalled();
  });

  it('serves the file under its signed name whatever the last segment says', async () => {
    const link = await signed(nordicManual.linkUrl!, moderator);
    const res = await open(link.Url.replace(/\/[^/]+$/, '/other.html'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(manualName)}`,
    );
  });

  it('given an SVG resource file, serves it as a sandboxed download, never inline', async () => {
    const link = await signed(jobPhoto, moderator);
    const res = await open(link.Url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it("given a job attachment, signs it for the job's partner and customer only", async () => {
    const job = await makeJob(t.db, 30);
    const body = multipart([
      { filename: 'Måling før.txt', contentType: 'text/plain', bytes: SAMPLE_FILES.text },
    ]);
    const upload = await t.request({
      method: 'POST',
      url: `/api2/partner/jobs/${job.jobId}/Attachments`,
      token: tech,
      headers: body.headers,
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const key = upload.json<components['schemas']['AttachmentList']>().Files[0]!.Link;
    expect((await sign(key, otherTech)).statusCode).toBe(403);
    expect((await sign(key, fjordUser)).statusCode).toBe(403);
    const link = await signed(key, tech);
    expect(link.Name).toBe('Måling før.txt');
    const res = await open(link.Url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.rawPayload.equals(Buffer.from(SAMPLE_FILES.text))).toBe(true);
    expect((await signed(key, moderator)).Name).toBe('Måling før.txt');
  });

  it('given a signed-out session, its links stop working', async () => {
    const session = await t.login('moderator@demo.test');
    const link = await signed(nordicManual.linkUrl!, session.access_token);
    const out = await t.request({
      method: 'POST',
      url: '/api2/token/revoke',
      headers: { authorization: `Bearer ${session.refresh_token}` },
    });
    expect(out.statusCode, out.body).toBe(200);
    const res = await open(link.Url);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toMatch(/signed out|no longer/);
  });
});
