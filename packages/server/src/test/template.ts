/**
 * The seeded template every server test database is cloned from, built once per test run (the
 * Vitest global setup, src/test/global-setup.ts): the migrations and the demo data (relative to
 * TEST_BASE_DATE), with the snapshot that restores it between tests (snapshot.ts).
 *
 * - PGlite: the template's data folder as a tarball in a temporary folder; each test file starts
 *   its own in-memory PGlite from it (about a second, against five to migrate and seed).
 * - PostgreSQL (when DATABASE_URL is set): a template database `eqp_template_<random>`; each test
 *   file gets `CREATE DATABASE ... TEMPLATE` of it (tens of milliseconds).
 * - Files: the demo images and documents in a folder that each test file copies.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase, type Db } from '../db/client.js';
import { LocalFolderBlobStore } from '../files/local-folder.js';
import { seedIfEmpty } from '../seed/index.js';
import { TEST_BASE_DATE } from './base-date.js';
import { takeSnapshot } from './snapshot.js';

export interface ServerTestTemplate {
  /** The PGlite tarball (dumpDataDir) of the seeded template. */
  pgliteArchive: string;
  /** The PGlite tarball of the migrated database before the seed (for the seed's own tests). */
  pgliteEmptyArchive: string;
  /** The folder with the demo files the seeded rows refer to. */
  filesDir: string;
  /** The PostgreSQL connection URL of the template database, when DATABASE_URL is set. */
  postgresTemplateUrl?: string;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/**
 * Migrates and seeds `db`, writing the demo files into `filesDir`, then takes the snapshot.
 * `migrated` runs between the migrations and the seed.
 */
/**
 * scrypt's N for the demo accounts in the test template: a sign-in costs about 3 ms of CPU instead
 * of about 50 (the suites sign in thousands of times). Passwords the server hashes itself (new
 * users, changed and recovered passwords, the unknown-user dummy) keep the server's default, and
 * the tests of those paths sign in with them.
 */
export const TEST_DEMO_PASSWORD_COST = 1024;

async function seedTemplate(
  db: Db,
  migrate: () => Promise<void>,
  filesDir: string,
  migrated?: () => Promise<void>,
): Promise<void> {
  await migrate();
  await migrated?.();
  await seedIfEmpty(db, {
    baseDate: TEST_BASE_DATE,
    blobStore: new LocalFolderBlobStore(filesDir),
    demoPasswordCost: TEST_DEMO_PASSWORD_COST,
  });
  await takeSnapshot(db);
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Builds the templates; `dispose` removes them (the folder and the template database). */
export async function buildTemplates(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ template: ServerTestTemplate; dispose(): Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-test-template-'));
  const filesDir = path.join(folder, 'files');
  const pgliteArchive = path.join(folder, 'pglite.tar');
  const pgliteEmptyArchive = path.join(folder, 'pglite-empty.tar');
  const template: ServerTestTemplate = { pgliteArchive, pgliteEmptyArchive, filesDir };
  let postgresName: string | null = null;
  const adminUrl = env.DATABASE_URL;
  const dispose = async () => {
    if (adminUrl && postgresName) await dropDatabase(adminUrl, postgresName);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    const pglite = async () => {
      const database = await openDatabase({});
      const dump = async (file: string) => {
        const archive = await database.pglite!.dumpDataDir('none');
        fs.writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
      };
      try {
        await seedTemplate(database.db, database.migrate, filesDir, () => dump(pgliteEmptyArchive));
        await dump(pgliteArchive);
      } finally {
        await database.close();
      }
    };
    const postgresTemplate = async () => {
      if (!adminUrl) return;
      postgresName = `eqp_template_${randomBytes(6).toString('hex')}`;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`create database "${postgresName}"`);
      } finally {
        await admin.end();
      }
      const url = withDatabaseName(adminUrl, postgresName);
      const database = await openDatabase({ databaseUrl: url });
      try {
        // The files are the same bytes for both; PGlite writes them, PostgreSQL into a throwaway.
        await seedTemplate(database.db, database.migrate, path.join(folder, 'files-postgres'));
      } finally {
        await database.close();
      }
      template.postgresTemplateUrl = url;
    };
    await Promise.all([pglite(), postgresTemplate()]);
    fs.rmSync(path.join(folder, 'files-postgres'), { recursive: true, force: true });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { template, dispose };
}
