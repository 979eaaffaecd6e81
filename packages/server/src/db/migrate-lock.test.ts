import { count } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from './schema.js';
import { openDatabase, type Database } from './client.js';
import { seedIfEmpty } from '../seed/index.js';
import { createPostgresDatabase } from '../test/databases.js';

const adminUrl = process.env.DATABASE_URL;
const dropped: (() => Promise<void>)[] = [];
const opened: Database[] = [];

/** The number of rows in drizzle's migration journal. */
async function migrationsApplied(url: string): Promise<number> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await client<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
    return row!.n;
  } finally {
    await client.end();
  }
}

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const drop of dropped.splice(0)) await drop();
});

// PGlite has one process per data folder (db/lock.ts refuses a second), so instances racing on one
// database is a PostgreSQL matter.
describe.skipIf(!adminUrl)('migrations of instances started together (PostgreSQL)', () => {
  it('three instances on an empty database all migrate and start; one seeds the demo data', async () => {
    // A new, empty database (no migrations): what a first start of several instances finds.
    const { url, drop } = await createPostgresDatabase(adminUrl!);
    dropped.push(drop);
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url }).then((d) => (opened.push(d), d))),
    );
    await Promise.all(instances.map((d) => d.migrate()));
    const seeded = await Promise.all(instances.map((d) => seedIfEmpty(d.db)));
    expect(seeded.filter(Boolean)).toHaveLength(1);

    const journal = await migrationsApplied(url);
    expect(journal).toBeGreaterThan(0);
    const [providers] = await instances[0]!.db.select({ n: count() }).from(provider);
    expect(providers?.n).toBe(1);

    // A later start (a rolling upgrade's next instance) finds nothing to migrate and seeds nothing.
    const later = await openDatabase({ databaseUrl: url });
    opened.push(later);
    await later.migrate();
    expect(await seedIfEmpty(later.db)).toBe(false);
    expect(await migrationsApplied(url)).toBe(journal);
  });
});
