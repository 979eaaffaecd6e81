import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * The components' unit and component tests.
 *
 * - happy-dom: the page the component tests render into (about half the CPU time of jsdom for these
 *   tests). A test without a DOM (catalogues, exports, the image map) runs in Node: its first line
 *   says `// @vitest-environment node`.
 * - isolate: false: the files of a worker share one module cache, so React, styled-components, the
 *   sdk and the components are imported once per worker instead of once per file. src/test/setup.ts
 *   clears after every test whatever a test can leave behind (rendered trees, storage, cookies, the
 *   address, timers, mocks and stubs, the body), so every file still starts on a clean page, and
 *   each file passes alone too (`pnpm exec vitest run --project components src/X/X.test.tsx`).
 * - Two workers: this 2-core machine would otherwise get one (Vitest takes cores minus one). The
 *   projects of the browser packages run after the server's (sequence.groupOrder), which keeps
 *   Vitest's default there.
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'components',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    isolate: false,
    // A test may take its time on a machine busy with other work; a hang still fails.
    testTimeout: 60_000,
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
