import { useMemo, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { Token } from '@eqp/sdk';
import { PortalProvider } from '../PortalProvider';
import { GlobalStyle } from '../theme';
import { createTestClient } from '../test/client';
import { token as fixtureToken } from '../test/fixtures';

/**
 * Storybook's project annotations, used by `.storybook/preview.ts` (Storybook and the `storybook`
 * Vitest project, which runs every story in Chromium: vitest.storybook.config.ts).
 *
 * Story parameters read here:
 * - `msw.handlers` (an array, or an object of arrays like msw-storybook-addon) or `handlers`:
 *   MSW handlers tried before the healthy defaults of `src/test/handlers`;
 * - `token`: the session's token; default signed in, `null` for a signed-out visitor.
 * Globals: `locale` (`en` | `no`, toolbar) and `viewport` (`phone` 390, `tablet` 768, `desktop` 1280).
 */

type HandlerParameter = readonly RequestHandler[] | Record<string, readonly RequestHandler[] | undefined>;

function storyHandlers(parameters: Record<string, unknown>): readonly RequestHandler[] {
  const msw = parameters.msw as { handlers?: HandlerParameter } | undefined;
  const collect = (value: HandlerParameter | undefined): RequestHandler[] =>
    !value
      ? []
      : Array.isArray(value)
        ? [...value]
        : Object.values(value).flatMap((group) => [...(group ?? [])]);
  return [...collect(msw?.handlers), ...collect(parameters.handlers as HandlerParameter | undefined)];
}

function StoryProviders({
  msw,
  handlers,
  token,
  locale,
  children,
}: {
  msw: unknown;
  handlers: unknown;
  token: Token | null;
  locale: string;
  children: ReactNode;
}) {
  // One client and one fresh SWR cache per story; switching the locale keeps them.
  const { client, swrConfig } = useMemo(
    () => ({
      client: createTestClient(storyHandlers({ msw, handlers }), token),
      swrConfig: { provider: () => new Map(), dedupingInterval: 0 },
    }),
    [msw, handlers, token],
  );
  return (
    <PortalProvider client={client} locale={locale} swrConfig={swrConfig}>
      <GlobalStyle />
      {children}
    </PortalProvider>
  );
}

export const withPortalProvider: Decorator = (Story, context) => {
  const parameters = context.parameters as Record<string, unknown>;
  const token = parameters.token === undefined ? fixtureToken : (parameters.token as Token | null);
  return (
    <StoryProviders
      msw={parameters.msw}
      handlers={parameters.handlers}
      token={token}
      locale={(context.globals.locale as string | undefined) ?? 'en'}
    >
      <Story />
    </StoryProviders>
  );
};

export const viewports = {
  phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withPortalProvider],
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'EN' },
          { value: 'no', title: 'Norsk', right: 'NO' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    // axe runs after every story (Accessibility panel; the `storybook` Vitest project in Chromium).
    // Every violation shows as a warning here; serious and critical ones fail the story's test
    // (the impact filter is in ./vitest.setup.ts: the addon's `error` has no impact threshold).
    // In that test run axe lists the nodes of its violations only (one node per passed or
    // incomplete rule), all the test reads: the stories took 168 CPU seconds instead of 206. The
    // panel in Storybook keeps every node.
    a11y: {
      test: 'todo',
      ...(import.meta.env.MODE === 'test' ? { options: { resultTypes: ['violations'] } } : {}),
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Introduction', 'Embedding', '*'] },
    },
  },
};

export default preview;
