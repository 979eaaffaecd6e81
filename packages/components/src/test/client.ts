import type { RequestHandler } from 'msw';
import { createClient, memoryTokenStore, type ApiClient, type Token } from '@eqp/sdk';
import { token as fixtureToken } from './fixtures';
import { defaultHandlers } from './handlers';
import { createMockFetch } from './mockFetch';
import { createMockXhr } from './mockXhr';

/**
 * A real sdk client whose fetch answers from MSW handlers: `handlers` first (first match wins),
 * then the healthy defaults. Token default: signed in; `null` for a signed-out visitor.
 */
export function createTestClient(
  handlers: readonly RequestHandler[] = [],
  token: Token | null = fixtureToken,
): ApiClient {
  const all = [...handlers, ...defaultHandlers];
  // Uploads (client.upload) go through XMLHttpRequest for their progress: answered from the same handlers.
  return createClient({
    tokenStore: memoryTokenStore(token),
    fetch: createMockFetch(all),
    xhr: createMockXhr(all),
  });
}
