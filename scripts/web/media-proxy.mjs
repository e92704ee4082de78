// /media/… (pictures, HLS playlists and segments, captions, avatars) straight to the backend's media
// origin, past Next.js: scripts/web-server.mjs puts it behind the secure handler, in front of Next.
//
// Through Next's route handler (app/media/[...path]/route.ts, still what `next dev` uses) every
// picture and segment paid for Next's request pipeline: about 2 ms of the web process's CPU each,
// 475 pictures/s at most on a two-core machine where the backend alone answers 20,000/s. A home page
// names a hundred pictures and a live player asks for a playlist and a segment every two seconds, so
// that was the web tier's ceiling under a crowd, and on a first visit its work competed with the
// browser's own.
//
// Same contract as the route handler: GET and HEAD only; a `..`, backslash or encoded-slash segment
// is refused with 400; Range and the conditional headers pass to the backend, and its status, type,
// length, range, caching, validators and Retry-After come back; text (playlists, captions, SVG, JSON
// errors) is compressed as Next did; a backend that cannot be reached, or sends no answer within
// BACKEND_TIMEOUT_MS, gives 502.
//
// Generated pictures (not avatars, not HLS) that the backend marks immutable are also kept here, up to
// 16 MB (least recently used out first): once one visitor has fetched a picture, the next ones get it
// without a trip to the backend. Avatars are left out: a member's removed picture must stop being
// served at once.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { urlToHttpOptions } from 'node:url';
import { LRUCache } from 'lru-cache';
import { compressPage, MIN_COMPRESS_BYTES, pageEncoding } from './page-compression.mjs';
import { varyWithEncoding } from './secure-handler.mjs';

const PREFIX = '/media/';
const PASS_REQUEST = ['range', 'if-none-match', 'if-modified-since'];
const PASS_RESPONSE = [
  'content-type',
  'content-length',
  'content-range',
  'content-encoding',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'retry-after',
  'content-security-policy',
];
/** Paths whose answers are never kept here (see above). */
const NOT_KEPT = /^\/media\/(?:avatar|hls)\//;
const MAX_KEPT_BYTES = 16 * 1024 * 1024;
const MAX_KEPT_ENTRY = 256 * 1024;
/** Text answers worth compressing: playlists, captions, SVG pictures, JSON errors. */
const TEXT = /^(?:text\/|image\/svg\+xml|application\/(?:json|vnd\.apple\.mpegurl|x-mpegurl))/i;
const MAX_COMPRESSED_ENTRY = 1024 * 1024;
/** A visitor that reads nothing for this long lets go of its backend connection. */
const CLIENT_IDLE_MS = 60_000;
/** Pooled connections to the backend are closed after this long unused (below its own keep-alive). */
const POOL_IDLE_MS = 30_000;

/** The path as the backend gets it: each segment decoded and encoded again; null for a path trick. */
export function mediaUpstreamPath(pathname) {
  const segments = pathname.slice(PREFIX.length).split('/');
  const clean = [];
  for (const segment of segments) {
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '..' || decoded === '.' || decoded.includes('\\') || decoded.includes('/') || decoded.includes('\0')) return null;
    clean.push(encodeURIComponent(decoded));
  }
  if (!clean.length || clean.some((segment) => segment === '')) return null;
  return PREFIX + clean.join('/');
}

/** Whether an answer may be kept: a whole, immutable, uncompressed picture of a sensible size. */
function keepable(path, status, headers) {
  if (status !== 200 || NOT_KEPT.test(path) || headers['content-encoding'] || headers.vary) return false;
  const type = String(headers['content-type'] ?? '');
  const length = Number(headers['content-length']);
  return type.startsWith('image/') && /\bimmutable\b/.test(String(headers['cache-control'] ?? '')) && Number.isFinite(length) && length <= MAX_KEPT_ENTRY;
}

/** Whether a GET's answer is text to compress here (whole, not already encoded, of a size worth it). */
function compressible(req, headers) {
  if (req.method !== 'GET' || headers['content-encoding'] || headers['content-range']) return false;
  const length = Number(headers['content-length']);
  return TEXT.test(String(headers['content-type'] ?? '')) && (!Number.isFinite(length) || (length >= MIN_COMPRESS_BYTES && length <= MAX_COMPRESSED_ENTRY));
}

/**
 * A handler `(req, res, next)`: answers /media/… and passes anything else to `next`.
 * backendUrl: the backend's origin (http or https); timeoutMs: how long to wait for its answer.
 */
export function createMediaProxy({ backendUrl, timeoutMs = 10_000, log = console }) {
  const origin = new URL(backendUrl);
  const secure = origin.protocol === 'https:';
  // No cap on connections: a cap would queue every picture behind slow segment readers.
  const agent = secure ? new HttpsAgent({ keepAlive: true, timeout: POOL_IDLE_MS }) : new HttpAgent({ keepAlive: true, timeout: POOL_IDLE_MS });
  const call = secure ? httpsRequest : httpRequest;
  // hostname without an IPv6 address's brackets, port, protocol (and any credentials) from the URL.
  const { hostname, port, protocol, auth } = urlToHttpOptions(origin);
  /** path -> { headers, body } */
  const kept = new LRUCache({ maxSize: MAX_KEPT_BYTES, sizeCalculation: (entry) => entry.body.length || 1 });
  let lastLogged = 0;

  const send = (req, res, status, headers, body) => {
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** Sends a text answer compressed in the encoding the request takes (or as it is). */
  const sendText = (req, res, status, headers, body) => {
    const encoding = body.length < MIN_COMPRESS_BYTES ? 'identity' : pageEncoding(req.headers['accept-encoding']);
    compressPage(body, encoding).then(
      (bytes) => {
        const out = { ...headers, 'content-length': bytes.length, vary: varyWithEncoding(headers.vary) };
        if (encoding !== 'identity') out['content-encoding'] = encoding;
        send(req, res, status, out, bytes);
      },
      () => send(req, res, status, { ...headers, 'content-length': body.length }, body),
    );
  };

  const forward = (req, res, path, headers, conditional, retried) => {
    const upstream = call({ hostname, port, protocol, auth, path, method: req.method, headers, agent });
    let answered = false;
    // From now, not from the socket: a request waiting for a connection is timed too.
    const timer = setTimeout(() => upstream.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const fail = (error) => {
      clearTimeout(timer);
      if (answered || res.headersSent) {
        res.destroy();
        return;
      }
      answered = true;
      // A pooled connection the backend closed just as it was reused: once more, on a new one.
      if (!retried && upstream.reusedSocket && error?.code === 'ECONNRESET') {
        res.off('close', onClose);
        forward(req, res, path, headers, conditional, true);
        return;
      }
      if (Date.now() - lastLogged > 10_000) {
        lastLogged = Date.now();
        log.error(`[web] media: ${path}: ${error?.message ?? error}`);
      }
      send(req, res, 502, { 'Cache-Control': 'no-store' });
    };
    upstream.on('error', fail);
    // A visitor gone mid-answer (a player seeking away): the backend's answer is dropped too.
    const onClose = () => {
      clearTimeout(timer);
      if (!res.writableFinished) upstream.destroy();
    };
    res.once('close', onClose);
    upstream.on('response', (answer) => {
      answered = true;
      clearTimeout(timer);
      const out = { 'x-content-type-options': 'nosniff' };
      for (const name of PASS_RESPONSE) if (answer.headers[name] !== undefined) out[name] = answer.headers[name];
      const status = answer.statusCode ?? 502;
      const keep = req.method === 'GET' && !conditional && keepable(path, status, answer.headers);
      const text = !keep && compressible(req, answer.headers);
      answer.on('error', () => res.destroy());
      if (keep || text) {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          if (text) return sendText(req, res, status, out, body);
          if (body.length === Number(answer.headers['content-length'])) kept.set(path, { headers: out, body });
          return send(req, res, status, out, body);
        });
        return;
      }
      res.writeHead(status, out);
      answer.pipe(res);
    });
    upstream.end();
  };

  return function mediaProxy(req, res, next) {
    const pathname = (req.url ?? '/').split('?')[0];
    if (!pathname.startsWith(PREFIX)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(req, res, 405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
      return undefined;
    }
    const path = mediaUpstreamPath(pathname);
    if (!path) {
      send(req, res, 400, { 'Cache-Control': 'no-store' });
      return undefined;
    }
    const conditional = PASS_REQUEST.some((name) => req.headers[name]);
    const hit = conditional ? undefined : kept.get(path);
    if (hit) {
      send(req, res, 200, hit.headers, hit.body);
      return undefined;
    }
    // A visitor that stops reading (a stalled player) does not hold a backend connection for good.
    res.setTimeout(CLIENT_IDLE_MS, () => res.destroy());
    const headers = { host: origin.host };
    for (const name of PASS_REQUEST) if (req.headers[name]) headers[name] = req.headers[name];
    forward(req, res, path, headers, conditional, false);
    return undefined;
  };
}
