import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sdk',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
