import type { SupportedLocale } from '../i18n';

export interface LanguageOption {
  locale: SupportedLocale;
  /** The short code shown on the compact selector. */
  code: string;
  /** The language's own name (an endonym: the same in every interface language). */
  name: string;
  /** BCP 47 tag for the `lang` attribute of the name. */
  lang: string;
}

/**
 * The languages of spec §1. Each is named in its own language ("English", "Norsk"), which is why
 * the names are not in the message catalogues: a Norwegian reader looks for "Norsk", an English
 * reader for "English", whatever the current interface language is.
 */
export const LANGUAGES: readonly LanguageOption[] = [
  { locale: 'en', code: 'EN', name: 'English', lang: 'en' },
  { locale: 'no', code: 'NO', name: 'Norsk', lang: 'nb' },
];
