import type { RequestHandler } from 'msw';
import { createClient, memoryTokenStore, type ApiClient, type Token } from '@eqp/sdk';
import { token as fixtureToken } from './fixtures';
import { defaultHandlers } from './handlers';
import { createMockFetch } from './mockFetch';

/**
 * A real sdk client whose fetch answers from MSW handlers: `handlers` first (first match wins),
 * then the healthy defaults. Token default: signed in; `null` for a signed-out visitor.
 */
export function createTestClient(
  handlers: readonly RequestHandler[] = [],
  token: Token | null = fixtureToken,
): ApiClient {
  return createClient({
    tokenStore: memoryTokenStore(token),
    fetch: createMockFetch([...handlers, ...defaultHandlers]),
  });
}
