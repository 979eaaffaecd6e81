/**
 * The databases every suite runs against: PGlite (in memory) always, PostgreSQL too when
 * DATABASE_URL is set. Each PostgreSQL test database is created fresh (eqp_test_<random>) and
 * dropped afterwards, so DATABASE_URL may point at any database the user can create databases from.
 *
 * `create` gives a migrated, empty database (for the seed's own tests); `clone` a copy of the
 * seeded template built once per run (template.ts), which is what a test context starts from.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { restoreSnapshot } from './snapshot.js';
import { databaseNameOf, type ServerTestTemplate, withDatabaseName } from './template.js';

export { withDatabaseName } from './template.js';

export interface TestDatabase extends Database {
  /** Closes the connection and drops the PostgreSQL database. */
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database. */
  create(): Promise<TestDatabase>;
  /** A fresh copy of the migrated and seeded template (with its snapshot, see snapshot.ts). */
  clone(): Promise<TestDatabase>;
}

const POOL = Symbol.for('eqp.test.pglitePool');

/** The worker's idle PGlite clones (on globalThis: a worker runs many files, see vitest.config.ts). */
function pglitePool(): Database[] {
  const holder = globalThis as typeof globalThis & { [POOL]?: Database[] };
  holder[POOL] ??= [];
  return holder[POOL];
}

/** The template of this run, built by the server project's global setup (global-setup.ts). */
export function serverTemplate(): ServerTestTemplate {
  const template = inject('serverTemplate');
  if (!template)
    throw new Error('No test template: run the server tests through packages/server/vitest.config.ts');
  return template;
}

/** Runs one statement on the admin connection of `adminUrl`. */
async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new PostgreSQL database (eqp_test_<random>) next to the one of `adminUrl`: empty, or a copy of
 * `template`. `url` connects to it; `drop()` removes it, closing whatever is still connected.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `eqp_test_${randomBytes(6).toString('hex')}`;
  await adminStatement(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => adminStatement(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function createPostgres(adminUrl: string, template?: string): Promise<TestDatabase> {
  const created = await createPostgresDatabase(adminUrl, template);
  const database = await openDatabase({ databaseUrl: created.url });
  if (!template) await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      await created.drop();
    },
  };
}

export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [
    {
      name: 'pglite',
      async create() {
        // The migrated database before the seed, as the template builder saved it (initdb and the
        // migrations take four seconds; loading the copy one).
        const archive = new Blob([fs.readFileSync(serverTemplate().pgliteEmptyArchive)]);
        const database = await openDatabase({ pgliteArchive: archive });
        return { ...database, dispose: () => database.close() };
      },
      async clone() {
        // A PGlite clone takes about a second to start: one a test file gives back (restored to
        // the snapshot) serves the next file of the same worker.
        const database =
          pglitePool().pop() ??
          (await openDatabase({
            pgliteArchive: new Blob([fs.readFileSync(serverTemplate().pgliteArchive)]),
          }));
        return {
          ...database,
          async dispose() {
            await restoreSnapshot(database.db);
            pglitePool().push(database);
          },
        };
      },
    },
  ];
  const url = env.DATABASE_URL;
  if (url)
    kinds.push({
      name: 'postgres',
      create: () => createPostgres(url),
      async clone() {
        const { postgresTemplateUrl } = serverTemplate();
        if (!postgresTemplateUrl) throw new Error('The test template has no PostgreSQL database');
        return createPostgres(url, databaseNameOf(postgresTemplateUrl));
      },
    });
  return kinds;
}
