// `npm start`: installs what is missing, builds the portal when it has not been built, then starts
// the server with the embedded database (PGlite in DATA_DIR, demo data on first start).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpm, root } from './lib.mjs';

ensureInstalled();
if (!existsSync(join(root, 'packages', 'portal', 'dist', 'index.html'))) {
  console.log('Building the portal...');
  const r = pnpm(['--filter', '@eqp/portal', 'build']);
  if (r.status !== 0) process.exit(r.status);
}
const r = pnpm(['--filter', '@eqp/server', 'start']);
process.exit(r.status);
