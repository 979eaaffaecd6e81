import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The seeded template every test database is cloned from (src/test/template.ts), and the
    // restore to it before each test (src/test/setup.ts). The tests of each file run in a random
    // order (Vitest prints the seed; `--sequence.seed=<n>` repeats an order), so a test that
    // leans on another one's leftovers fails at once.
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    sequence: { shuffle: { files: false, tests: true } },
    // The files of a worker share its module cache and its idle PGlite clones (databases.ts):
    // each file still gets its own app and a pristine database, without importing the server and
    // starting a PGlite again (about two seconds a file).
    isolate: false,
    // Two workers: Vitest would take one on this 2-core machine (cores minus one), and a server test
    // waits on its database about as much as it computes.
    maxWorkers: 2,
    // Generous: with the journeys and stories running beside them (npm test), a PGlite clone and a
    // seed can take a minute on 2 cores. A hang still fails.
    testTimeout: 90000,
    hookTimeout: 180000,
  },
});
