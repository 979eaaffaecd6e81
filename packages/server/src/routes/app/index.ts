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

/** What the selection page shows when nothing is configured: the customer portal only. */
export const DEFAULT_PORTAL_OPTIONS: PortalOptions = {
  PortalName: null,
  CustomerPortal: true,
  CustomerPortalRedirect: null,
  ServiceProvider: false,
  Technician: false,
  TechnicianAppLink: null,
  TechnicianAppUrls: null,
  CustomerApp: false,
  CustomerAppUrls: null,
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
      if (stored[key] !== undefined) (options as Record<string, unknown>)[key] = stored[key];
    }
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
