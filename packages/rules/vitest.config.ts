import { defineProject } from 'vitest/config';

/**
 * The rules' tests: pure functions, in Node, no page. Like the sdk's, two workers run the files
 * after the server's projects (a project of the workspace run needs its own `groupOrder` or the
 * server's `maxWorkers`).
 */
export default defineProject({
  test: {
    name: 'rules',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
