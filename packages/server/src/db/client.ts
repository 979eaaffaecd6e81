import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { SERVER_PATHS } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The database handle every route uses; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The drizzle-kit generated SQL, applied by drizzle's migrator for both drivers. */
export const MIGRATIONS_FOLDER = SERVER_PATHS.migrationsFolder;

/**
 * The PostgreSQL advisory lock held while an instance migrates: instances started together (or a
 * new version rolled out beside the old) migrate one after another, and each after the first finds
 * nothing left to do. Without it, two instances racing drizzle's `create table if not exists` of
 * its journal fail on a duplicate key. The seed has a lock of its own (seed/index.ts).
 */
export const MIGRATION_LOCK_KEY = 7_211_945;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite client itself (PGlite only). */
  pglite?: PGlite;
  /** Applies the pending migrations of MIGRATIONS_FOLDER. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... to use PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means an in-memory database. */
  pgliteDir?: string;
  /** An in-memory PGlite started from this tarball of a data folder (PGlite's dumpDataDir). */
  pgliteArchive?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      async migrate() {
        // A connection of its own holds the lock while the pool's connections migrate.
        const holder = await client.reserve();
        try {
          await holder`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
          await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await holder`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {});
          holder.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  // pg_trgm: the trigram indexes of the searches (migration 0004 creates the extension);
  // btree_gin: customer_id beside the trigrams of the machine search's index (migration 0011).
  const extensions = { pg_trgm, btree_gin };
  const client = options.pgliteDir
    ? await PGlite.create(path.resolve(options.pgliteDir), { extensions })
    : await PGlite.create(
        options.pgliteArchive ? { loadDataDir: options.pgliteArchive, extensions } : { extensions },
      );
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
