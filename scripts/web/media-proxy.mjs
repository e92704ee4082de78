// /media/… (pictures, HLS playlists and segments, avatars) straight to the backend's media origin,
// past Next.js: scripts/web-server.mjs puts it behind the secure handler, in front of Next.
//
// Through Next's route handler (app/media/[...path]/route.ts, still what `next dev` uses) every
// picture and segment paid for Next's request pipeline: about 2 ms of the web process's CPU each,
// 475 pictures/s at most on a two-core machine where the backend alone answers 20,000/s. A home page
// names a hundred pictures and a live player asks for a segment every few seconds, so that was the
// web tier's ceiling under a crowd, and on a first visit its work competed with the browser's own.
//
// Same contract as the route handler: GET and HEAD only; a `..` or backslash segment is refused with
// 400; Range and the conditional headers pass to the backend, and its status, type, length, range,
// caching, validators and Retry-After come back; an unreachable or slow backend gives 502.
//
// The generated pictures (not avatars, not HLS) that the backend marks immutable are also kept here,
// up to 16 MB (least recently used out first), so a crowd's first visits do not each cross to the
// backend for the same hundred pictures. Avatars are left out: a member's removed picture must stop
// being served at once.
import { Agent, request } from 'node:http';
import { LRUCache } from 'lru-cache';

const PREFIX = '/media/';
const PASS_REQUEST = ['range', 'if-none-match', 'if-modified-since'];
const PASS_RESPONSE = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control', 'etag', 'last-modified', 'retry-after', 'content-security-policy'];
/** Paths whose answers are never kept here (see above). */
const NOT_KEPT = /^\/media\/(?:avatar|hls)\//;
const MAX_KEPT_BYTES = 16 * 1024 * 1024;
const MAX_KEPT_ENTRY = 256 * 1024;

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

/** Whether an answer may be kept: a whole, immutable picture of a sensible size. */
function keepable(path, status, headers) {
  if (status !== 200 || NOT_KEPT.test(path)) return false;
  const type = String(headers['content-type'] ?? '');
  const length = Number(headers['content-length']);
  return type.startsWith('image/') && /\bimmutable\b/.test(String(headers['cache-control'] ?? '')) && Number.isFinite(length) && length <= MAX_KEPT_ENTRY;
}

/**
 * A handler `(req, res, next)`: answers /media/… and passes anything else to `next`.
 * backendUrl: the backend's origin; timeoutMs: how long to wait for its answer's headers.
 */
export function createMediaProxy({ backendUrl, timeoutMs = 10_000 }) {
  const origin = new URL(backendUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  /** path -> { headers, body } */
  const kept = new LRUCache({ maxSize: MAX_KEPT_BYTES, sizeCalculation: (entry) => entry.body.length || 1 });

  const send = (req, res, status, headers, body) => {
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
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

    const headers = { host: origin.host };
    for (const name of PASS_REQUEST) if (req.headers[name]) headers[name] = req.headers[name];
    const upstream = request({ protocol: origin.protocol, hostname: origin.hostname, port: origin.port, path, method: req.method, headers, agent });
    let answered = false;
    const fail = () => {
      if (answered || res.headersSent) {
        res.destroy();
        return;
      }
      answered = true;
      send(req, res, 502, { 'Cache-Control': 'no-store' });
    };
    upstream.setTimeout(timeoutMs, () => upstream.destroy(new Error('media upstream timed out')));
    upstream.on('error', fail);
    // A visitor gone mid-answer (a player seeking away): the backend's answer is dropped too.
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.on('response', (answer) => {
      answered = true;
      upstream.setTimeout(0);
      const out = { 'x-content-type-options': 'nosniff' };
      for (const name of PASS_RESPONSE) if (answer.headers[name] !== undefined) out[name] = answer.headers[name];
      const status = answer.statusCode ?? 502;
      if (req.method === 'GET' && !conditional && keepable(path, status, answer.headers)) {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          if (body.length === Number(answer.headers['content-length'])) kept.set(path, { headers: out, body });
          send(req, res, status, out, body);
        });
        answer.on('error', () => res.destroy());
        return;
      }
      res.writeHead(status, out);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.end();
    return undefined;
  };
}
