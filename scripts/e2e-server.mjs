// Starts the server for the end-to-end journeys on a data folder of its own, so every run begins
// from the same demo data, and removes the folder afterwards. The folder is named by the port
// (`<tmp>/eqp-e2e-<port>`), so a journey can read the one-time codes the server writes into its
// `outbox/` (see e2e/outbox.ts). e2e/fixtures.ts starts one of these per Playwright worker.
//
//   node scripts/e2e-server.mjs                   serve on E2E_PORT (default 8181), seeding the demo
//                                                 data into an empty folder
//   E2E_TEMPLATE=<folder> node scripts/e2e-server.mjs
//                                                 the same, from a copy of a folder seeded before
//                                                 (seconds instead of the seed's half minute)
//   node scripts/e2e-server.mjs --prepare <folder>
//                                                 seed the demo data into <folder> on E2E_PORT, stop
//                                                 the server and keep the folder (the template above)
//
// The server (`pnpm --filter @eqp/server start`) runs in a process group of its own, so stopping
// reaches the server itself and not only pnpm; the folder is removed once every process of that
// group has exited. The server is stopped on SIGTERM or SIGINT and also when the process that started
// this script goes away without stopping it (a killed Playwright worker), so no server is left behind.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { pnpmCommand, root } from './lib.mjs';

const port = process.env.E2E_PORT ?? '8181';
const prepareIndex = process.argv.indexOf('--prepare');
const prepareDir = prepareIndex === -1 ? undefined : process.argv[prepareIndex + 1];
if (prepareIndex !== -1 && !prepareDir) {
  console.error('usage: node scripts/e2e-server.mjs --prepare <folder>');
  process.exit(2);
}
const dataDir = prepareDir ? resolve(prepareDir) : join(tmpdir(), `eqp-e2e-${port}`);
const template = prepareDir ? undefined : process.env.E2E_TEMPLATE;

// A folder left by a run that was killed would hold old data: start from nothing (or the template).
rmSync(dataDir, { recursive: true, force: true });
if (template) cpSync(template, dataDir, { recursive: true });
else mkdirSync(dataDir, { recursive: true });

const [cmd, ...pre] = pnpmCommand();
// Load shedding off unless asked: the journeys share two cores with their browsers and the other
// test steps, so a late event loop here is the test machine's, not the product's (shedding has
// its own tests and bench:hostile); a journey refused with 503 would test nothing.
const env = { LOAD_SHEDDING_LAG_MS: '0', ...process.env, DATA_DIR: dataDir, PORT: port };
delete env.DATABASE_URL; // the journeys use the embedded database, as a fresh machine does
delete env.E2E_TEMPLATE;
const child = spawn(cmd, [...pre, '--filter', '@eqp/server', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env,
  detached: true, // a process group of its own: see stopServer
});

/** True while a process of the server's group is alive. */
function groupAlive() {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

let stopping;
/** SIGTERM to the whole group (pnpm, tsx, the server), then waits for all of it; SIGKILL after 15 s. */
function stopServer() {
  stopping ??= new Promise((done) => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const started = Date.now();
    const wait = setInterval(() => {
      if (groupAlive() && Date.now() - started > 15_000) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      if (!groupAlive()) {
        clearInterval(wait);
        done();
      }
    }, 100);
  });
  return stopping;
}

async function finish(code) {
  await stopServer();
  if (!prepareDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

process.on('SIGTERM', () => void finish(0));
process.on('SIGINT', () => void finish(0));
child.on('exit', (code, signal) => {
  // The server went away on its own (a start-up error): report it, unless we are stopping it.
  if (!stopping) void finish(code ?? (signal ? 1 : 0));
});

// The process that started this script went away without stopping it: stop the server too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void finish(0);
}, 500).unref();

if (prepareDir) {
  // Seeding happens before the server listens: once it answers, the folder is a complete template.
  const url = `http://127.0.0.1:${port}/api2/app/portal`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || stopping) {
      console.error(`The e2e server did not answer ${url} within 180 s.`);
      await finish(1);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stopServer();
  // The lock file is released at shutdown; drop it anyway, a copy must not carry it.
  rmSync(join(dataDir, 'server.lock'), { force: true });
  console.log(`Demo data seeded into ${dataDir}`);
  process.exit(0);
}
