import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bytes under which a response is sent as it is: compressing it would save less than its headers cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses what the server makes per request (API JSON, pages) with brotli or gzip, as the
 * request's Accept-Encoding prefers, above COMPRESS_THRESHOLD; @fastify/compress adds
 * `Vary: Accept-Encoding`. The built files are compressed once at build time and sent as they
 * are (routes/web/static-files.ts): a response that already has a Content-Encoding is left alone, so
 * nothing is encoded twice. Register it before the routes: it hooks each route as it is added.
 */
export function registerCompression(app: FastifyInstance): void {
  app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    // Text, JSON and XML, and whatever else mime-db calls compressible (JavaScript, SVG); not
    // application/octet-stream, which the default list includes: PDFs, images and office files
    // are compressed already, and a download is sent with the type it was stored with.
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/,
    // Only responses: no client sends compressed bodies, and inflating them would put a
    // decompression bomb in front of the body limits (the upload route counts the bytes it reads).
    globalDecompression: false,
  });
}
