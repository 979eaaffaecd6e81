/** The catalogues the library ships. `nb` and `nn` use the Norwegian texts (spec §1). */
export type SupportedLocale = 'en' | 'no';
export const SUPPORTED_LOCALES: readonly SupportedLocale[] = ['en', 'no'];

export type Messages = Record<string, string>;

/**
 * Maps any BCP 47 tag to a shipped catalogue: `no`, `nb`, `nn` (with or without a region,
 * `nb-NO`, `no_NO`) are Norwegian; everything else, including nothing, is English.
 */
export function normalizeLocale(locale?: string | null): SupportedLocale {
  const language = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return language === 'no' || language === 'nb' || language === 'nn' ? 'no' : 'en';
}
