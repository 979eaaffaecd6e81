// `npm start`: installs what is missing, builds the portal when it has not been built and the
// server when its build is missing or older than its source, then runs the built server
// (`node packages/server/dist/main.js`, no TypeScript loader) with the embedded database (PGlite in
// DATA_DIR, demo data on first start).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpm, root } from './lib.mjs';

const serverDir = join(root, 'packages', 'server');
const serverMain = join(serverDir, 'dist', 'main.js');
/** What the server's build is made from: a change to any of these makes dist/main.js stale. */
const serverInputs = [
  join(serverDir, 'src'),
  join(serverDir, 'tsup.config.ts'),
  join(serverDir, 'package.json'),
  join(root, 'openapi', 'generated'),
];

/** The newest modification time (ms) of a file or of the files under a folder; 0 when absent. */
function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function serverBuildIsCurrent() {
  if (!existsSync(serverMain)) return false;
  const built = statSync(serverMain).mtimeMs;
  return serverInputs.every((input) => newestMtime(input) <= built);
}

ensureInstalled();
if (!existsSync(join(root, 'packages', 'portal', 'dist', 'index.html'))) {
  console.log('Building the portal...');
  const r = pnpm(['--filter', '@eqp/portal', 'build']);
  if (r.status !== 0) process.exit(r.status);
}
if (!serverBuildIsCurrent()) {
  console.log('Building the server...');
  const r = pnpm(['--filter', '@eqp/server', 'build']);
  if (r.status !== 0) process.exit(r.status);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  cwd: serverDir,
  stdio: 'inherit',
  env: process.env,
});
// A stop asked of this script (Ctrl-C, SIGTERM) is passed on, and the server's own exit status
// becomes this script's.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
