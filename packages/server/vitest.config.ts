import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The seeded template every test database is cloned from (src/test/template.ts), and the
    // restore to it before each test (src/test/setup.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
