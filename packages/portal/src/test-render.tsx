// The whole portal in a test: rendered at an address over a stand-in server.
import { render } from '@testing-library/react';
import { createClient, memoryTokenStore, type Token } from '@eqp/sdk';
import { App } from './App';
import { TOKEN } from './test-fixtures';

/**
 * Renders the portal at `path` with a client whose calls go to `fetch` (the test's stand-in
 * server), signed in with `token` (the demo moderator's by default; `null`: signed out).
 */
export function renderAppAt(path: string, fetch: typeof globalThis.fetch, token: Token | null = TOKEN) {
  window.history.pushState({}, '', path);
  const client = createClient({ tokenStore: memoryTokenStore(token ?? undefined), fetch });
  render(<App client={client} locale="en" />);
  return client;
}
