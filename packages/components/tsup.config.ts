import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { precompiledMessagesEsbuild } from './src/i18n/precompile';

// The published build: one ESM entry per subpath of `publishConfig.exports` (the root and one per
// public component folder), shared code split into chunks. The declarations are bundled once, for
// the root (bundling them per entry needs several GB of memory); scripts/subpath-types.mjs then
// writes each subpath's .d.ts as a re-export of the root's names and copies the catalogues.
// Dependencies and peers (React, react-dom, the sdk, SWR, styled-components, react-intl, …) stay
// external, so the host's bundler shares one copy of each.
type ExportTarget = string | { import: string };
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  publishConfig: { exports: Record<string, ExportTarget> };
};

const entry: Record<string, string> = {};
for (const [subpath, target] of Object.entries(pkg.publishConfig.exports)) {
  if (typeof target === 'string') continue; // the catalogues and package.json
  const name = subpath === '.' ? 'index' : subpath.slice(2);
  if (target.import !== `./dist/${name}.js`) throw new Error(`unexpected target of ${subpath}`);
  entry[name] = name === 'index' ? 'src/index.ts' : `src/${name}/index.ts`;
}

export default defineConfig({
  entry,
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: {
    entry: { index: 'src/index.ts' },
    // The typed `defineMessages` results name intl-messageformat's types; listing the package
    // (a devDependency, the version react-intl uses) lets the declaration emit name them.
    compilerOptions: { types: ['node', 'vite/client', 'intl-messageformat'] },
  },
  // The texts ship compiled (ASTs, descriptions dropped), so a host may bundle react-intl without
  // its ICU parser (README, "Texts in the bundle"). The published messages/*.json stay texts.
  esbuildPlugins: [precompiledMessagesEsbuild()],
  splitting: true,
  treeshake: true,
  clean: true,
  outDir: 'dist',
});
