/**
 * Compressed answers: JSON, text and SVG above `COMPRESS_MIN_BYTES` go out as brotli or gzip when
 * the client accepts it (`@fastify/compress`). Brotli at quality 4 costs about what gzip 6 does and
 * packs a little tighter; the highest qualities are for build time (the portal's assets are
 * compressed once by its build and served as they are: http/portal.ts). Files that are compressed
 * already (PDF, PNG, JPEG, WebP) and answers that name an encoding are sent as they are. Request
 * bodies are never inflated.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out uncompressed: the header costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The types worth compressing: JSON (the API, `{ Message }`), text, HTML, CSS, JavaScript, SVG. Not
 * `text/event-stream`: a compressor holds events back until its buffer fills.
 */
export const COMPRESSIBLE_TYPES =
  /^(?:application\/(?:json|javascript|manifest\+json)|text\/(?!event-stream)[a-z-]+|image\/svg\+xml)\s*(?:;|$)/i;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are taken as sent: a compressed body is not inflated (no zip bombs to bound).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
