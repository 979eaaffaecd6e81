import { defineConfig } from 'tsup';

// The server as it runs in production (`npm start`, `pnpm --filter @eqp/server serve`): one ESM
// file, dist/main.js, for Node 20. The npm dependencies stay external (loaded from node_modules, as
// PGlite's WebAssembly and the breached-password list must be); the workspace's own TypeScript
// packages (`@eqp/contract`, whose exports point at .ts files) are bundled in. Files the server
// reads at run time are found from the package folder (src/paths.ts), so they resolve from dist/
// as from src/.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/^@eqp\//],
  sourcemap: true,
  splitting: false,
  clean: true,
  outDir: 'dist',
});
