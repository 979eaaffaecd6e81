// Builds the published packages (@eqp/sdk, @eqp/components) with tsup, packs them with
// `pnpm pack` (which applies `publishConfig`, so the tarball's package.json points at dist/),
// checks each tarball's manifest and that no file in it imports a private workspace package
// (@eqp/contract, @eqp/rules), and runs are-the-types-wrong on it (ESM-only profile).
// `--no-build` packs and checks what dist/ holds already.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm, pnpmCommand, root, run } from './lib.mjs';

const PACKAGES = [
  { name: '@eqp/sdk', dir: 'packages/sdk' },
  { name: '@eqp/components', dir: 'packages/components' },
];

// Workspace packages that are never published: what a tarball holds must not import them (the sdk
// bundles @eqp/rules and inlines the types of both).
const PRIVATE = ['@eqp/contract', '@eqp/rules'];

const failures = [];
const timings = [];
function timed(label, fn) {
  const started = Date.now();
  const result = fn();
  timings.push([label, (Date.now() - started) / 1000]);
  return result;
}

if (!process.argv.includes('--no-build')) {
  for (const { name } of PACKAGES) {
    const r = timed(`build ${name}`, () => pnpm(['--filter', name, 'run', 'build']));
    if (r.status !== 0) {
      console.error(`build of ${name} failed`);
      process.exit(1);
    }
  }
}

const packDir = mkdtempSync(join(tmpdir(), 'eqp-pack-'));
try {
  for (const { name, dir } of PACKAGES) {
    const before = new Set(readdirSync(packDir));
    const [cmd, ...pre] = pnpmCommand();
    const packed = timed(`pack ${name}`, () =>
      run(cmd, [...pre, 'pack', '--pack-destination', packDir], { cwd: join(root, dir), stdio: 'ignore' }),
    );
    const tarball = readdirSync(packDir).find((f) => !before.has(f) && f.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) {
      failures.push(`${name}: pnpm pack failed`);
      continue;
    }
    const file = join(packDir, tarball);
    console.log(`\n--- ${name}: ${tarball} ---`);

    const files = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n');
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' }),
    );
    const problems = checkManifest(manifest, new Set(files));
    const unpacked = mkdtempSync(join(packDir, 'unpacked-'));
    execFileSync('tar', ['-xzf', file, '-C', unpacked]);
    for (const f of files.filter((name) => /\.(js|d\.ts)$/.test(name))) {
      const text = readFileSync(join(unpacked, f), 'utf8');
      for (const dep of PRIVATE) {
        if (new RegExp(`from ['"]${dep}['"/]|import\\(['"]${dep}['"/]`).test(text)) {
          problems.push(`${f.slice('package/'.length)} imports the private ${dep}`);
        }
      }
    }
    for (const problem of problems) failures.push(`${name}: ${problem}`);
    const subpaths = Object.keys(manifest.exports ?? {});
    console.log(
      `${files.length} files, ${subpaths.length} subpaths; peers: ${Object.keys(manifest.peerDependencies ?? {}).join(', ')}; ` +
        `dependencies: ${Object.keys(manifest.dependencies ?? {}).join(', ')}`,
    );
    console.log(
      problems.length === 0
        ? 'manifest: exports, main and types point at files in dist/'
        : problems.join('\n'),
    );

    const attw = timed(`attw ${name}`, () =>
      pnpm(['exec', 'attw', file, '--profile', 'esm-only', '--format', 'table-flipped', '--no-color']),
    );
    if (attw.status !== 0) failures.push(`${name}: are-the-types-wrong found problems`);
  }
} finally {
  rmSync(packDir, { recursive: true, force: true });
}

console.log('');
for (const [label, seconds] of timings) console.log(`${seconds.toFixed(1).padStart(6)} s  ${label}`);
if (failures.length > 0) {
  console.error(`\n${failures.length} problem(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('packages: built, packed and their types resolve (node16 ESM and bundler)');

/** What a published manifest must hold: everything it names inside the tarball, nothing private. */
function checkManifest(manifest, files) {
  const problems = [];
  const targets = [];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(manifest.exports);
  if (!manifest.exports) problems.push('no exports map');
  for (const field of ['main', 'types']) {
    if (!manifest[field]) problems.push(`no ${field}`);
    else targets.push(manifest[field]);
  }
  for (const target of targets) {
    if (target === './package.json') continue;
    if (!target.startsWith('./dist/')) problems.push(`${target} is not under dist/`);
    else if (!files.has(`package/${target.slice(2)}`)) problems.push(`${target} is not in the tarball`);
  }
  for (const f of files) {
    if (!/^package\/(dist\/|package\.json$|README\.md$|LICENSE)/.test(f))
      problems.push(`unexpected file ${f}`);
  }
  if (manifest.sideEffects !== false) problems.push('sideEffects is not false');
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${dep} is ${range}`);
      if (PRIVATE.includes(dep)) problems.push(`${field} names the private ${dep}`);
    }
  }
  for (const peer of ['react']) {
    if (!manifest.peerDependencies?.[peer]) problems.push(`${peer} is not a peer dependency`);
  }
  return problems;
}
