import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
// Build tooling of the workspace (Node only), beside the catalogues it compiles.
import { precompiledMessages } from '../components/src/i18n/precompile';
import { preactAliases } from '../portal/preact';

const source = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * One ES module, `dist/eqp-embed.js`, with its own React (preact/compat): a page needs one
 * `<script type="module" src=".../eqp-embed.js">`. The job report is a chunk beside it
 * (`dist/eqp-embed-job-report-<hash>.js`), loaded by the main file the first time an
 * `<eqp-job-report>` shows, so a page with only the machine list never downloads it.
 */
const CATALOGUES = /[\\/]components[\\/]src[\\/]i18n[\\/]index\.ts$/;

/**
 * The library's catalogues hold every text of every component (about 25 KB gzip for both).
 * The bundle does without them up front: the English catalogue is the messages' own
 * `defaultMessage` (en.json is extracted from them), and the Norwegian one is a chunk that
 * `src/catalogues.ts` loads into the (at first empty) catalogue object the library reads, before
 * an element first renders in Norwegian.
 */
function lazyCatalogues(): Plugin {
  return {
    name: 'eqp-lazy-catalogues',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer || !CATALOGUES.test(importer)) return null;
      if (id === './en.json') return '\0eqp-catalogue-en';
      if (id === './no.json') return source('src/norwegianSlot.ts');
      return null;
    },
    load(id) {
      return id === '\0eqp-catalogue-en' ? 'export default {};' : null;
    },
  };
}

/**
 * The package's types beside the bundle: `dist/eqp-embed.d.ts`, a copy of the hand-written
 * `eqp-embed.d.ts` (checked against the sources by `types.check.ts`), which the `exports` map names.
 */
function publicTypes(): Plugin {
  return {
    name: 'eqp-public-types',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'eqp-embed.d.ts',
        source: readFileSync(source('eqp-embed.d.ts'), 'utf8'),
      });
    },
  };
}

export default defineConfig({
  // Every text compiled to its AST at build time, the ICU parser left out of the bundle.
  plugins: [lazyCatalogues(), precompiledMessages(), react(), publicTypes()],
  // Chunks are loaded relative to the main file, wherever the host serves it from.
  base: './',
  resolve: {
    // The workspace packages from their sources, whatever their published `exports` point at.
    alias: [
      // Its own React is preact/compat (see ../portal/preact.ts).
      ...preactAliases(new URL('./', import.meta.url)),
      { find: /^@eqp\/sdk\/react$/, replacement: source('../sdk/src/react/index.ts') },
      { find: /^@eqp\/sdk$/, replacement: source('../sdk/src/index.ts') },
      { find: /^@eqp\/components$/, replacement: source('../components/src/index.ts') },
      {
        find: /^@eqp\/components\/messages\/(en|no)\.json$/,
        replacement: source('../components/src/i18n/$1.json'),
      },
    ],
    dedupe: ['react', 'react-dom', 'styled-components', 'react-intl', 'swr'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // An application build of one script (not library mode), minified.
    modulePreload: false,
    rollupOptions: {
      input: source('src/index.ts'),
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        entryFileNames: 'eqp-embed.js',
        chunkFileNames: 'eqp-embed-[name]-[hash].js',
      },
    },
  },
});
