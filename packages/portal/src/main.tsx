import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageTokenStore } from '@eqp/sdk';
import { App } from './App';
import { loadCatalogue } from './i18n';
import { currentLocale } from './locale';
import { startPrefetch } from './prefetch';
import { loadCustomerArea } from './routes/CustomerArea';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A signed-in visit starts its first screen's requests (user info, machine list page 1) and, under
// /customer, the customer area's code at once, side by side, before anything renders.
const { pathname, origin } = window.location;
const tokens = localStorageTokenStore();
const prefetch = startPrefetch({ pathname, origin, tokens });
if (tokens.get() && /^\/customer(\/|$)/i.test(pathname)) {
  // The route loads the same module; a failure shows there.
  loadCustomerArea().catch(() => undefined);
}

// The texts of the page's language arrive before the first render (English needs none), so a
// Norwegian page is Norwegian from its first paint. Should they fail, App shows English.
const locale = currentLocale();
void loadCatalogue(locale)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App locale={locale} fetch={prefetch.fetch} />
      </StrictMode>,
    ),
  );
