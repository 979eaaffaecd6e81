import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { SWRConfiguration } from 'swr';
import { createClient, type ApiClient } from '@eqp/sdk';
import { GlobalStyle, PortalProviderCore } from '@eqp/components';
import { currentLocale, type PortalLocale } from './locale';
import { loadCatalogue, loadedCatalogue, type Catalogue } from './i18n';
import { RouterLink } from './RouterLink';
import { AppRoutes } from './routes/AppRoutes';

export interface AppProps {
  /** Tests hand in a client with an injected fetch; the portal makes its own. */
  client?: ApiClient;
  /**
   * The fetch of the portal's own client: main.tsx hands in the one that answers the first
   * screen's prefetched requests (prefetch.ts).
   */
  fetch?: typeof fetch;
  locale?: PortalLocale;
}

/**
 * The texts of the page load's language. main.tsx loads them before the first render, so they are
 * here at once; otherwise (tests) the portal shows once they have arrived. When the Norwegian
 * texts cannot be loaded the portal shows in English rather than not at all.
 */
function useCatalogue(locale: PortalLocale): { locale: PortalLocale; messages: Catalogue } | null {
  const [state, setState] = useState(() => {
    const messages = loadedCatalogue(locale);
    return messages ? { requested: locale, locale, messages } : null;
  });
  useEffect(() => {
    if (state?.requested === locale) return;
    let current = true;
    loadCatalogue(locale).then(
      (messages) => current && setState({ requested: locale, locale, messages }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ requested: locale, locale: 'en', messages: {} });
      },
    );
    return () => {
      current = false;
    };
  }, [locale, state]);
  return state?.requested === locale ? state : null;
}

/** The reference portal: one sdk client, one provider, the routes of spec §2. */
export function App({ client, fetch, locale }: AppProps) {
  const language = locale ?? currentLocale();
  // The server answers the texts it owns (job types, counter names, countries…) in the page's
  // language (Accept-Language); a language change reloads the page.
  const sdk = useMemo(
    () => client ?? createClient({ baseUrl: '', fetch, language, holdOnSessionEnd: true }),
    [client, fetch, language],
  );
  // The portal's data lives as long as the portal: a cache of its own, not SWR's module-wide
  // default, which outlives it (a second portal on the page, or the next test, would start
  // from this one's answers).
  const [cache] = useState(() => new Map());
  const swrConfig = useMemo<SWRConfiguration>(() => ({ provider: () => cache }), [cache]);
  const catalogue = useCatalogue(language);
  if (!catalogue) return null;
  return (
    <BrowserRouter>
      <PortalProviderCore
        client={sdk}
        locale={catalogue.locale}
        messages={catalogue.messages}
        linkComponent={RouterLink}
        swrConfig={swrConfig}
      >
        <GlobalStyle />
        <AppRoutes />
      </PortalProviderCore>
    </BrowserRouter>
  );
}
