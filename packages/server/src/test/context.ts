/**
 * A test server: a copy of the seeded template database of the given kind (template.ts) and the
 * app on top (no network: requests go through app.inject). `request` checks every /api2 answer
 * against the contract, and the app checks every JSON success answer against it before the
 * response schema serialises it (contract/answer-check.ts): a mismatch fails the call's `request`
 * at once, or, for a call made with `app.inject` directly, the test (src/test/setup.ts).
 *
 * Every test starts from the pristine demo data: the server project's setup file
 * (src/test/setup.ts) calls `resetOpenContexts` before each test, which restores the database
 * (snapshot.ts) and the files (tracked-blob-store.ts) of every open context. So a test never sees
 * what an earlier one wrote, and passes alone and in any order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { components } from '@eqp/contract';
import { buildApp, type BuildAppOptions } from '../app.js';
import { type AnswerCheck, type AnswerMismatch, describeMismatch } from '../contract/answer-check.js';
import type { Db } from '../db/client.js';
import { customers } from '../db/schema.js';
import type { BlobStore } from '../files/blob-store.js';
import { LocalFolderBlobStore } from '../files/local-folder.js';
import { isApiPath } from '../http/portal.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, writeDemoFiles } from '../seed/index.js';
import { expectContract } from './contract.js';
import { serverTemplate, type TestDatabase, type TestDatabaseKind } from './databases.js';
import { restoreSnapshot } from './snapshot.js';
import { TrackedBlobStore } from './tracked-blob-store.js';

export type Token = components['schemas']['Token'];

export const TEST_JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
export { TEST_BASE_DATE } from './base-date.js';

export interface RequestOptions {
  method?: InjectOptions['method'];
  url: string;
  token?: string;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
  /** Skip the contract check (for answers that deliberately leave the contract). */
  unchecked?: boolean;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  /** The blob store (a fresh temporary folder unless the options give one), with the demo images. */
  blobStore: BlobStore;
  /** Restores the pristine demo data and files (done before every test by src/test/setup.ts). */
  reset(): Promise<void>;
  request(options: RequestOptions): Promise<LightMyRequestResponse>;
  /** Signs in (POST /api2/token); the scope defaults to the demo account's. */
  login(email: string, scope?: string, password?: string): Promise<Token>;
  /** Ids of the three demo organisations. */
  organisationIds(): Promise<Record<DemoOrganisation, number>>;
  /** Switches the signed-in customer to another organisation; the new access token. */
  switchOrganisation(accessToken: string, customerId: number): Promise<string>;
  /** Collects the mismatches of the check before serialisation (give it to a second app too). */
  answerCheck: AnswerCheck;
  /** The mismatches found and not yet reported by `request`; taking them clears them. */
  takeAnswerMismatches(): AnswerMismatch[];
  close(): Promise<void>;
}

export type DemoOrganisation = 'nordic' | 'bergen' | 'fjord';

const DEMO_ORGANISATION_NAMES: Record<DemoOrganisation, string> = {
  nordic: 'Nordic Foods AS',
  bergen: 'Nordic Foods Bergen AS',
  fjord: 'Fjord Bakery AS',
};

export function basic(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

export function tokenForm(scope: string, grantType = 'client_credentials'): string {
  return new URLSearchParams({ grant_type: grantType, scope }).toString();
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const openContexts = new Set<TestContext>();

/**
 * Tables the restore before each test leaves as they are: the sign-in sessions, so that the
 * access tokens a file signs in for once (in beforeAll) stay valid in all its tests. A test that
 * ends a session (sign-out, deactivation, a new password) signs in for itself.
 */
const KEPT_TABLES = ['sessions'];

/** Restores every open context to the pristine demo data (before each server test). */
export async function resetOpenContexts(): Promise<void> {
  for (const context of openContexts) await context.reset();
}

/** Fails when an open context's app answered something the contract does not say (after each test). */
export function expectNoAnswerMismatches(): void {
  const mismatches = [...openContexts].flatMap((context) => context.takeAnswerMismatches());
  if (mismatches.length > 0) throw new Error(mismatches.map(describeMismatch).join('\n'));
}

export async function createTestContext(
  kind: TestDatabaseKind,
  options: Partial<BuildAppOptions> = {},
): Promise<TestContext> {
  const database = await kind.clone();
  // Each context has its own files folder (a copy of the template's), removed on close.
  let filesDir: string | null = null;
  let initialFiles: string[];
  if (options.blobStore) {
    initialFiles = await writeDemoFiles(database.db, options.blobStore);
  } else {
    const template = serverTemplate().filesDir;
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-files-'));
    fs.cpSync(template, filesDir, { recursive: true });
    initialFiles = listFiles(template);
  }
  const blobStore = new TrackedBlobStore(
    options.blobStore ?? new LocalFolderBlobStore(filesDir!),
    initialFiles,
  );
  const mismatches: AnswerMismatch[] = [];
  const answerCheck: AnswerCheck = (mismatch) => mismatches.push(mismatch);
  const app = await buildApp({
    answerCheck,
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    portalDist: '/nonexistent-portal-dist',
    ...options,
    blobStore,
  });

  const request = async (o: RequestOptions) => {
    const method = o.method ?? 'GET';
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const res = await app.inject({ method, url: o.url, headers, payload: o.payload });
    // What the call started after answering (the recovery e-mail) is part of the call for a test.
    await app.background.idle();
    // Before the check of the answer on the wire: its 500 would hide what was wrong.
    if (mismatches.length > 0) throw new Error(mismatches.splice(0).map(describeMismatch).join('\n'));
    if (!o.unchecked && isApiPath(o.url)) expectContract(res, method, o.url);
    return res;
  };

  const login = async (email: string, scope?: string, password = DEMO_PASSWORD) => {
    const account = DEMO_ACCOUNTS.find((a) => a.email === email);
    const res = await request({
      method: 'POST',
      url: '/api2/token',
      headers: { ...FORM, authorization: basic(email, password) },
      payload: tokenForm(scope ?? account?.scope ?? 'ServiceProvider.Customer'),
    });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json<Token>();
  };

  const organisationIds = async () => {
    const rows = await database.db.select({ id: customers.id, name: customers.name }).from(customers);
    const id = (key: DemoOrganisation) => rows.find((r) => r.name === DEMO_ORGANISATION_NAMES[key])!.id;
    return { nordic: id('nordic'), bergen: id('bergen'), fjord: id('fjord') };
  };

  const switchOrganisation = async (accessToken: string, customerId: number) => {
    const res = await request({
      method: 'POST',
      url: `/api2/Token/impersonate?customerId=${customerId}`,
      token: accessToken,
    });
    if (res.statusCode !== 200)
      throw new Error(`switch to ${customerId} failed: ${res.statusCode} ${res.body}`);
    return res.json<Token>().access_token;
  };

  const context: TestContext = {
    app,
    db: database.db,
    database,
    blobStore,
    request,
    login,
    organisationIds,
    switchOrganisation,
    answerCheck,
    takeAnswerMismatches: () => mismatches.splice(0),
    async reset() {
      await restoreSnapshot(database.db, { keep: KEPT_TABLES });
      await blobStore.restore();
    },
    async close() {
      openContexts.delete(context);
      await app.close();
      await database.dispose();
      if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
  openContexts.add(context);
  return context;
}

/** The keys of the files under `dir` (a LocalFolderBlobStore's folder; its own files start with a dot). */
function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
