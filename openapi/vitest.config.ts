import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // Run beside the server's tests (the same sequence group), which take two workers.
    maxWorkers: 2,
  },
});
