import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Content-Security-Policy for the portal and the API: the portal's own scripts only; styles from
 * the portal plus inline style tags (styled-components injects them); images also from data: and
 * blob: (previews of uploads); no framing (embedding uses the component library, not iframes).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Security headers and the request id on every answer, errors and 404s included. */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    reply.header('x-request-id', request.id);
    if (request.url.toLowerCase().startsWith('/api2') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A caller's X-Request-Id is kept when it looks like an id (no log injection), else a UUID. */
export function genReqId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

const SECRET_QUERY =
  /([?&](?:code|otp|token|access_token|refresh_token|password|client_secret|email)=)[^&#]*/gi;
/**
 * Path segments that are job codes: the code link `/c/<code>`, the portal's code preview
 * `/partner/job/view/<code>` and the offline-report download `/api2/Partner/jobs/offlinereport/<code>`
 * (not `offlinereport-enabled`, not the upload `.../jobs/<id>/offlinereport`).
 */
const SECRET_PATH = /^((?:\/c|\/partner\/job\/view|\/api2\/partner\/jobs\/offlinereport)\/)[^/?#]+/i;

/** The request URL as logged: job codes in the path and values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** Pino options: no Authorization header, cookie or token in the logs. */
export function loggerOptions(level: string): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
        'access_token',
        'refresh_token',
        'password',
        'client_secret',
        '*.access_token',
        '*.refresh_token',
        '*.password',
        '*.client_secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; hostname?: string; ip?: string }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
