/**
 * The portal's language choice (spec §1): stored in local storage, the browser language on the
 * selection page and English elsewhere when nothing is stored; a change reloads the page.
 */
export const LOCALE_STORAGE_KEY = 'eqp.locale';

export type PortalLocale = 'en' | 'no';

export function toPortalLocale(value: string | null | undefined): PortalLocale | null {
  if (!value) return null;
  const lang = value.toLowerCase().split(/[-_]/)[0];
  if (lang === 'no' || lang === 'nb' || lang === 'nn') return 'no';
  if (lang === 'en') return 'en';
  return null;
}

export function resolveLocale(opts: {
  stored: string | null;
  browserLanguage: string | undefined;
  isSelectionPage: boolean;
}): PortalLocale {
  const stored = toPortalLocale(opts.stored);
  if (stored) return stored;
  if (opts.isSelectionPage) return toPortalLocale(opts.browserLanguage) ?? 'en';
  return 'en';
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language of this page load: `App` resolves it once, for the address the portal starts on, so
 * following a tile from `/` keeps the language the selection page showed (a change always reloads).
 */
export function currentLocale(pathname: string = window.location.pathname): PortalLocale {
  return resolveLocale({
    stored: readStored(),
    browserLanguage: window.navigator.language,
    isSelectionPage: pathname === '/' || pathname === '',
  });
}

export function changeLocale(locale: string, reload: () => void = () => window.location.reload()): void {
  const next = toPortalLocale(locale) ?? 'en';
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // Storage can be unavailable (private mode); the reload then keeps the default.
  }
  reload();
}
