import type { ReactElement } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { vi } from 'vitest';
import type { ApiClient, Token } from '@eqp/sdk';
import { PortalProvider, type PortalProviderProps } from '../PortalProvider';
import { createTestClient } from './client';
import { token as fixtureToken } from './fixtures';

export { createTestClient };

/**
 * `userEvent.setup()` that also works under `vi.useFakeTimers()`: the pause userEvent makes
 * between two actions moves the fake clock on (nothing to move with real timers).
 */
export function setupUser(): ReturnType<typeof userEvent.setup> {
  return userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Handlers tried before the default ones (first match wins), e.g. an error variant. */
  handlers?: readonly RequestHandler[];
  /** Default `en`. */
  locale?: string;
  /** The session's token; default a signed-in token, `null` for a signed-out visitor. */
  token?: Token | null;
  /** Extra `PortalProvider` props (link component, theme). */
  providerProps?: Partial<Omit<PortalProviderProps, 'client' | 'locale' | 'children'>>;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  client: ApiClient;
}

/**
 * Renders `ui` inside the real `PortalProvider`: a real sdk client answering from MSW handlers,
 * a fresh SWR cache, the real English (or Norwegian) messages.
 */
export function renderWithProviders(
  ui: ReactElement,
  { handlers = [], locale = 'en', token, providerProps, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const client = createTestClient(handlers, token === undefined ? fixtureToken : token);
  const user = setupUser();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <PortalProvider
        client={client}
        locale={locale}
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
        {...providerProps}
      >
        {children}
      </PortalProvider>
    ),
  });
  return { ...result, user, client };
}
