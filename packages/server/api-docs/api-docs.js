// The API reference page (/api2/docs): Swagger UI (swagger-ui-dist, served by this server) over the
// contract at /api2/openapi.json. Loaded as a file of its own after the bundle, so the page's
// Content-Security-Policy needs no inline script.
//
// "Authorize" signs in with the contract's oauth2 scheme (client-credentials flow on /api2/token):
// Swagger UI sends client_id and client_secret as `Authorization: Basic base64(client_id:client_secret)`
// with `grant_type=client_credentials&scope=...` in the form body, which is how the server takes a
// user name (e-mail) and password. The customer scope is ticked to begin with; the server takes
// exactly one scope per sign-in.
(() => {
  'use strict';
  const { SwaggerUIBundle } = window;

  /**
   * A refused sign-in answers `{ Message }` (wrong password, the other portal's account, a wait).
   * The Authorize dialog shows the status and the OAuth `error_description` it reads from the
   * answer's `data`, so the Message goes there. Only `data`: a try of POST /api2/token shows the
   * answer's `text`, which stays as the server sent it.
   */
  const explainRefusedSignIn = (response) => {
    const path = new URL(response.url, window.location.href).pathname;
    if (response.ok || !/\/api2\/token$/i.test(path)) return response;
    try {
      const body = JSON.parse(response.text);
      if (typeof body?.Message === 'string') {
        response.data = JSON.stringify({ ...body, error_description: body.Message });
      }
    } catch {
      // Not JSON: the dialog shows the status alone.
    }
    return response;
  };

  const ui = SwaggerUIBundle({
    url: '/api2/openapi.json',
    dom_id: '#swagger-ui',
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    deepLinking: true,
    // No ?url= or ?configUrl= from the address bar: the page shows this server's contract only.
    queryConfigEnabled: false,
    // No badge from the online validator: the page makes no request to another host.
    validatorUrl: null,
    filter: true,
    displayRequestDuration: true,
    // The access token lives in the page's memory only (not in local storage).
    persistAuthorization: false,
    defaultModelsExpandDepth: 0,
    responseInterceptor: explainRefusedSignIn,
  });
  ui.initOAuth({ scopes: ['ServiceProvider.Customer'] });
})();
