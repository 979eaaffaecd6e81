import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createClient } from '../client/createClient';
import { memoryTokenStore } from '../client/tokenStore';
import type { Token } from '../contract';
import { SdkProvider } from '../react/SdkProvider';
import { fakeServer, type Handler } from './fakeServer';

/**
 * Renders a hook inside a fresh SWR cache and an SdkProvider whose client talks to an injected
 * fake server. No globals are mocked.
 */
export function renderHookWithSdk<T>(
  hook: () => T,
  { handler, token = null }: { handler: Handler; token?: Token | null },
) {
  const server = fakeServer(handler);
  const tokenStore = memoryTokenStore(token);
  const client = createClient({ baseUrl: 'http://portal.test', fetch: server.fetch, tokenStore });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <SdkProvider client={client}>{children}</SdkProvider>
    </SWRConfig>
  );
  const rendered = renderHook(hook, { wrapper });
  return { ...rendered, server, tokenStore, client };
}
