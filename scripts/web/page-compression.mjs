// Compression of the pages the secure handler (secure-handler.mjs) collects before it sends them.
// Next.js would gzip every page again for every request (about 2 ms of the web process's CPU for the
// home page's 196 kB, per visit); the handler asks Next for the page uncompressed instead, compresses
// it here once per content (Brotli for browsers that take it, gzip otherwise) and keeps the result
// beside the page's script hashes, so a page served from the cache costs no compression at all.
import Negotiator from 'negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

/** Below this size a page is sent as it is: the encoding's own overhead would eat the gain. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Brotli 5: about the speed of gzip 6 and a quarter smaller on our pages (home: 18.2 kB against
 * 23.7 kB gzip, 1.8 ms); quality 11 saves 2 kB more for a hundred times the CPU, too dear for the
 * search and member pages, which change with every request.
 */
const BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to send a page in, by the request's Accept-Encoding (Brotli first at equal weight). */
export function pageEncoding(acceptEncoding) {
  if (!acceptEncoding) return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const chosen = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

const brotliParams = (sizeHint, quality = BROTLI_QUALITY) => ({
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: quality,
  ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
});

/** A compressing stream in that encoding, for an answer that streams (flush it after each piece). */
export function compressStream(encoding) {
  return encoding === 'br' ? createBrotliCompress({ params: brotliParams() }) : createGzip();
}

/**
 * The body in that encoding, compressed off the event loop (zlib's thread pool). `best`: each
 * encoding's highest level, for what is compressed once per build (static-assets.mjs).
 */
export function compressPage(body, encoding, { best = false } = {}) {
  switch (encoding) {
    case 'br':
      return brotli(body, { params: brotliParams(body.length, best ? constants.BROTLI_MAX_QUALITY : BROTLI_QUALITY) });
    case 'gzip':
      return gzipAsync(body, best ? { level: constants.Z_BEST_COMPRESSION } : {});
    default:
      return Promise.resolve(body);
  }
}
