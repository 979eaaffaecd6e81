/**
 * The databases a benchmark runs on: an in-memory PGlite always, and a fresh PostgreSQL database
 * (`eqp_bench_<random>`, dropped afterwards) when DATABASE_URL is set. Each is migrated and seeded
 * with the demo data, as `pnpm start` does.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { type Database, openDatabase } from '../src/db/client.js';
import { LocalFolderBlobStore } from '../src/files/local-folder.js';
import { seedIfEmpty } from '../src/seed/index.js';

export interface BenchDatabase {
  name: 'PGlite' | 'PostgreSQL';
  database: Database;
  close(): Promise<void>;
}

async function seeded(database: Database): Promise<void> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-bench-files-'));
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { blobStore: new LocalFolderBlobStore(filesDir) });
  } finally {
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}

async function openPglite(): Promise<BenchDatabase> {
  const database = await openDatabase({});
  await seeded(database);
  return { name: 'PGlite', database, close: () => database.close() };
}

async function openPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `eqp_bench_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await seeded(database);
  return {
    name: 'PostgreSQL',
    database,
    async close() {
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

/** Runs `bench` on each database in turn. */
export async function onEachDatabase(bench: (db: BenchDatabase) => Promise<void>): Promise<void> {
  const openers = [openPglite];
  const url = process.env.DATABASE_URL;
  if (url) openers.push(() => openPostgres(url));
  else console.log('(DATABASE_URL is not set: PGlite only)');
  for (const open of openers) {
    const db = await open();
    try {
      await bench(db);
    } finally {
      await db.close();
    }
  }
}

/** Median of the samples (milliseconds). */
export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const JWT_SECRET = 'a-benchmark-secret-that-is-long-enough-for-hs256';
