import en from './en.json';
import no from './no.json';
import { normalizeLocale, type Messages } from './locale';

export { normalizeLocale, SUPPORTED_LOCALES } from './locale';
export type { Messages, SupportedLocale } from './locale';
export { loadMessages } from './load';

export const englishMessages: Messages = en;
export const norwegianMessages: Messages = no;

/**
 * The messages for a locale, with English underneath so a missing id still shows English text.
 * Both catalogues are part of the bundle of whoever calls this; `loadMessages` loads only the one
 * a page shows.
 */
export function messagesFor(locale?: string | null): Messages {
  return normalizeLocale(locale) === 'en' ? englishMessages : { ...englishMessages, ...norwegianMessages };
}
