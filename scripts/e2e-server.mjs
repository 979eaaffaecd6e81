// Starts the server for the end-to-end journeys on a fresh data folder, so every run begins
// from the same demo data, and removes the folder afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { pnpmCommand, root } from './lib.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'eqp-e2e-'));
const [cmd, ...pre] = pnpmCommand();
const env = { ...process.env, DATA_DIR: dataDir, PORT: process.env.E2E_PORT ?? '8181' };
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
