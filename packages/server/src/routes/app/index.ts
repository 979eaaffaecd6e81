import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { components } from '@eqp/contract';
import { operation } from '../../contract/routes.js';
import { provider, settings } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { PORTAL_OPTIONS_SETTING } from '../../seed/index.js';

type PortalOptions = components['schemas']['PortalOptions'];

/** The portal options' texts a setting may hold per language: `Translations: { no: { WelcomeText } }`. */
const TRANSLATED_OPTIONS = ['PortalName', 'WelcomeText', 'PrivacyText'] as const;
type StoredPortalOptions = Partial<PortalOptions> & {
  Translations?: Partial<Record<string, Partial<Record<(typeof TRANSLATED_OPTIONS)[number], unknown>>>>;
};

/** Options the server reads from others (the store links from the pipe-separated texts), never stored. */
const DERIVED_OPTIONS: ReadonlySet<keyof PortalOptions> = new Set([
  'TechnicianAppStoreLinks',
  'CustomerAppStoreLinks',
]);

/**
 * The store links of a pipe-separated text (spec §2: "first entry Apple, second Google"). Positions
 * count even when empty (`|https://play...` is Google only); entries are trimmed, empty ones left
 * out, entries after the second ignored. A stored value that is not text gives none.
 */
export function appStoreLinks(text: unknown): PortalOptions['TechnicianAppStoreLinks'] {
  if (typeof text !== 'string') return [];
  const [apple = '', google = ''] = text.split('|').map((entry) => entry.trim());
  const links: PortalOptions['TechnicianAppStoreLinks'] = [];
  if (apple) links.push({ Store: 'Apple', Url: apple });
  if (google) links.push({ Store: 'Google', Url: google });
  return links;
}

/** What the selection page shows when nothing is configured: the customer portal only. */
export const DEFAULT_PORTAL_OPTIONS: PortalOptions = {
  PortalName: null,
  CustomerPortal: true,
  CustomerPortalRedirect: null,
  ServiceProvider: false,
  Technician: false,
  TechnicianAppLink: null,
  TechnicianAppUrls: null,
  TechnicianAppStoreLinks: [],
  CustomerApp: false,
  CustomerAppUrls: null,
  CustomerAppStoreLinks: [],
  WelcomeText: null,
  PrivacyText: null,
  PrivacyUrl: null,
};

/** Public calls of the portal selection and login pages. */
export const appRoutes: FastifyPluginAsync = async (app) => {
  operation(app, 'get', '/api2/app/portal', {}, async (request) => {
    const [row] = await app.db.select().from(settings).where(eq(settings.key, PORTAL_OPTIONS_SETTING));
    const stored =
      row && typeof row.value === 'object' && row.value !== null ? (row.value as StoredPortalOptions) : {};
    const options: PortalOptions = { ...DEFAULT_PORTAL_OPTIONS };
    for (const key of Object.keys(DEFAULT_PORTAL_OPTIONS) as (keyof PortalOptions)[]) {
      if (stored[key] !== undefined && !DERIVED_OPTIONS.has(key)) {
        (options as Record<string, unknown>)[key] = stored[key];
      }
    }
    options.TechnicianAppStoreLinks = appStoreLinks(options.TechnicianAppUrls);
    options.CustomerAppStoreLinks = appStoreLinks(options.CustomerAppUrls);
    // The stored texts in the request's language, where the setting has them (Accept-Language).
    const language = requestLanguage(request.headers['accept-language']);
    const translated = language === 'en' ? undefined : stored.Translations?.[language];
    for (const key of TRANSLATED_OPTIONS) {
      const text = translated?.[key];
      if (typeof text === 'string' && text.trim() !== '') options[key] = text;
    }
    return options;
  });

  operation(app, 'get', '/api2/Report/logo', {}, async (_request, reply) => {
    const [row] = await app.db
      .select({ logo: provider.logo, contentType: provider.logoContentType })
      .from(provider)
      .limit(1);
    if (!row?.logo || !row.contentType) throw notFound('The service provider has no logo');
    return reply.type(row.contentType).header('cache-control', 'public, max-age=300').send(row.logo);
  });
};
