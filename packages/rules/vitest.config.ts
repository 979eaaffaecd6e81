import { defineProject } from 'vitest/config';

/** The rules' tests: pure functions, in Node, no page. */
export default defineProject({
  test: {
    name: 'rules',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
