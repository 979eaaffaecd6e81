import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const PORTAL_NOT_BUILT =
  'The portal is not built. Run `pnpm --filter @eqp/portal build` and restart the server.\n';

export function isApiPath(url: string): boolean {
  const p = url.split('?')[0]!.toLowerCase();
  return p === '/api2' || p.startsWith('/api2/');
}

/**
 * The built portal from `portalDist`: its files, and index.html for any other GET that accepts
 * HTML (client-side routes such as /customer/machines/list). Never for /api2 paths: those get a
 * JSON 404. Without a build every non-API path answers 503 with a hint to build the portal.
 */
export async function registerPortal(app: FastifyInstance, portalDist: string): Promise<void> {
  const built = fs.existsSync(path.join(portalDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: portalDist,
      prefix: '/',
      index: ['index.html'],
      // The build writes brotli and gzip siblings (`app.js.br`, `app.js.gz`): the best one the
      // client accepts is sent as it is, nothing is compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(portalDist, filePath).split(path.sep).join('/');
        res.setHeader(
          'cache-control',
          rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same path is sent as brotli, gzip or plain, by the request's Accept-Encoding.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0]!;
    if (isApiPath(request.url)) {
      return reply.code(404).send({ Message: `No such API call: ${request.method} ${urlPath}` });
    }
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send(PORTAL_NOT_BUILT);
    }
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      // Fastify's awaited reply, the multipart plugin and the file stream put 11 'close' listeners
      // on this one answer (all let go with it); Node would warn of a leak above 10.
      reply.raw.setMaxListeners(20);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ Message: `Not found: ${request.method} ${urlPath}` });
  });
}
