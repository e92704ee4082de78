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
//  - an answer to a request carrying any cookie but the language (th or en, once) and the browser's
//    own preferences, each exactly as a browser writes it (so no member's request, signed in or half
//    signed in, and no cookie Next would read otherwise than this key does);
//  - an answer to a request with an over-long address or header of the key, or for /media/ (the
//    media routes have their own caching, and segments would push the pages out);
//  - an answer that is not a 200;
//  - an answer marked private, no-store or no-cache, or without s-maxage;
//  - an answer that varies on anything not in the key;
//  - an answer that sets a cookie other than the language;
//  - a page or navigation whose backend read failed.
//
// A copy Next itself serves stale (x-nextjs-cache: STALE: its entry is past its revalidation time, or
// a tag was revalidated, and it renders the page again in the background) is kept like any other, for
// the TTL: it is what Next answers everyone until that render is done. Until 2026-11-26 such an answer
// dropped the copy, so every request went to Next for as long as the render took, which under load
// took seconds: on the 2-core machine, `/` at 64 connections fell from about 2,500 to 150 answers a
// second for 3.5-4.5 s every minute (its layout's revalidation), with 0.5 s latencies. A kept stale copy
// adds at most the TTL to the time the page shows its old content.
//
// Freshness: the TTL (MICRO_CACHE_MS, 1000 ms by default, 0 turns the cache off), never longer than
// the answer's s-maxage. A copy past its TTL is refreshed by the first request that finds it so.
// Requests arriving while that refresh is under way get the old copy (for at most STALE_MS, however
// long the refresh takes), so that once a copy exists at most one request per TTL and address goes to
// Next. A refresh that gives an answer which may not be kept drops the old copy.
import { LRUCache } from 'lru-cache';
import { performance } from 'node:perf_hooks';
import { PAGE_REQUEST, REPLAYED_BODIES, servedFromNextCache, toBuffer } from './secure-handler.mjs';

export const DEFAULT_TTL_MS = 1000;
/** How long a copy past its TTL may stand in while one request refreshes it. */
export const STALE_MS = 10_000;
/** The cache's size in bytes of bodies; least recently used copies go first. */
const MAX_BYTES = 32 * 1024 * 1024;
/** A larger answer is not kept (a catalogue page is 100-300 kB before compression). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** At most this many copies, whatever their size. */
const MAX_ENTRIES = 5000;
/** A request whose address or header of the key is longer passes by (a navigation's router state is a few hundred bytes). */
const MAX_KEY_PART = 4096;

/** The cookie that picks the locale: part of the key (the middleware reads it). */
const LANGUAGE_COOKIE = 'language';
/** The language cookie as the site writes it. */
const LANGUAGE_PAIR = /^language=(th|en)$/;
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
/** A preference cookie as the browser writes it (lib/browser-cookie.ts: an encoded value). */
const PREFERENCE_PAIR = new RegExp(`^(?:${BROWSER_COOKIES.join('|')})=[\\w%.-]*$`);
/** Requests carrying one of Next's internal headers (or a Range, or credentials) pass by the cache. */
const BYPASS_HEADER = /^(?:x-middleware-|x-nextjs-|x-invoke-|x-prerender-|x-matched-path$|x-now-route-matches$|next-action$|range$|authorization$)/i;
/** Headers of one connection or one answer, not replayed. */
const NOT_REPLAYED = new Set(['content-length', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'x-micro-cache']);
/** Shared with lib/cache/micro-cache.ts: POST /api/revalidate empties the cache through it. */
const MICRO_CACHE = Symbol.for('prd.microCache');

/**
 * The request's key, or null when its answer is not to be shared: anything but a GET, a request with
 * a cookie the cache does not know, credentials, a Range or one of Next's internal headers.
 */
export function cacheKey(req) {
  if (req.method !== 'GET' || !req.url || req.url.length > MAX_KEY_PART || req.url.startsWith('/media/')) return null;
  for (const name of Object.keys(req.headers)) if (BYPASS_HEADER.test(name)) return null;
  // Split as Next splits it (`; *`, nothing trimmed): every pair must be one the key reads the way
  // Next does. A pair written otherwise (`language =en`, a tab, a second language) passes by.
  let language = '';
  const cookie = req.headers.cookie;
  for (const pair of cookie ? cookie.split(/; */) : []) {
    const chosen = LANGUAGE_PAIR.exec(pair);
    if (chosen && !language) language = chosen[1];
    else if (!PREFERENCE_PAIR.test(pair)) return null;
  }
  const parts = [req.url, language];
  for (const name of KEY_HEADERS) {
    const value = req.headers[name] ?? '';
    if (value.length > MAX_KEY_PART) return null;
    parts.push(value);
  }
  // next-intl leaves the language cookie alone for a request that is not a document load.
  const destination = req.headers['sec-fetch-dest'];
  parts.push(destination === undefined || destination === 'document' ? 'document' : 'other');
  return parts.join('\n');
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
  // A backend read that failed during this request spoils an answer rendered for it, not one Next served
  // from its cache (the failure is then its re-render's in the background).
  if (!servedFromNextCache(res) && globalThis[PAGE_REQUEST]?.getStore()?.upstreamFailed) return 0;
  return Math.min(ttlMs, Number(shared[1]) * 1000);
}

/**
 * The pieces as one buffer of its own: a piece may be a view into a larger one (Node's 8 kB pool,
 * zlib's output), which a kept copy would hold whole, beyond the size counted. A single piece that
 * owns its memory is kept as it is (a cached page arrives so; no copy of 100-300 kB).
 */
export function wholeBody(chunks, size) {
  const [first] = chunks;
  if (chunks.length === 1 && first.byteOffset === 0 && first.byteLength === first.buffer.byteLength) return first;
  const body = Buffer.allocUnsafeSlow(size);
  let offset = 0;
  for (const chunk of chunks) offset += chunk.copy(body, offset);
  return body;
}

/**
 * @param {{
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown,
 *   env?: NodeJS.ProcessEnv,
 *   ttlMs?: number,
 *   maxBytes?: number,
 *   now?: () => number,
 * }} options
 */
export function createMicroCache({ handle, env = process.env, ttlMs = Number(env.MICRO_CACHE_MS || DEFAULT_TTL_MS), maxBytes = MAX_BYTES, now = () => performance.now() }) {
  if (!(ttlMs > 0)) return handle;
  /** key -> { status, headers: [name, value][], body, size, begun, freshUntil, staleUntil } */
  const copies = new LRUCache({ max: MAX_ENTRIES, maxSize: maxBytes, sizeCalculation: (copy) => copy.size });
  /** Keys whose copy is being refreshed, each with the request refreshing it. */
  const refreshing = new Map();
  /** Counts the times the cache was emptied: an answer begun before that is not kept. */
  let generation = 0;
  // The catalogue changed (POST /api/revalidate): every copy goes, so the change shows as soon as Next
  // has rendered the pages again (until then it serves, and this keeps for the TTL, their old copies).
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

  /**
   * Collects what Next writes and keeps it when it may be kept (else drops the old copy). Whether it
   * may is known from the headers, before the first piece: an answer that may not (a media stream,
   * a member's page) is not collected at all.
   */
  function capture(res, key, token) {
    const chunks = [];
    const begun = generation;
    const begunAt = now();
    let size = 0;
    /** undefined: not yet known; false: not kept. */
    let keeping;
    const collect = (chunk, encoding) => {
      keeping ??= keepFor(res, ttlMs) > 0 && !(Number(res.getHeader('content-length')) > MAX_ENTRY_BYTES);
      if (!keeping || chunk == null || typeof chunk === 'function') return;
      const buffer = toBuffer(chunk, encoding);
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) {
        keeping = false;
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
      const ms = keeping && begun === generation ? keepFor(res, ttlMs) : 0;
      const newer = copies.peek(key);
      if (ms > 0 && !(newer && newer.begun > begunAt)) {
        // Arrays copied: nothing done to a later answer's headers can reach the copy.
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => !NOT_REPLAYED.has(name))
          .map(([name, value]) => [name, Array.isArray(value) ? [...value] : value]);
        const body = wholeBody(chunks, size);
        // Never written to again (nothing here or in Next changes a piece once given): the secure
        // handler may remember its digest by the object.
        REPLAYED_BODIES.add(body);
        const bytes = body.length + key.length + headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0) + 256;
        const at = now();
        copies.set(key, { status: res.statusCode, headers, body, size: bytes, begun: begunAt, freshUntil: at + ms, staleUntil: at + ms + STALE_MS });
      } else if (ms === 0) copies.delete(key);
      if (refreshing.get(key) === token) refreshing.delete(key);
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
    const token = {};
    if (copy) {
      refreshing.set(key, token);
      // A request that ends without an answer (the client left, the render failed) lets the next one try.
      res.once('close', () => {
        if (refreshing.get(key) === token) refreshing.delete(key);
      });
    }
    res.setHeader('X-Micro-Cache', 'MISS');
    capture(res, key, token);
    return handle(req, res);
  };
}
