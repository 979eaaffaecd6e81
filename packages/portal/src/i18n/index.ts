import { toPortalLocale } from '../locale';
import en from './en.json';
import no from './no.json';

/**
 * The portal's own texts for a locale, laid over the components' catalogue by PortalProvider.
 * `no`, `nb` and `nn` (with or without a region) use the Norwegian texts, anything else English.
 */
export function portalMessages(locale: string): Record<string, string> {
  return toPortalLocale(locale) === 'no' ? no : en;
}
