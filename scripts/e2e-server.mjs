// Starts the server for the end-to-end journeys on a fresh data folder, so every run begins
// from the same demo data, and removes the folder afterwards. The folder is named by the port
// (`<tmp>/eqp-e2e-<port>`), so a journey can read the one-time codes the server writes into its
// `outbox/` (see e2e/outbox.ts).
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { pnpmCommand, root } from './lib.mjs';

const port = process.env.E2E_PORT ?? '8181';
const dataDir = join(tmpdir(), `eqp-e2e-${port}`);
// A folder left by a run that was killed would hold old data: start from nothing.
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const [cmd, ...pre] = pnpmCommand();
const env = { ...process.env, DATA_DIR: dataDir, PORT: port };
delete env.DATABASE_URL; // the journeys use the embedded database, as a fresh machine does
const child = spawn(cmd, [...pre, '--filter', '@eqp/server', 'start'], { cwd: root, stdio: 'inherit', env });

const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
