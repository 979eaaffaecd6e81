import en from './en.json';
import no from './no.json';

/** The portal's own texts for a locale, laid over the components' catalogue by PortalProvider. */
export function portalMessages(locale: string): Record<string, string> {
  return locale === 'no' ? no : en;
}
