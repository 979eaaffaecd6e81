// `node --test scripts/pnpm.test.mjs` (a step of `npm test`): the root scripts of package.json on a
// machine with Node and npm but no pnpm. The PATH under test is the current one with every folder
// that holds pnpm replaced by a copy without it (pnpm, pnpx, corepack left out), and Node itself
// hard-linked into a folder of its own: npm puts the folder of the real Node binary on the PATH of
// what it runs, which on a Debian machine is /usr/bin, where pnpm lives too.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { PNPM_VERSION, pnpmCommand, root } from './lib.mjs';

const PNPM_NAMES = new Set(['pnpm', 'pnpx', 'corepack', 'pnpm.cmd', 'pnpx.cmd', 'corepack.cmd']);
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

let work;
let env;

before(() => {
  work = mkdtempSync(join(tmpdir(), 'eqp-no-pnpm-'));
  const nodeDir = join(work, 'node');
  mkdirSync(nodeDir);
  const node = join(nodeDir, 'node');
  try {
    linkSync(realpathSync(process.execPath), node);
  } catch {
    copyFileSync(realpathSync(process.execPath), node); // another file system: a copy
  }
  const npmBin = dirname(realpathSync(join(dirname(realpathSync(process.execPath)), 'npm')));
  for (const name of ['npm', 'npx']) {
    symlinkSync(join(npmBin, `${name}-cli.js`), join(nodeDir, name));
  }
  const path = [nodeDir];
  (process.env.PATH ?? '').split(delimiter).forEach((dir, index) => {
    if (!dir || !existsSync(dir)) return;
    const names = readdirSync(dir);
    if (!names.some((name) => PNPM_NAMES.has(name))) return void path.push(dir);
    const copy = join(work, `dir${index}`);
    mkdirSync(copy);
    for (const name of names) {
      if (!PNPM_NAMES.has(name) && !['node', 'npm', 'npx'].includes(name))
        symlinkSync(join(dir, name), join(copy, name));
    }
    path.push(copy);
  });
  env = { ...process.env, PATH: path.join(delimiter) };
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('no folder of the PATH under test holds pnpm', () => {
  for (const dir of env.PATH.split(delimiter)) {
    for (const name of PNPM_NAMES) assert.equal(existsSync(join(dir, name)), false, join(dir, name));
  }
});

test('the pinned version is the one of packageManager', () => {
  assert.equal(`pnpm@${PNPM_VERSION}`, manifest.packageManager);
});

test('without pnpm on PATH, the pnpm command is the pinned version through npx', () => {
  assert.deepEqual(pnpmCommand(env), ['npx', '-y', `pnpm@${PNPM_VERSION}`]);
});

test('no root script calls pnpm itself: each goes through node scripts/pnpm.mjs or a script of scripts/', () => {
  const direct = Object.entries(manifest.scripts).filter(([, command]) =>
    command.split(/&&|\|\||;|\|/).some((part) => /^\s*(pnpm|pnpx)\b/.test(part)),
  );
  assert.deepEqual(direct, []);
  // And the scripts of scripts/ run pnpm only through lib.mjs (pnpmCommand), never by name.
  const scripts = readdirSync(join(root, 'scripts')).filter((f) => /\.mjs$/.test(f) && f !== 'lib.mjs');
  for (const file of scripts) {
    const text = readFileSync(join(root, 'scripts', file), 'utf8');
    assert.doesNotMatch(text, /spawn(Sync)?\(\s*['"]pnpm['"]/, `${file} spawns pnpm by name`);
  }
});

test('node scripts/pnpm.mjs runs the pinned pnpm without pnpm on PATH', async () => {
  // npx's cache keeps pnpm after the first run; the first one on a machine fetches it (a few MB).
  const { stdout } = await promisify(execFile)('node', ['scripts/pnpm.mjs', '--version'], {
    cwd: root,
    env,
    timeout: 120_000,
  });
  assert.equal(stdout.trim(), PNPM_VERSION);
});
