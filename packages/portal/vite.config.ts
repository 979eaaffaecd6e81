import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { preactAliases } from './preact';
// Build tooling of the workspace (Node only), beside the catalogues it compiles.
import { precompiledMessages } from '../components/src/i18n/precompile';

// In development the portal runs on Vite and talks to the server started with `pnpm start`
// (same paths, proxied), so the browser still sees one origin.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  // The build runs on preact/compat (see preact.ts); dev and tests on React.
  resolve: { alias: command === 'build' ? preactAliases(new URL('./', import.meta.url)) : [] },
  // The build compiles every text to its AST and drops the ICU parser from the bundle (see README,
  // "Texts"); `vite` (dev) and Vitest keep the strings and the parser.
  plugins: [precompiledMessages(), react(), precompress()],
  server: { proxy: { '/api2': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: each chunk's static and dynamic imports, from which the size
    // budgets (.size-limit.js) find what a page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // What the entry needs up front (router, provider, session gate, their libraries) is one
        // chunk: many small shared chunks each cost a request and compress worse. Only modules in
        // the entry's static import chain are grouped, so every lazily loaded page (the customer
        // area included, see routes/CustomerArea.tsx) still brings only its own code.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
}));
