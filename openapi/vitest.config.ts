import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // Run beside the server's tests (the same sequence group), which take two workers.
    maxWorkers: 2,
    // A test may take its time on a machine busy with other work; a hang still fails.
    testTimeout: 60_000,
  },
});
