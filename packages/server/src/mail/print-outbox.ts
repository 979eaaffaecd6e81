/**
 * Prints the newest messages of the outbox (development: no SMTP_URL), for example the one-time
 * code of a password recovery: `pnpm --filter @eqp/server outbox [count]`.
 *
 * Uses the same DATA_DIR / DATABASE_URL as the server. With PGlite (no DATABASE_URL) the data
 * folder can only be opened while the server is stopped (the folder lock); while it runs, read the
 * files in `<DATA_DIR>/outbox/` (one per message; the server log's "Outbox: ..." line names the file).
 */
import path from 'node:path';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../db/lock.js';
import { latestOutbox } from './index.js';

async function main(): Promise<void> {
  const config = readConfig();
  const count = Number(process.argv[2] ?? 5);
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: outbox [number of messages]');
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    const rows = await latestOutbox(database.db, count);
    if (rows.length === 0) {
      process.stdout.write('The outbox is empty.\n');
      return;
    }
    for (const row of rows) {
      process.stdout.write(
        [
          `--- #${row.id}  ${row.createdAt.toISOString()}  to ${row.toAddress}`,
          `Subject: ${row.subject}`,
          '',
          row.body,
          '',
        ].join('\n') + '\n',
      );
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(
      `${error.message}\nWhile the server runs, read the code from the files in ${path.join(readConfig().dataDir, 'outbox')} (the server log's line starting with "Outbox:" names the file).\n`,
    );
  } else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
