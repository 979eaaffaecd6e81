// Builds the published packages (@eqp/sdk, @eqp/components with tsup, @eqp/embed with Vite), packs
// them with `pnpm pack` (which applies `publishConfig`, so the tarball's package.json points at
// dist/), checks each tarball's manifest and that no file in it imports a private workspace package
// (@eqp/contract, @eqp/rules), and runs are-the-types-wrong on it (ESM-only profile). The embed
// bundle, self-contained custom elements, is also checked for what a bundle needs: no dependencies
// at all, `sideEffects` left on, and every relative import of its modules (its chunks) in the tarball.
// `--no-build` packs and checks what dist/ holds already; `--prebuilt=@eqp/embed` does so for that
// package only (`npm test` builds the embed bundle in a step of its own, before this one).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { pnpm, pnpmCommand, root, run } from './lib.mjs';

/**
 * `bundle`: a self-contained script bundle (its runtime inside, registering custom elements when
 * imported) rather than a library of modules: no dependencies or peers, `sideEffects` not false.
 */
const PACKAGES = [
  { name: '@eqp/sdk', dir: 'packages/sdk' },
  { name: '@eqp/components', dir: 'packages/components' },
  { name: '@eqp/embed', dir: 'packages/embed', bundle: true },
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

const prebuilt = new Set(
  process.argv.filter((arg) => arg.startsWith('--prebuilt=')).flatMap((arg) => arg.slice(11).split(',')),
);
if (!process.argv.includes('--no-build')) {
  for (const { name } of PACKAGES.filter((p) => !prebuilt.has(p.name))) {
    const r = timed(`build ${name}`, () => pnpm(['--filter', name, 'run', 'build']));
    if (r.status !== 0) {
      console.error(`build of ${name} failed`);
      process.exit(1);
    }
  }
}

const packDir = mkdtempSync(join(tmpdir(), 'eqp-pack-'));
try {
  for (const { name, dir, bundle = false } of PACKAGES) {
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
    const problems = checkManifest(manifest, new Set(files), bundle);
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
    if (bundle) problems.push(...checkRelativeImports(unpacked, files));
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

/**
 * Every relative import (static or dynamic) of the tarball's JavaScript names a file of the tarball:
 * a bundle's entry loads its chunks by their file names, beside itself.
 */
function checkRelativeImports(unpacked, files) {
  const problems = [];
  let checked = 0;
  const present = new Set(files);
  for (const f of files.filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(unpacked, f), 'utf8');
    const specifiers = [
      ...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+)["'`]/g),
    ].map((m) => m[1]);
    checked += specifiers.length;
    for (const specifier of specifiers) {
      const target = posix.join(posix.dirname(f), specifier);
      if (!present.has(target))
        problems.push(`${f.slice('package/'.length)} imports ${specifier}, not in the tarball`);
    }
  }
  console.log(`relative imports of its modules: ${checked}, each a file of the tarball`);
  return problems;
}

/** What a published manifest must hold: everything it names inside the tarball, nothing private. */
function checkManifest(manifest, files, bundle) {
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
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${dep} is ${range}`);
      if (PRIVATE.includes(dep)) problems.push(`${field} names the private ${dep}`);
    }
  }
  if (bundle) {
    // Importing it registers the elements: a bundler must not drop it as unused.
    if (manifest.sideEffects === false)
      problems.push('sideEffects is false, but importing registers the elements');
    for (const field of ['dependencies', 'peerDependencies']) {
      const names = Object.keys(manifest[field] ?? {});
      if (names.length > 0) problems.push(`${field} of a self-contained bundle: ${names.join(', ')}`);
    }
    return problems;
  }
  if (manifest.sideEffects !== false) problems.push('sideEffects is not false');
  for (const peer of ['react']) {
    if (!manifest.peerDependencies?.[peer]) problems.push(`${peer} is not a peer dependency`);
  }
  return problems;
}
