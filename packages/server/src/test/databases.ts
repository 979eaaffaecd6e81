/**
 * The databases every suite runs against: PGlite (in memory) always, PostgreSQL too when
 * DATABASE_URL is set. Each PostgreSQL test database is created fresh (eqp_test_<random>) and
 * dropped afterwards, so DATABASE_URL may point at any database the user can create databases from.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../db/client.js';

export interface TestDatabase extends Database {
  /** Closes the connection and drops the PostgreSQL database. */
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database. */
  create(): Promise<TestDatabase>;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function createPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `eqp_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name) });
  await database.migrate();
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [
    {
      name: 'pglite',
      async create() {
        const database = await openDatabase({});
        await database.migrate();
        return { ...database, dispose: () => database.close() };
      },
    },
  ];
  const url = env.DATABASE_URL;
  if (url) kinds.push({ name: 'postgres', create: () => createPostgres(url) });
  return kinds;
}
