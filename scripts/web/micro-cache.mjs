// A micro-cache in front of Next.js: scripts/web-server.mjs puts it between the secure handler
// (secure-handler.mjs) and Next's request handler.
//
// A public answer is kept for up to a second and replayed to everyone who asks for the same thing in
// that second. That covers a catalogue page, a client-side navigation's payload and a public BFF read:
// whatever Next marks as storable by a shared cache (`s-maxage`). This is what a CDN or an nginx
// `proxy_cache` in front of the site would do, kept in the process.
//
// Next serves such a page from its own cache already. The copy here saves the rest of its pipeline
// per request: routing, the middleware's sandbox, the locale rewrite and reading the cache entry.
// When a national event sends everyone to the same pages at once, that pipeline is most of the web
// process's work per visit.
//
// The secure handler still runs for every answer: the security headers, the policy's script hashes
// and the compressed forms come from its memo, and If-None-Match still gets its 304.
//
// What it never keeps:
//  - an answer to a request carrying any cookie but the language and the browser's own preferences
//    (so no member's request, signed in or half signed in);
//  - an answer that is not a 200;
//  - an answer marked private, no-store or no-cache, or without s-maxage;
//  - an answer that varies on anything not in the key;
//  - an answer that sets a cookie other than the language;
//  - a page whose backend read failed.
//
// Freshness: at most the TTL (MICRO_CACHE_MS, 1000 ms by default, 0 turns the cache off), and never
// longer than the answer's s-maxage. A copy past its TTL is refreshed by the first request that finds
// it so. Requests arriving while that refresh is under way get the old copy, for up to STALE_MS, so
// that at most one request per second and address goes to Next. A refresh that gives an answer which
// may not be kept drops the old copy.
import { LRUCache } from 'lru-cache';

export const DEFAULT_TTL_MS = 1000;
/** How long a copy past its TTL may stand in while one request refreshes it. */
export const STALE_MS = 10_000;
/** The cache's size in bytes of bodies; least recently used copies go first. */
const MAX_BYTES = 32 * 1024 * 1024;
/** A larger answer is not kept (a catalogue page is 100-300 kB before compression). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** The cookie that picks the locale: part of the key (the middleware reads it). */
const LANGUAGE_COOKIE = 'language';
/**
 * Cookies the browser sets for itself and the server never reads. They are those of
 * lib/site.ts (ConsentCookie) and lib/browser-cookie.ts (PreferenceCookie); micro-cache.test.mjs
 * checks that the lists agree. Any other cookie makes a request pass by the cache.
 */
export const BROWSER_COOKIES = ['acceptCookie', 'acceptShowBanner', 'notifyHome'];
/**
 * Request headers in the key: the address Next builds absolute links from, the encoding the answer
 * came in (the API's answers are compressed by Next), and the headers of Next's client-side
 * navigations.
 */
export const KEY_HEADERS = [
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'accept-encoding',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];
/** Requests carrying one of Next's internal headers (or a Range) pass by the cache. */
const BYPASS_HEADER = /^(?:x-middleware-|x-nextjs-|x-invoke-|x-matched-path$|x-now-route-matches$|next-action$|range$|authorization$)/i;
/** Headers of one connection or one answer, not replayed. */
const NOT_REPLAYED = new Set(['content-length', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'x-micro-cache']);
/** Shared with lib/api/upstream-signal.ts and secure-handler.mjs: a page whose backend read failed. */
const PAGE_REQUEST = Symbol.for('prd.pageRequest');
/** Shared with lib/cache/micro-cache.ts: POST /api/revalidate empties the cache through it. */
const MICRO_CACHE = Symbol.for('prd.microCache');

/**
 * The request's key, or null when its answer is not to be shared: anything but a GET, a request with
 * a cookie the cache does not know, credentials, a Range or one of Next's internal headers.
 */
export function cacheKey(req) {
  if (req.method !== 'GET') return null;
  for (const name of Object.keys(req.headers)) if (BYPASS_HEADER.test(name)) return null;
  const languages = [];
  for (const pair of String(req.headers.cookie ?? '').split(';')) {
    if (!pair.trim()) continue;
    const equals = pair.indexOf('=');
    const name = (equals < 0 ? pair : pair.slice(0, equals)).trim();
    if (name === LANGUAGE_COOKIE) languages.push(pair.slice(equals + 1).trim());
    else if (!BROWSER_COOKIES.includes(name)) return null;
  }
  return [req.url, languages.join(','), ...KEY_HEADERS.map((name) => req.headers[name] ?? '')].join('\n');
}

/** How long an answer may be kept here (ms): 0 unless it is a shared-cacheable 200 varying only on the key. */
export function keepFor(res, ttlMs) {
  if (res.statusCode !== 200) return 0;
  const cacheControl = String(res.getHeader('cache-control') ?? '').toLowerCase();
  if (/(?:^|[\s,])(?:private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const shared = /(?:^|[\s,])s-maxage\s*=\s*"?(\d+)/.exec(cacheControl);
  if (!shared) return 0;
  const vary = String(res.getHeader('vary') ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((field) => !KEY_HEADERS.includes(field))) return 0;
  const cookies = [res.getHeader('set-cookie') ?? []].flat().map(String);
  if (cookies.some((cookie) => !cookie.trim().startsWith(`${LANGUAGE_COOKIE}=`))) return 0;
  if (globalThis[PAGE_REQUEST]?.getStore()?.upstreamFailed) return 0;
  return Math.min(ttlMs, Number(shared[1]) * 1000);
}

function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * @param {{
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown,
 *   ttlMs?: number,
 *   maxBytes?: number,
 *   now?: () => number,
 * }} options
 */
export function createMicroCache({ handle, ttlMs = DEFAULT_TTL_MS, maxBytes = MAX_BYTES, now = Date.now }) {
  if (!(ttlMs > 0)) return handle;
  /** key -> { status, headers: [name, value][], body, freshUntil, staleUntil } */
  const copies = new LRUCache({ maxSize: maxBytes, sizeCalculation: (copy) => copy.body.length + 1024 });
  /** Keys whose copy is being refreshed by a request under way. */
  const refreshing = new Set();
  /** Counts the times the cache was emptied: an answer begun before that is not kept. */
  let generation = 0;
  // The catalogue changed (POST /api/revalidate): every copy goes, so the change shows at once.
  globalThis[MICRO_CACHE] = {
    clear() {
      generation += 1;
      copies.clear();
    },
  };

  /** Answers from the copy: through the wrappers the secure handler put on the response. */
  function replay(res, copy, state) {
    res.statusCode = copy.status;
    for (const [name, value] of copy.headers) res.setHeader(name, value);
    res.setHeader('X-Micro-Cache', state);
    res.setHeader('Content-Length', String(copy.body.length));
    res.end(copy.body);
  }

  /** Collects what Next writes and keeps it when it may be kept (else drops the old copy). */
  function capture(res, key) {
    const chunks = [];
    const begun = generation;
    let size = 0;
    let tooLarge = false;
    const collect = (chunk, encoding) => {
      if (chunk == null || typeof chunk === 'function' || tooLarge) return;
      const buffer = toBuffer(chunk, encoding);
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const { write, end } = res;
    res.write = function writeAndKeep(chunk, encoding) {
      collect(chunk, encoding);
      return write.apply(res, arguments);
    };
    res.end = function endAndKeep(chunk, encoding) {
      collect(chunk, encoding);
      const ms = tooLarge || begun !== generation ? 0 : keepFor(res, ttlMs);
      if (ms > 0) {
        const headers = Object.entries(res.getHeaders()).filter(([name]) => !NOT_REPLAYED.has(name));
        const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
        const at = now();
        copies.set(key, { status: res.statusCode, headers, body, freshUntil: at + ms, staleUntil: at + ms + STALE_MS });
      } else copies.delete(key);
      refreshing.delete(key);
      return end.apply(res, arguments);
    };
  }

  return function microCached(req, res) {
    const key = cacheKey(req);
    if (key === null) return handle(req, res);
    const copy = copies.get(key);
    const at = now();
    if (copy && at < copy.freshUntil) return replay(res, copy, 'HIT');
    if (copy && at < copy.staleUntil && refreshing.has(key)) return replay(res, copy, 'STALE');
    // A miss, or the first request to find the copy old: this one asks Next, and its answer refreshes the copy.
    if (copy) {
      refreshing.add(key);
      // A request that ends without an answer (the client left, the render failed) lets the next one try.
      res.once('close', () => refreshing.delete(key));
    }
    res.setHeader('X-Micro-Cache', 'MISS');
    capture(res, key);
    return handle(req, res);
  };
}
