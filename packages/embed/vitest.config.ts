import { defineProject } from 'vitest/config';

// The pure parts of the elements (attributes, theme, tokens); the elements themselves are
// exercised in Chromium by e2e/embed.spec.ts.
export default defineProject({
  test: {
    name: 'embed',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Run beside the server's tests (the same sequence group), which take two workers.
    maxWorkers: 2,
    // A test may take its time on a machine busy with other work; a hang still fails.
    testTimeout: 60_000,
  },
});
