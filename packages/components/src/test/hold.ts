import { http } from 'msw';
import type { HttpMethod } from './handlers';

/**
 * A handler that holds the matching requests until the test calls `release()`, then lets the
 * handlers after it answer them: a busy state that lasts exactly as long as the test needs,
 * without waiting on the clock.
 */
export function holdRequests(method: HttpMethod, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const handler = http[method](path, async () => {
    held += 1;
    await released;
    return undefined;
  });
  return {
    handler,
    release,
    /** How many requests have reached the handler so far. */
    get held() {
      return held;
    },
  };
}
