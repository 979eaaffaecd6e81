import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace: each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/rules',
      'packages/sdk',
      'packages/components',
      'packages/server',
      'packages/portal',
      'packages/embed',
      'openapi',
    ],
  },
});
