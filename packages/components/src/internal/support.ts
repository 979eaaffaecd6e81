/** The product behind the portal: named in the "Powered by" credit and the footer's support card. */
export const PRODUCT_NAME = 'EQP Service Portal';

/** The service provider's logo, shown by both shells (spec §7). */
export const PROVIDER_LOGO_URL = '/api2/Report/logo';

export interface SupportContact {
  /** Who answers (shown as the card's title line). */
  name: string;
  email?: string;
  telephone?: string;
  /** A web address for help pages, shown without the scheme. */
  url?: string;
}

/**
 * The developer / product support contact of the footer's third card. A fixed contact of the
 * product, not of the service provider; a deployment that runs its own support passes
 * `supportContact` to `CustomerShell`.
 */
export const DEFAULT_SUPPORT_CONTACT: SupportContact = {
  name: `${PRODUCT_NAME} support`,
  email: 'support@eqp-portal.example',
  url: 'https://help.eqp-portal.example',
};
