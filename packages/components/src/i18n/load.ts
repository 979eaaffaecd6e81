import { normalizeLocale, type Messages } from './locale';

let norwegian: Promise<Messages> | null = null;

/**
 * The library's texts for a locale, loaded on demand (for `PortalProviderCore`), so a page carries
 * only the language it shows. English needs no catalogue: its texts are the messages' own
 * defaults (en.json is extracted from them), so it resolves to `{}` at once. Norwegian (`no`,
 * `nb`, `nn`) imports the Norwegian catalogue, a chunk of its own, once; a failed load can be
 * tried again.
 */
export function loadMessages(locale?: string | null): Promise<Messages> {
  if (normalizeLocale(locale) === 'en') return Promise.resolve({});
  norwegian ??= import('./no.json').then(
    (module) => module.default as Messages,
    (error: unknown) => {
      norwegian = null;
      throw error;
    },
  );
  return norwegian;
}
