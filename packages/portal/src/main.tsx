import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadCatalogue } from './i18n';
import { currentLocale } from './locale';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The texts of the page's language arrive before the first render (English needs none), so a
// Norwegian page is Norwegian from its first paint. Should they fail, App shows English.
const locale = currentLocale();
void loadCatalogue(locale)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App locale={locale} />
      </StrictMode>,
    ),
  );
