import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { addInlineDefaults, clearPage } from '@eqp/test-support/page';

addInlineDefaults();

// findBy… and waitFor give up after 15 s rather than 1 s: on a machine busy with other work, the
// first render of a page can take several seconds. They still return as soon as what they wait
// for is there.
configure({ asyncUtilTimeout: 15_000 });

/**
 * After every test, whatever it left behind goes, so the next test (also the next file: the files
 * of a worker share one module cache, see vitest.config.ts) starts from a clean page.
 */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  clearPage();
});
