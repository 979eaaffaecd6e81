/**
 * A second server instance on the database of a test context, as a second process behind a load
 * balancer would run: on PostgreSQL with a connection pool of its own, on PGlite (one process only)
 * on the same connection. `close` stops the app and its pool.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import { TEST_JWT_SECRET, type TestContext } from './context.js';
import { type TestDatabaseKind, withDatabaseName } from './databases.js';

export async function secondInstance(
  t: TestContext,
  kind: TestDatabaseKind,
  options: Omit<BuildAppOptions, 'db'> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  let db = t.db;
  let database: Database | undefined;
  if (kind.name === 'postgres') {
    const rows = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      name: string;
    }[];
    database = await openDatabase({
      databaseUrl: withDatabaseName(process.env.DATABASE_URL!, rows[0]!.name),
    });
    db = database.db;
  }
  const app = await buildApp({
    answerCheck: t.answerCheck,
    jwtSecret: TEST_JWT_SECRET,
    portalDist: '/nonexistent-portal-dist',
    ...options,
    db,
  });
  return {
    app,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}
