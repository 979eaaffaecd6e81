import { defineProject } from 'vitest/config';

/**
 * The sdk's tests. The rules and the client need no page: they run in Node. The React hooks (and
 * the local-storage token store) need one: their first line says `// @vitest-environment happy-dom`.
 * As in the components (see packages/components/vitest.config.ts), the files of a worker share one
 * module cache, src/test/setup.ts unmounts and clears after every test, and two workers run the
 * files after the server's projects.
 */
export default defineProject({
  test: {
    name: 'sdk',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    isolate: false,
    // A test may take its time on a machine busy with other work; a hang still fails.
    testTimeout: 60_000,
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
