/**
 * A test server: a fresh database of the given kind, migrated and seeded with the demo data, and
 * the app on top (no network: requests go through app.inject). `request` checks every /api2
 * answer against the contract.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { components } from '@eqp/contract';
import { buildApp, type BuildAppOptions } from '../app.js';
import type { Db } from '../db/client.js';
import { customers } from '../db/schema.js';
import type { BlobStore } from '../files/blob-store.js';
import { LocalFolderBlobStore } from '../files/local-folder.js';
import { isApiPath } from '../http/portal.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../seed/index.js';
import { expectContract } from './contract.js';
import type { TestDatabase, TestDatabaseKind } from './databases.js';

export type Token = components['schemas']['Token'];

export const TEST_JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
/** The demo dates are relative to this day in every test. */
export const TEST_BASE_DATE = new Date('2026-03-02T00:00:00Z');

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
  request(options: RequestOptions): Promise<LightMyRequestResponse>;
  /** Signs in (POST /api2/token); the scope defaults to the demo account's. */
  login(email: string, scope?: string, password?: string): Promise<Token>;
  /** Ids of the three demo organisations. */
  organisationIds(): Promise<Record<DemoOrganisation, number>>;
  /** Switches the signed-in customer to another organisation; the new access token. */
  switchOrganisation(accessToken: string, customerId: number): Promise<string>;
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

export async function createTestContext(
  kind: TestDatabaseKind,
  options: Partial<BuildAppOptions> = {},
): Promise<TestContext> {
  const database = await kind.create();
  // Each context has its own files folder, removed on close.
  const filesDir = options.blobStore ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-files-'));
  const blobStore = options.blobStore ?? new LocalFolderBlobStore(filesDir!);
  await seedIfEmpty(database.db, { baseDate: TEST_BASE_DATE, blobStore });
  const app = await buildApp({
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

  return {
    app,
    db: database.db,
    database,
    blobStore,
    request,
    login,
    organisationIds,
    switchOrganisation,
    async close() {
      await app.close();
      await database.dispose();
      if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
