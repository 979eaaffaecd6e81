import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageTokenStore } from '@eqp/sdk';
import { App } from './App';
import { loadCatalogue } from './i18n';
import { currentLocale } from './locale';
import { startPrefetch } from './prefetch';
import { loadCustomerArea } from './routes/CustomerArea';
import { loadJobReportPage, loadPartnerArea } from './routes/partnerChunks';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A signed-in visit starts its first screen's requests (user info, machine list page 1, the partner
// badge and job) and its area's code (and the job report's) at once, side by side, before anything
// renders.
const { pathname, search, origin } = window.location;
const tokens = localStorageTokenStore();
const locale = currentLocale();
const prefetch = startPrefetch({ pathname, search, origin, tokens, language: locale });
if (tokens.get()) {
  // The routes load the same modules; a failure shows there.
  const ignore = () => undefined;
  if (/^\/customer(\/|$)/i.test(pathname)) loadCustomerArea().catch(ignore);
  if (/^\/partner(\/|$)/i.test(pathname)) loadPartnerArea().catch(ignore);
  if (/^\/partner\/job\/\d+\/?$/i.test(pathname)) loadJobReportPage().catch(ignore);
}

// The texts of the page's language arrive before the first render (English needs none), so a
// Norwegian page is Norwegian from its first paint. Should they fail, App shows English.
void loadCatalogue(locale)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App locale={locale} fetch={prefetch.fetch} />
      </StrictMode>,
    ),
  );
