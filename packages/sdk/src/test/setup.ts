import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor give up after 15 s rather than 1 s: on a machine busy with other work, the
// first render of a page can take several seconds. They still return as soon as what they wait
// for is there.
configure({ asyncUtilTimeout: 15_000 });

/**
 * After every test: the hooks it rendered are unmounted (their SWR caches and subscriptions go with
 * them), fake timers, spies and stubbed globals are undone, and local storage is emptied, so the
 * next test, also the next file of the same worker (vitest.config.ts), starts clean.
 */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
