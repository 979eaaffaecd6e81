import type { AppStoreLinks, PortalOptions } from '@eqp/sdk';

/** Where the tiles lead inside the portal. */
export interface PortalSelectionHrefs {
  /** The customer portal. Default `/customer`. */
  customer: string;
  /** The service provider portal. Default `/serviceprovider/`. */
  serviceProvider: string;
  /** The partner portal, the technician tile's browser link. Default `/partner`. */
  partner: string;
}

export const DEFAULT_PORTAL_HREFS: PortalSelectionHrefs = {
  customer: '/customer',
  serviceProvider: '/serviceprovider/',
  partner: '/partner',
};

export type PortalTileKind = 'customer' | 'serviceProvider' | 'technician';

export interface PortalTile {
  kind: PortalTileKind;
  /** The tile's main link; none for a customer tile that only offers the app. */
  href?: string;
  /** The main link leaves the portal (the customer portal's external redirect). */
  external: boolean;
  /** The technician app's deep link. */
  appLink?: string;
  /** App-store links (first Apple, second Google). */
  stores: AppStoreLinks;
}

/** The store links the server read from the options (`...AppStoreLinks`), by store; the first of each counts. */
function storesOf(links: PortalOptions['TechnicianAppStoreLinks']): AppStoreLinks {
  const stores: AppStoreLinks = {};
  for (const link of links) {
    const url = link.Url.trim();
    if (!url) continue;
    if (link.Store === 'Apple') stores.apple ??= url;
    if (link.Store === 'Google') stores.google ??= url;
  }
  return stores;
}

function hasStores(links: AppStoreLinks): boolean {
  return links.apple !== undefined || links.google !== undefined;
}

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The tiles the options enable, in page order (spec §2):
 * - customer: `CustomerPortal` (to `CustomerPortalRedirect` when set, else `/customer`), with the
 *   customer app's store links when `CustomerApp` is on; `CustomerApp` with store links alone gives
 *   a customer tile with the store links only;
 * - service provider: `ServiceProvider` (to `/serviceprovider/`);
 * - technician: `Technician` (the partner portal in the browser, `TechnicianAppLink` when set, and
 *   the store links of `TechnicianAppStoreLinks`).
 */
export function portalTiles(
  options: PortalOptions,
  hrefs: PortalSelectionHrefs = DEFAULT_PORTAL_HREFS,
): PortalTile[] {
  const tiles: PortalTile[] = [];
  const customerStores = options.CustomerApp ? storesOf(options.CustomerAppStoreLinks) : {};
  if (options.CustomerPortal || hasStores(customerStores)) {
    const redirect = options.CustomerPortal ? text(options.CustomerPortalRedirect) : undefined;
    tiles.push({
      kind: 'customer',
      href: options.CustomerPortal ? (redirect ?? hrefs.customer) : undefined,
      external: redirect !== undefined,
      stores: customerStores,
    });
  }
  if (options.ServiceProvider) {
    tiles.push({ kind: 'serviceProvider', href: hrefs.serviceProvider, external: false, stores: {} });
  }
  if (options.Technician) {
    tiles.push({
      kind: 'technician',
      href: hrefs.partner,
      external: false,
      appLink: text(options.TechnicianAppLink),
      stores: storesOf(options.TechnicianAppStoreLinks),
    });
  }
  return tiles;
}
