import { defineConfig } from 'tsup';

// The published build: ESM with bundled declarations. `@eqp/contract` is a private workspace
// package holding only generated types, so its types are inlined into the .d.ts files and the
// tarball does not depend on it. Dependencies and peers (openapi-fetch, react, swr) stay external.
export default defineConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: {
    // Resolved through a path mapping (the contract's package.json has only an `exports` map), so
    // its declarations are inlined rather than left as an import of a private package.
    compilerOptions: { paths: { '@eqp/contract': ['../../openapi/generated/api2.ts'] } },
  },
  splitting: true,
  treeshake: true,
  clean: true,
  outDir: 'dist',
});
