/** The provider's logo (spec §7 `GET /api2/Report/logo`). */
export const PROVIDER_LOGO_PATH = '/api2/Report/logo';

/**
 * An `/api2` address the browser loads itself (`<img src>`, a link), on the API root `baseUrl`
 * (the sdk client's `baseUrl`; '' = the page's origin). A page on another origin than the API
 * (an embedded component) must not load it from its own origin.
 */
export function apiUrl(path: string, baseUrl = ''): string {
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
