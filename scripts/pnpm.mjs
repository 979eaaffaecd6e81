// `node scripts/pnpm.mjs <arguments>`: pnpm with these arguments, for the root scripts of
// package.json, so that `npm run <script>` works on a machine with only Node and npm. It runs the
// pnpm on PATH when its major version is the pinned one, otherwise the exact version of
// `packageManager` through `npx -y` (fetched once into npm's cache). See pnpmCommand in lib.mjs.
import { spawnSync } from 'node:child_process';
import { pnpmCommand } from './lib.mjs';

const [cmd, ...pre] = pnpmCommand();
const r = spawnSync(cmd, [...pre, ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
if (r.error) {
  console.error(`${cmd}: ${r.error.message}`);
  process.exit(1);
}
if (r.signal) process.kill(process.pid, r.signal);
process.exit(r.status ?? 1);
