import { defineProject } from 'vitest/config';

/**
 * The portal's tests, set up like the components' (see packages/components/vitest.config.ts):
 * happy-dom, pure tests in Node (`// @vitest-environment node` in their first line), the files of
 * a worker sharing one module cache with src/test-setup.ts clearing the page after every test,
 * two workers, after the server's projects.
 */
export default defineProject({
  test: {
    name: 'portal',
    environment: 'happy-dom',
    // The build's own steps (precompress.ts) are tested beside vite.config.ts.
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    isolate: false,
    // A test may take its time on a machine busy with other work; a hang still fails.
    testTimeout: 60_000,
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
