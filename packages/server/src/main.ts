/**
 * Starts the server: opens the database (PGlite in DATA_DIR/pglite, or PostgreSQL with
 * DATABASE_URL), migrates, seeds the demo data into an empty database, serves /api2 and the
 * built portal, and prints the URL and the demo accounts.
 */
import path from 'node:path';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from './db/client.js';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './db/lock.js';
import { LocalFolderBlobStore } from './files/local-folder.js';
import { loggerOptions } from './http/security.js';
import { DEMO_ACCOUNTS, formatDemoAccounts, seedIfEmpty } from './seed/index.js';

async function main(): Promise<void> {
  const config = readConfig();
  // What is open so far; the shutdown handler closes it.
  const open: { lock?: DataDirLock; database?: Database; app?: FastifyInstance } = {};

  // Handlers first: a signal during start-up must still release the lock and close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    open.app?.log.info({ signal }, 'shutting down');
    try {
      await open.app?.close();
      await open.database?.close();
    } finally {
      open.lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (!config.databaseUrl) {
    // One process per PGlite folder: a second one would corrupt the database.
    open.lock = acquireDataDirLock(config.dataDir);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  open.database = database;
  await database.migrate();
  const blobStore = new LocalFolderBlobStore(config.filesDir);
  const seeded = await seedIfEmpty(database.db, { blobStore });

  const app = await buildApp({
    db: database.db,
    dataDir: config.dataDir,
    blobStore,
    portalDist: config.portalDist,
    jwtSecret: config.jwtSecret,
    smtpUrl: config.smtpUrl,
    smtpFrom: config.smtpFrom,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    throttle: config.throttle,
    sessions: config.sessions,
    limits: config.limits,
    uploads: config.uploads,
    fileLinkLifetimeSeconds: config.fileLinkLifetimeSeconds,
    responseSchemas: config.responseSchemas,
    logger: loggerOptions(config.logLevel),
  });

  open.app = app;
  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const url = address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost');
  process.stdout.write(
    [
      '',
      `Equipment-service portal: ${url}/`,
      `Ready in ${(performance.now() / 1000).toFixed(1)} s (since the process started)`,
      `Database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
      `Files: ${config.filesDir}`,
      `E-mail: ${config.smtpUrl ? `SMTP (${new URL(config.smtpUrl).host})` : `outbox (no SMTP_URL): one-time codes are written to ${path.join(config.dataDir, 'outbox')} and the outbox table`}`,
      '',
      `Demo accounts (${DEMO_ACCOUNTS.length}):`,
      formatDemoAccounts(),
      '',
    ].join('\n') + '\n',
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
