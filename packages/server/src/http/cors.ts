import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** The methods of `/api2` (spec §7). */
export const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Request headers a page on an allowed origin may send: bearer tokens, JSON bodies, retried creates. */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'];
/**
 * Response headers such a page may read: the file name of a download, the wait after a 429 or 503,
 * and the rate limit's budget (http/rate-limit.ts).
 */
export const CORS_EXPOSED_HEADERS = [
  'Content-Disposition',
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
];
/** How long a browser may cache a preflight answer (seconds). */
export const CORS_MAX_AGE = 600;

/**
 * `CORS_ORIGINS`: a comma-separated list of exact origins (`https://shop.example.com`), no
 * wildcards. Blanks are dropped; a trailing slash is removed; anything that is not an
 * `http(s)://host[:port]` origin is refused with an error naming it, so a typo fails at start.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  if (!value) return [];
  const origins: string[] = [];
  for (const raw of value.split(',')) {
    const entry = raw.trim().replace(/\/+$/, '');
    if (entry === '') continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin like https://shop.example.com`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.toLowerCase()) {
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin like https://shop.example.com`);
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/**
 * CORS for pages of other origins that embed the components (the custom elements of
 * `@eqp/embed`, a React app on another host). Closed by default: with no origins nothing is
 * registered and no answer carries a CORS header. With an allow-list, `/api2` answers a request
 * whose `Origin` is on the list with `Access-Control-Allow-Origin: <that origin>` and answers its
 * preflight; any other origin, and every path outside `/api2` (the portal), gets no CORS header,
 * so the browser refuses the response. No credentials: the API takes bearer tokens, not cookies.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const api = request.url.toLowerCase().startsWith('/api2');
      callback(null, {
        origin: api && typeof origin === 'string' && allowed.has(origin) ? origin : false,
        methods: CORS_METHODS,
        allowedHeaders: CORS_ALLOWED_HEADERS,
        exposedHeaders: CORS_EXPOSED_HEADERS,
        credentials: false,
        maxAge: CORS_MAX_AGE,
        strictPreflight: true,
      });
    },
  });
}
