import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { createClient, type ApiClient } from '@eqp/sdk';
import { GlobalStyle, PortalProvider } from '@eqp/components';
import { currentLocale, type PortalLocale } from './locale';
import { portalMessages } from './i18n';
import { RouterLink } from './RouterLink';
import { AppRoutes } from './routes/AppRoutes';

export interface AppProps {
  /** Tests hand in a client with an injected fetch; the portal makes its own. */
  client?: ApiClient;
  locale?: PortalLocale;
}

/** The reference portal: one sdk client, one provider, the routes of spec §2. */
export function App({ client, locale }: AppProps) {
  const sdk = useMemo(() => client ?? createClient({ baseUrl: '' }), [client]);
  const lang = locale ?? currentLocale();
  return (
    <BrowserRouter>
      <PortalProvider client={sdk} locale={lang} messages={portalMessages(lang)} linkComponent={RouterLink}>
        <GlobalStyle />
        <AppRoutes />
      </PortalProvider>
    </BrowserRouter>
  );
}
