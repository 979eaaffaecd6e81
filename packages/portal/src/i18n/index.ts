import { loadMessages } from '@eqp/components';
import { toPortalLocale, type PortalLocale } from '../locale';

export type Catalogue = Record<string, string>;

/**
 * The portal's own texts for a locale, laid over the components' catalogue. English needs no
 * catalogue: its texts are the messages' defaults (en.json is extracted from them, see
 * catalogues.test.ts). `no`, `nb` and `nn` (with or without a region) use the Norwegian texts.
 */
export async function loadPortalMessages(locale: string): Promise<Catalogue> {
  if (toPortalLocale(locale) !== 'no') return {};
  return (await import('./no.json')).default as Catalogue;
}

const loaded = new Map<PortalLocale, Catalogue>([['en', {}]]);
const loading = new Map<PortalLocale, Promise<Catalogue>>();

/**
 * All texts of a page load in `locale`: the components' and the portal's, each loaded on demand
 * (Norwegian is two chunks), so a page carries only the language it shows. Loaded once; a failed
 * load may be tried again.
 */
export function loadCatalogue(locale: PortalLocale): Promise<Catalogue> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(locale);
  if (!promise) {
    promise = Promise.all([loadMessages(locale), loadPortalMessages(locale)]).then(([components, portal]) => {
      const catalogue = { ...components, ...portal };
      loaded.set(locale, catalogue);
      return catalogue;
    });
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/** The catalogue of `locale` when it has loaded already (English always has), else undefined. */
export function loadedCatalogue(locale: PortalLocale): Catalogue | undefined {
  return loaded.get(locale);
}
