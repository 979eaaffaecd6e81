/**
 * The API reference page (`/api2/docs`): an HTML shell that loads Swagger UI and its start-up
 * script as files of this server (no CDN, no inline script), with a Content-Security-Policy of its
 * own.
 */

/** The product the reference describes (the components' PRODUCT_NAME). */
export const PRODUCT_NAME = 'EQP Service Portal';
export const DOCS_TITLE = `${PRODUCT_NAME} API reference`;

/**
 * The page's policy: scripts and styles from this server only (Swagger UI sets its styles through
 * the DOM, which the policy does not govern, so no 'unsafe-inline'); images also from data: (the
 * icons in Swagger UI's CSS) and blob: (an image answer of "Try it out"); calls to this server only
 * (the contract, the sign-in, the tries). Nothing else: no fonts from elsewhere, no frames, no forms.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page, its scripts and styles under `assetBase` (`/api2/docs/assets/<version>`). */
export function docsPage(assetBase: string): string {
  const asset = (name: string) => escapeHtml(`${assetBase}/${name}`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(DOCS_TITLE)}</title>
    <link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}">
    <link rel="stylesheet" href="${asset('swagger-ui.css')}">
    <link rel="stylesheet" href="${asset('api-docs.css')}">
  </head>
  <body>
    <header class="api-docs-header">
      <div class="api-docs-header-inner">
      <h1>${escapeHtml(DOCS_TITLE)}</h1>
      <p>
        Every <code>/api2</code> call, from the contract this server runs on. Download it as
        <a href="/api2/openapi.yaml" download="api2.yaml">OpenAPI YAML</a> or
        <a href="/api2/openapi.json" download="api2.json">OpenAPI JSON</a>.
      </p>
      <p>
        To try a call, choose <strong>Authorize</strong>: your e-mail address is the
        <code>client_id</code>, your password the <code>client_secret</code>, and the scope names the
        portal, <code>ServiceProvider.Customer</code> for the customer calls or
        <code>ServiceProvider.Partner</code> for the partner calls (one at a time).
      </p>
      </div>
    </header>
    <main id="swagger-ui"></main>
    <noscript><p class="api-docs-noscript">The interactive reference needs JavaScript. The contract itself is at /api2/openapi.yaml.</p></noscript>
    <script src="${asset('swagger-ui-bundle.js')}"></script>
    <script src="${asset('api-docs.js')}"></script>
  </body>
</html>
`;
}
