// Size budgets (`pnpm size` builds what they measure first; `npm test` checks them after its
// builds). Every figure is gzip. Each check fails loudly when the file it measures is missing,
// so a missing build is never reported as 0 B.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * react-intl's ICU parser without the parser (formatjs' "react-intl without parser"): the library
 * ships its texts compiled, so a host bundles it this way; the version react-intl itself uses.
 */
function noParserPath() {
  const fromComponents = createRequire(join(root, 'packages/components/package.json'));
  const runtime = createRequire(fromComponents.resolve('intl-messageformat'));
  return runtime.resolve('@formatjs/icu-messageformat-parser').replace(/index\.js$/, 'no-parser.js');
}

function required(file, hint) {
  if (!existsSync(join(root, file))) throw new Error(`${file} is missing: ${hint}`);
  return file;
}

/**
 * The JavaScript the browser loads for a first screen of the portal, from the build's manifest
 * (dist/.vite/manifest.json, `build.manifest` in packages/portal/vite.config.ts): the entry and
 * what it imports statically, plus the lazily loaded chunk(s) that screen cannot show without
 * (`lazy`: a test on the manifest key or chunk name) and their static imports. Other lazy pages do
 * not count. PORTAL_DIST measures a build elsewhere (default packages/portal/dist).
 */
function portalScripts(lazy) {
  const dist = resolve(root, process.env.PORTAL_DIST ?? 'packages/portal/dist');
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${relative(root, manifestFile)} is missing: run pnpm --filter @eqp/portal build`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error(`${relative(root, manifestFile)} names no entry`);
  const extra = Object.keys(manifest).filter((key) => lazy.test(key) || lazy.test(manifest[key].name ?? ''));
  if (extra.length === 0) throw new Error(`${relative(root, manifestFile)} has no chunk matching ${lazy}`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...extra]) visit(key);
  return [...files].map((file) => relative(root, join(dist, file)));
}

/**
 * Every JavaScript file of the portal's build that no HTML page of it loads up front (its module
 * scripts and modulepreload links): the lazily loaded pages and parts, each measured on its own.
 * Derived from the build, so a renamed or new chunk is measured without touching this file.
 */
function portalLazyScripts() {
  const dist = resolve(root, process.env.PORTAL_DIST ?? 'packages/portal/dist');
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) {
    throw new Error(`${relative(root, assets)} is missing: run pnpm --filter @eqp/portal build`);
  }
  const upFront = new Set();
  for (const page of readdirSync(dist).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(dist, page), 'utf8');
    for (const match of [
      ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
      ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ]) {
      upFront.add(join(dist, match[1].replace(/^\//, '')));
    }
  }
  const lazy = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(assets, name))
    .filter((file) => !upFront.has(file));
  if (lazy.length === 0) throw new Error(`${relative(root, assets)} holds no lazily loaded chunk`);
  return lazy.map((file) => relative(root, file)).sort();
}

/**
 * The embed bundle's files: `initial` is eqp-embed.js plus the chunks it imports statically (they
 * load with the script tag); `lazy` is the job report and sign-in chunk (eqp-embed-lazy-*.js).
 */
function embedFiles() {
  const dist = 'packages/embed/dist';
  const main = required(`${dist}/eqp-embed.js`, 'run pnpm --filter @eqp/embed build');
  const code = readFileSync(join(root, main), 'utf8');
  const statics = [
    ...code.matchAll(/(?:^|[;}])\s*import\s*(?:[\w${},\s*]+from\s*)?["'](\.\/[^"']+)["']/g),
  ].map((match) => `${dist}/${match[1].slice(2)}`);
  const lazy = readdirSync(join(root, dist))
    .filter((name) => /^eqp-embed-lazy-.*\.js$/.test(name))
    .map((name) => `${dist}/${name}`);
  if (lazy.length === 0)
    throw new Error(`${dist}/eqp-embed-lazy-*.js is missing: run pnpm --filter @eqp/embed build`);
  return { initial: [main, ...new Set(statics)], lazy };
}

export default [
  {
    name: '@eqp/components: MachineList entry (React and react-dom external)',
    path: required('packages/components/dist/MachineList.js', 'run pnpm --filter @eqp/components build'),
    // Everything the entry pulls in counts (sdk, SWR, styled-components, react-intl, …) except
    // React itself, which the host page already has.
    ignore: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    // The chunk files' bare `import './chunk-….js'` lines only order the chunks; with
    // `sideEffects: false` esbuild drops them and says so for each. Only errors are printed.
    // The texts are compiled at build time, so the host leaves react-intl's parser out (README of
    // @eqp/components, "Texts in the bundle").
    modifyEsbuildConfig: (config) => ({
      ...config,
      logLevel: 'error',
      alias: { ...config.alias, '@formatjs/icu-messageformat-parser': noParserPath() },
    }),
    gzip: true,
    // 41 KB since the view and the filters are controllable through Radix's useControllableState
    // (the library's one controlled/uncontrolled pattern, already a dependency of every Radix part
    // used): 39.24 -> 40.19 KB, 188 B over the former 40 KB.
    limit: '41 KB',
  },
  {
    // The entry, then the customer area's chunk (shell, machine list), which main.tsx starts
    // loading at once beside the first requests for a signed-in visit.
    name: 'portal: initial JavaScript of /customer/machines/list (signed in)',
    path: portalScripts(/^src\/routes\/customer\/CustomerRoutes\.tsx$/),
    // The files as built: measured, not bundled again.
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    // Issue 16's goal is 120 KB; 90.6 KB on preact/compat (packages/portal/README.md, "Runtime").
    limit: '100 KB',
  },
  {
    // The entry and the sign-in card's chunk: what a visitor without a session loads.
    name: 'portal: signed-out sign-in screen (the entry and the sign-in card)',
    path: portalScripts(/^LoginCard$/),
    // The files as built: measured, not bundled again.
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    // Issue 16's goal is 90 KB; 72.8 KB on preact/compat (packages/portal/README.md, "Runtime").
    limit: '80 KB',
  },
  // Embed bundle: the standalone custom-elements script with its own React (built by
  // `pnpm --filter @eqp/embed build`, which `pnpm size` runs before measuring). What a page loads
  // up front: eqp-embed.js and the chunks it imports statically; the on-demand chunks (job report
  // and sign-in card, Norwegian texts) are measured on their own below.
  {
    name: '@eqp/embed: eqp-embed.js with its static chunks (its own React; the machine list)',
    path: embedFiles().initial,
    // The files as built: measured, not bundled again.
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    // Issue 16's goal is 110 KB; 56.1 KB on preact/compat.
    limit: '65 KB',
  },
  {
    name: '@eqp/embed: on-demand chunk (job report, sign-in card)',
    path: embedFiles().lazy,
    // The files as built: measured, not bundled again.
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    limit: '45 KB',
  },
  // Portal: every lazily loaded chunk on its own (issue 16: each at most 25 KB gzip).
  ...portalLazyScripts().map((file) => ({
    name: `portal: lazy chunk ${file.split('/').pop()}`,
    path: file,
    // The files as built: measured, not bundled again.
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    limit: '25 KB',
  })),
];
