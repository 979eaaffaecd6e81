/**
 * Files the server hands out as they are (the contract, the API reference's scripts and styles):
 * made once, on first use, and kept with their brotli and gzip forms and an ETag, so an answer
 * costs neither reading nor compressing. The compression runs on libuv's thread pool, not on the
 * event loop; @fastify/compress leaves these answers alone (they name their encoding).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 9: the Swagger UI bundle (1.7 MB) packs to 392 KB in about 0.1 s, once per
 * process; quality 11 would save another 33 KB for 2 s of a core.
 */
const BROTLI_QUALITY = 9;

export interface Representation {
  body: Buffer;
  /** Only when smaller than the body. */
  br?: Buffer;
  gzip?: Buffer;
  /** A weak validator (`W/"..."`): the brotli, gzip and plain bytes are the same content. */
  etag: string;
}

/** A weak ETag from the hash of `text`. */
export function etagOf(text: string | Buffer): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`;
}

/** The body with its compressed forms (each kept only when it is smaller). */
export async function represent(body: Buffer, etag: string = etagOf(body)): Promise<Representation> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return {
    body,
    br: br.length < body.length ? br : undefined,
    gzip: gz.length < body.length ? gz : undefined,
    etag,
  };
}

/**
 * `make` run once, when first asked for; every caller shares its promise. A failure is not kept:
 * the next call tries again.
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= make().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The q-value an Accept-Encoding header gives `coding` (0 when it does not accept it). */
export function acceptQuality(header: string | undefined, coding: 'br' | 'gzip'): number {
  let wildcard = 0;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const quality = q ? Number(q[1]) : 1;
    if (name === coding) return Number.isFinite(quality) ? quality : 0;
    if (name === '*') wildcard = Number.isFinite(quality) ? quality : 0;
  }
  return wildcard;
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export interface SendOptions {
  /** Content-Type. */
  type: string;
  cacheControl: string;
  /** Content-Disposition, when the file has a name to save it under. */
  disposition?: string;
}

/**
 * Answers `representation`: 304 when If-None-Match names its ETag; otherwise the brotli, gzip or
 * plain bytes, by the request's Accept-Encoding.
 */
export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
  options: SendOptions,
): FastifyReply {
  reply.header('etag', representation.etag);
  reply.header('cache-control', options.cacheControl);
  reply.header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], representation.etag)) {
    return reply.code(304).send();
  }
  reply.type(options.type);
  if (options.disposition) reply.header('content-disposition', options.disposition);
  const accept = request.headers['accept-encoding'];
  const br = representation.br && acceptQuality(accept, 'br') > 0 ? representation.br : undefined;
  const gz = representation.gzip && acceptQuality(accept, 'gzip') > 0 ? representation.gzip : undefined;
  if (br) return reply.header('content-encoding', 'br').send(br);
  if (gz) return reply.header('content-encoding', 'gzip').send(gz);
  // A client that takes neither gets the plain bytes (nor would @fastify/compress have more to offer).
  return reply.send(representation.body);
}
