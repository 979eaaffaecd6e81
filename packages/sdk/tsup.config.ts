import { defineConfig } from 'tsup';

// The published build: ESM with bundled declarations. `@eqp/contract` is a private workspace
// package holding only generated types, so its types are inlined into the .d.ts files and the
// tarball does not depend on it. `@eqp/rules` (the domain rules, shared with the server) is
// private too: its code is bundled into dist/ (`noExternal`) and its types inlined into the .d.ts
// files, so nothing published names it. Dependencies and peers (openapi-fetch, react, swr) stay
// external.
export default defineConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: {
    // Both resolved through a path mapping (the contract's package.json has only an `exports` map), so
    // their declarations are inlined rather than left as imports of private packages.
    compilerOptions: {
      paths: {
        '@eqp/contract': ['../../openapi/generated/api2.ts'],
        '@eqp/rules': ['../rules/src/index.ts'],
      },
    },
  },
  noExternal: ['@eqp/rules'],
  splitting: true,
  treeshake: true,
  clean: true,
  outDir: 'dist',
});
