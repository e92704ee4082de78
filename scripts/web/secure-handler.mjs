// The request handler of the production web server (scripts/web-server.mjs) around Next.js's own:
//  - security headers on every response (security-headers.mjs);
//  - HTML answers are buffered, their inline scripts hashed, and sent with a Content-Security-Policy
//    that allows exactly those scripts (memoized by the body's hash, so a cached page costs a lookup);
//  - pages and the RSC payloads of client-side navigations are compressed here (page-compression.mjs),
//    not by Next: once per content for an answer that may be stored (kept in the same memo), so a
//    cached page costs no compression; a navigation that must not be stored (a member's page) is
//    compressed as it streams;
//  - a page that cannot be rendered because the backend is down becomes a small localized 503 page
//    (unavailable-page.mjs) within PAGE_DEADLINE_MS + the health probe's time-out, never a stack;
//  - a request body past its cap (body-limit.mjs: 16 kB for next-auth, 4 MiB for the avatar upload,
//    64 kB for the rest) is answered 413 as soon as it passes it, and never handed on; the connection
//    then closes lingering (the rest of the body read and thrown away, within bounds), so that a
//    client still sending sees the 413 rather than a reset. So does the connection of any answer
//    given before its request's body has all come;
//  - Next's stale-while-revalidate, meant for a CDN, goes to CDN-Cache-Control only (sharedCacheOnly);
//  - pages say which build served them (Server-Timing `build`, buildTiming).
// Everything else (assets, API, media) streams through untouched.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { createHealthProbe } from './backend-health.mjs';
import { abandonBody, bodyLimitOf, capRequestBody, closeAfterAnswer, hasBody, lingeringClose } from './body-limit.mjs';
import { deferPageScripts } from './deferred-scripts.mjs';
import { embedLanguage, isStatusPage, statusPagePath } from './status-page.mjs';
import { compressPage, compressStream, MIN_COMPRESS_BYTES, pageEncoding } from './page-compression.mjs';
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes, isHttps, parseOrigins, SVG_POLICY } from './security-headers.mjs';
import { buildIdOf } from './static-assets.mjs';
import { brandFontFaces, localeOf, RETRY_AFTER_SECONDS, unavailablePage } from './unavailable-page.mjs';

/** The BFF's error shape and code (lib/contract/errors.ts) for a body past its cap. */
const TOO_LARGE = Buffer.from(JSON.stringify({ error: { code: 'payload_too_large', message: 'The request body is too large.' } }));

/**
 * Answers 413 with `writeHead`/`end` (the response's own, not the wrapper's); the connection closes
 * after it, lingering while the rest of the body still comes (body-limit.mjs).
 */
function sendTooLarge(req, res, socket, writeHead, end) {
  closeAfterAnswer(req, socket);
  writeHead.call(res, 413, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(TOO_LARGE.length),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  end.call(res, req.method === 'HEAD' ? undefined : TOO_LARGE);
}

/** Shared with lib/api/upstream-signal.ts, which marks a page request whose backend read failed. */
export const PAGE_REQUEST = Symbol.for('prd.pageRequest');
/** The most one read of a connection hands on (Node reads sockets 64 KiB at a time). */
const ONE_READ_BYTES = 64 * 1024;

/**
 * Bodies whose bytes never change while the object lives: the micro-cache adds each copy it keeps and
 * replays (micro-cache.mjs). Only these have their digest remembered by the object (see digestOf);
 * any other Buffer is hashed every time, so a writer that reused a Buffer for new bytes could never
 * get the entity tag or the script hashes of the old ones.
 */
export const REPLAYED_BODIES = new WeakSet();
const MEMO_SIZE = 500;
const RECHECK_MS = 200;

/**
 * Next decodes the path, then each dynamic segment once more; a segment that is not valid after the
 * first decoding (`/vod/%25`, `/en/%E0`) makes it try a /400 page the App Router does not have, and
 * the visitor gets a bare 500. No route of ours takes a '%' in a segment, so such a path names nothing.
 */
export function undecodablePath(pathname) {
  try {
    decodeURIComponent(decodeURIComponent(pathname));
    return false;
  } catch {
    return true;
  }
}

/** If-None-Match holds this entity tag (weak comparison) or `*`. */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** A client-side navigation or prefetch: a page's RSC payload (not an asset, API or media). */
export function isNavigationRequest(request, pathname) {
  if (request.method !== 'GET' || !request.headers.rsc) return false;
  return !/^\/(?:api|_next|media)(?:\/|$)/.test(pathname) && !/\.[^/]*$/.test(pathname);
}

/** A full page load (not an asset, API, media or client-side RSC navigation). */
export function isDocumentRequest(request, pathname) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.rsc || request.headers['next-router-prefetch']) return false;
  if (/^\/(?:api|_next|media)(?:\/|$)/.test(pathname)) return false;
  return !/\.[^/]*$/.test(pathname);
}

/** A piece given to write()/end() as a Buffer (not copied when it is one). */
export function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function decode(body, encoding) {
  switch (String(encoding ?? '').toLowerCase()) {
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

/** Headers given to writeHead (object, [[k, v]] pairs or a flat [k, v, k, v] list) onto the response. */
function applyHeaders(response, headers) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((value, index) => (index % 2 ? [] : [[value, headers[index + 1]]]));
    for (const [name, value] of pairs) response.setHeader(name, value);
  } else {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
  }
}

/** A Vary value with Accept-Encoding added (once; `*` already covers it): `vary` itself when it needs none. */
export function varyWithEncoding(vary) {
  const fields = String(vary ?? '').split(',').map((field) => field.trim()).filter(Boolean);
  if (fields.includes('*') || fields.some((field) => field.toLowerCase() === 'accept-encoding')) return vary;
  return [...fields, 'Accept-Encoding'].join(', ');
}

/** Adds Accept-Encoding to the response's Vary (once). */
function varyOnEncoding(response) {
  const vary = response.getHeader('vary');
  const next = varyWithEncoding(vary);
  if (next !== vary) response.setHeader('Vary', next);
}

/**
 * Whether Next answered from its page cache (x-nextjs-cache HIT, or STALE while it renders the page
 * again in the background): a backend read that failed meanwhile is that background render's, not
 * this answer's.
 */
export const servedFromNextCache = (res) => /^(?:HIT|STALE)$/i.test(String(res.getHeader('x-nextjs-cache') ?? ''));

/** sha256 of a body, base64url: a page's entity tag and the key of what is remembered about it. */
export const sha256Digest = (body) => createHash('sha256').update(body).digest('base64url');

/**
 * @param {{
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown> | unknown,
 *   backendUrl: string,
 *   env?: NodeJS.ProcessEnv,
 *   deadlineMs?: number,
 *   backendUp?: (options?: { fresh?: boolean }) => Promise<boolean>,
 *   distDir?: string,
 *   compress?: (body: Buffer, encoding: 'br' | 'gzip') => Promise<Buffer>,
 *   hashBody?: (body: Buffer) => string,
 * }} options
 */
/**
 * Next marks a cached page or route `s-maxage=N, stale-while-revalidate=M` (M: a year, its expireTime).
 * That is meant for a CDN, but a browser applies stale-while-revalidate too: s-maxage is not for it, so
 * its copy is stale at once, and it answers a later fetch of the same address with that copy, however
 * old, while it asks again in the background. A client-side navigation or a refresh of the schedule
 * (components/layout/refresh-when-stale.tsx) then shows what the page said the last time this browser
 * fetched it: yesterday's. So the browser gets `s-maxage=N` alone (its copy is checked first, with the
 * entity tag: a 304 when nothing changed), and a CDN its stale-while-revalidate through
 * CDN-Cache-Control (RFC 9213). Gives the two headers, or null to leave the answer's own.
 */
export function sharedCacheOnly(cacheControl) {
  const directives = String(cacheControl ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const swr = directives.findIndex((part) => /^stale-while-revalidate\b/i.test(part));
  const shared = directives.find((part) => /^s-maxage\s*=/i.test(part));
  if (swr < 0 || !shared || directives.some((part) => /^(private|no-store|no-cache)\b/i.test(part))) return null;
  const browser = directives.filter((_, index) => index !== swr);
  return { cacheControl: browser.join(', '), cdnCacheControl: `max-age=${shared.split('=')[1]?.trim()}, ${directives[swr]}` };
}

/**
 * `build;desc="<id>"`: the Server-Timing of every page of the build whose id is `buildId`. A page left
 * open (components/layout/refresh-when-stale.tsx) compares the build that served it (its navigation's
 * serverTiming) with the one that answers its HEAD before it refreshes: across builds Next turns the
 * refresh into a full page load, which would stop a player. Added to any Server-Timing the answer has.
 * Undefined for an id that is not a token.
 */
export function buildTiming(buildId) {
  const id = String(buildId ?? '').trim();
  return /^[\w.-]{1,64}$/.test(id) ? `build;desc="${id}"` : undefined;
}

/**
 * `statusPage(path)`: the HTML of a not-found or error page of its own (scripts/web/status-page.mjs),
 * sent in place of the empty error shell Next gives a page that calls notFound() or throws; none: the
 * shell is sent.
 */
export function createSecureHandler({ handle, backendUrl, env = process.env, deadlineMs = Number(env.PAGE_DEADLINE_MS || 1000), backendUp, distDir, buildId = distDir ? buildIdOf(distDir) : undefined, compress = compressPage, hashBody = sha256Digest, statusPage }) {
  const pageBuild = buildTiming(buildId);
  const pageRequests = new AsyncLocalStorage();
  globalThis[PAGE_REQUEST] = pageRequests;
  const isBackendUp = backendUp ?? createHealthProbe(backendUrl);
  const mediaOrigins = parseOrigins(env.CSP_MEDIA_ORIGINS);
  const fontFaces = distDir ? brandFontFaces(distDir) : '';
  /**
   * sha256 of a body as Next sent it -> the CSP hashes of its inline scripts and, for a page that may
   * be stored, its compressed forms by encoding (least recently used out first: at most MEMO_SIZE
   * pages, a few tens of kB each).
   */
  const memo = new Map();
  /** The same for client-side navigations' payloads (their compressed forms only), apart: link
   * prefetches and payloads of a page of many links must not push pages out. */
  const payloadMemo = new Map();

  /**
   * Digests by the Buffer itself, for the micro-cache's copies (REPLAYED_BODIES): it hands every hit
   * the same Buffer, which arrives here in one piece, so hashing it once spares each hit a SHA-256 of
   * the whole page (about 0.1 ms for the home page's 200 kB, at thousands of hits a second).
   */
  const digests = new WeakMap();
  const digestOf = (body) => {
    if (!REPLAYED_BODIES.has(body)) return hashBody(body);
    let value = digests.get(body);
    if (value === undefined) {
      value = hashBody(body);
      digests.set(body, value);
    }
    return value;
  };

  /** Looks a digest up in an LRU map (the entry becomes the most recent), making it when missing. */
  function remembered(map, digest, make) {
    let entry = map.get(digest);
    if (entry) {
      map.delete(digest);
    } else {
      entry = make();
      if (map.size >= MEMO_SIZE) map.delete(map.keys().next().value);
    }
    map.set(digest, entry);
    return entry;
  }

  /**
   * The page as it is sent: its build scripts loaded after its first paint (deferred-scripts.mjs).
   * Made again where needed (each compressed form once, an uncompressed answer each time) rather than
   * kept beside the compressed forms: a few hundred kB per page for the rare client that takes no
   * compression.
   */
  function servedPage(body) {
    const html = body.toString('utf8');
    const served = deferPageScripts(html);
    return served === html ? body : Buffer.from(served, 'utf8');
  }

  /**
   * The body's digest (its entity tag), the hashes of its inline scripts and its compressed forms.
   * `served` gives the page as it is sent (made at most once per answer).
   */
  function pageFacts(body, encoding, served) {
    const digest = digestOf(body);
    const facts = remembered(memo, digest, () => ({ hashes: inlineScriptHashes(encoding ? decode(body, encoding) : served()), encoded: new Map() }));
    return { digest, ...facts };
  }

  /**
   * The page in the encoding the request takes. Kept for the next request when the page may be
   * stored; a page that must not (a member's) is compressed for this answer only. A failure to
   * compress, or a Cache-Control: no-transform, sends the page as it is. `prepare` makes what is sent
   * of the body, only when it is not remembered already (a cached page's compressed form costs no work).
   */
  async function encodePage(body, acceptEncoding, encoded, storable, noTransform, prepare = (bytes) => bytes) {
    const encoding = body.length < MIN_COMPRESS_BYTES || noTransform ? 'identity' : pageEncoding(acceptEncoding);
    if (encoding === 'identity') return { encoding, bytes: prepare(body) };
    let pending = storable ? encoded.get(encoding) : undefined;
    if (!pending) {
      pending = compress(prepare(body), encoding);
      if (storable) {
        encoded.set(encoding, pending);
        pending.catch(() => encoded.delete(encoding));
      }
    }
    try {
      return { encoding, bytes: await pending };
    } catch (error) {
      console.error('[web] could not compress a page', error);
      return { encoding: 'identity', bytes: prepare(body) };
    }
  }

  return function secureHandler(req, res) {
    let pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const https = isHttps(req, env);
    const security = baseSecurityHeaders({ pathname, https });
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    const withBody = hasBody(req);
    // The connection, kept: Node's own early end of a body read as a stream (`for await`, a Request
    // over it) clears req.socket.
    const { socket } = req;
    /**
     * The read that brought the request's headers may hold (part of) its body, which Node's parser
     * hands on only once this handler has returned (and the microtasks queued meanwhile have run):
     * until then `req.complete` cannot tell a body still to come from one already in hand.
     */
    let sameRead = withBody;
    /** Undoes closeAfterAnswer (see decide()) if the answer kept the connection and the body came whole. */
    let undoCloseAfterAnswer = () => undefined;
    /** Called once if the body passes its cap while arriving: replaced below once the wrapper is set up. */
    let refuseBody = () => socket.destroy();
    if (withBody) {
      setImmediate(() => (sameRead = false));
      // A declared length over the cap is answered before anything reads the body.
      if (capRequestBody(req, bodyLimitOf(req.url ?? '/', req.method), () => refuseBody())) {
        sendTooLarge(req, res, socket, res.writeHead, res.end);
        return;
      }
      // An answer done while the body is still coming (refused, or not needed): whoever still waits
      // for the body gets a premature close, and the connection closes lingering (the answer said
      // so, see decide(); or it said keep-alive before the body could be known to be unfinished).
      res.once('finish', () => {
        const settle = () => {
          if (!req.complete) lingeringClose(socket);
          else undoCloseAfterAnswer();
        };
        // A quick answer may be out before the parser has handed on the rest of its read.
        if (sameRead) setImmediate(settle);
        else settle();
      });
      res.once('close', () => {
        if (!req.complete) abandonBody(req);
      });
    }
    if (undecodablePath(pathname)) {
      // Pages get the localized not-found page (an address no route claims: Next's 404, whose body is
      // then the not-found page's, see finish()), anything else a 404.
      if (!isDocumentRequest(req, pathname)) {
        res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }));
        return;
      }
      // Thai pages have no prefix (a /th/… address would be redirected first); the embed has its own
      // (not a video's id: no backend call).
      if (/^\/embed\//.test(pathname)) pathname = `/embed/${embedLanguage(req.url ?? '/')}/vod/undecodable`;
      else pathname = localeOf(pathname, req.headers.cookie) === 'en' ? '/en/undecodable-address' : '/undecodable-address';
      req.url = pathname;
    }
    const document = isDocumentRequest(req, pathname);
    const navigation = !document && isNavigationRequest(req, pathname);
    const store = { upstreamFailed: false };
    // Next gets no Accept-Encoding for a page or a navigation: it would compress each anew for every
    // request. The answer comes back whole and is compressed in finish() once per content, or (a
    // navigation that must not be stored) as it streams.
    const acceptEncoding = req.headers['accept-encoding'];
    if ((document && req.method === 'GET') || navigation) delete req.headers['accept-encoding'];

    const original = {
      writeHead: res.writeHead,
      write: res.write,
      end: res.end,
      flushHeaders: res.flushHeaders,
      setHeader: res.setHeader,
      appendHeader: res.appendHeader,
      removeHeader: res.removeHeader,
    };
    /**
     * pending: nothing decided; buffer: HTML or a storable RSC payload being collected; finishing:
     * collected, being sent; pass: streamed as is; stream: streamed through a compressor; done: answered.
     */
    let mode = 'pending';
    const chunks = [];
    let deadline;
    /** The compressor of a navigation streamed compressed. */
    let compressor;
    /** A storable RSC payload is being collected (not a page: no policy, no entity tag). */
    let payload = false;

    const cacheControl = () => String(res.getHeader('cache-control') ?? '');

    /** A navigation that must not be stored streams through a compressor, each piece flushed as it comes. */
    const streamCompressed = () => {
      const encoding = /no-transform/i.test(cacheControl()) || res.getHeader('content-encoding') ? 'identity' : pageEncoding(acceptEncoding);
      if (encoding === 'identity') return false;
      const stream = compressStream(encoding);
      compressor = stream;
      res.removeHeader('Content-Length');
      res.setHeader('Content-Encoding', encoding);
      varyOnEncoding(res);
      // Backpressure both ways: the compressor waits while the socket is full, and Next (told by
      // write() returning false) waits for the compressor's 'drain', passed on as the response's.
      stream.on('data', (data) => {
        if (!original.write.call(res, data)) stream.pause();
      });
      res.on('drain', () => stream.resume());
      stream.on('drain', () => res.emit('drain'));
      stream.on('end', () => original.end.call(res));
      stream.on('error', (error) => {
        console.error('[web] could not compress a navigation', error);
        res.destroy(error);
      });
      // A client gone mid-answer: the compressor's native state goes now, not at the next GC.
      res.once('close', () => stream.destroy());
      return true;
    };

    const decide = () => {
      if (mode !== 'pending') return;
      const split = sharedCacheOnly(res.getHeader('cache-control'));
      if (split) {
        res.setHeader('Cache-Control', split.cacheControl);
        res.setHeader('CDN-Cache-Control', split.cdnCacheControl);
      }
      // The answer starts before the request's body has all come (the BFF refusing one past an
      // endpoint's limit): the connection closes after it (lingering: body-limit.mjs) rather than
      // wait for the rest. Said so only once the parser has handed on all it read: a quick answer to
      // a request whose body came in the same read as its headers keeps the connection; one whose
      // declared length cannot have come in one read (the BFF refusing a 3 MB upload by its length
      // alone, at once) is told too, or the client sends its next request on a connection that closes.
      if (withBody && !req.complete) {
        undoCloseAfterAnswer = closeAfterAnswer(req, socket);
        if (!sameRead || Number(req.headers['content-length']) > ONE_READ_BYTES) res.setHeader('Connection', 'close');
      }
      const type = String(res.getHeader('content-type') ?? '').toLowerCase();
      const status = res.statusCode;
      if (pageBuild && type.startsWith('text/html')) res.appendHeader('Server-Timing', pageBuild);
      if (req.method !== 'HEAD' && status !== 204 && status !== 304 && type.startsWith('text/html')) {
        mode = 'buffer';
        return;
      }
      if (navigation && type.startsWith('text/x-component')) {
        clearTimeout(deadline);
        if (status === 200 && !/no-store|private/i.test(cacheControl())) {
          mode = 'buffer';
          payload = true;
          return;
        }
        if (status !== 204 && status !== 304 && streamCompressed()) {
          mode = 'stream';
          return;
        }
      }
      mode = 'pass';
      clearTimeout(deadline);
      // A 304 must not carry a policy: the browser would replace the cached page's one with it.
      if (type.startsWith('image/svg+xml')) res.setHeader('Content-Security-Policy', SVG_POLICY);
    };

    const sendUnavailable = () => {
      mode = 'done';
      clearTimeout(deadline);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
      const locale = localeOf(pathname, req.headers.cookie);
      const html = Buffer.from(unavailablePage(locale, fontFaces));
      original.writeHead.call(res, 503, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Language': locale,
        'Content-Length': String(html.length),
        'Cache-Control': 'no-store',
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Content-Security-Policy': contentSecurityPolicy({ pathname, https, mediaOrigins }),
      });
      original.end.call(res, req.method === 'HEAD' ? undefined : html);
    };

    const finish = async (callback) => {
      clearTimeout(deadline);
      // A cached page arrives in one piece: sent as is, not copied (a 270 kB copy per request).
      let body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      chunks.length = 0;
      const failed = res.statusCode >= 500 || (store.upstreamFailed && !servedFromNextCache(res));
      // The render's own failure is fresh news: a remembered "up" from before it is asked again.
      if (document && failed && !(await isBackendUp({ fresh: true }))) {
        if (mode === 'finishing') sendUnavailable();
      } else if (mode === 'finishing') {
        mode = 'done';
        const sentEncoding = res.getHeader('content-encoding');
        if (payload) {
          await sendPayload(body, sentEncoding);
          callback?.();
          return;
        }
        // A notFound()'s 404 or a thrown render's 500 (the backend being up): the not-found or error
        // page's own HTML goes in its place (the same Buffer for every such answer for a few seconds:
        // hashed and compressed once). Next sends an empty error shell; whatever it sends, the page takes
        // its place. Without the page, Next's goes out, and no shared cache keeps it; nor a 500, ever.
        let swapped = false;
        const standIn = statusPage && document && req.method === 'GET' && !sentEncoding && !isStatusPage(pathname) ? statusPagePath(req.url ?? '/', res.statusCode) : undefined;
        if (standIn) {
          const page = await statusPage(standIn);
          if (page) {
            REPLAYED_BODIES.add(page);
            body = page;
            swapped = true;
          }
        }
        if ((standIn && !swapped) || res.statusCode === 500) {
          res.setHeader('Cache-Control', 'no-store');
          res.removeHeader('CDN-Cache-Control');
        }
        let sent;
        const served = () => (sent ??= servedPage(body));
        const { digest, hashes, encoded } = pageFacts(body, sentEncoding, served);
        res.removeHeader('Transfer-Encoding');
        // The entity tag comes from the digest made anyway (next.config.mjs turns Next's own off: a
        // JavaScript loop over every character of every cached page it sends).
        const storable = req.method === 'GET' && res.statusCode === 200 && !/no-store/i.test(cacheControl());
        const etag = storable ? `W/"${digest}"` : undefined;
        if (etag) res.setHeader('ETag', etag);
        // A 304 repeats the Vary of the answer it stands for.
        if (!sentEncoding) varyOnEncoding(res);
        if (etag && matchesEtag(req.headers['if-none-match'], etag)) {
          // Not modified: no body, and no policy (it would replace the cached page's one).
          res.removeHeader('Content-Length');
          original.writeHead.call(res, 304);
          original.end.call(res);
        } else {
          // A page that came compressed anyway (not one of ours) goes out as it came.
          const { encoding, bytes } = sentEncoding ? { encoding: null, bytes: body } : await encodePage(body, acceptEncoding, encoded, storable || swapped, /no-transform/i.test(cacheControl()), served);
          if (encoding && encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
          res.setHeader('Content-Security-Policy', contentSecurityPolicy({ pathname, scriptHashes: hashes, https, mediaOrigins }));
          res.setHeader('Content-Length', String(bytes.length));
          original.writeHead.call(res, res.statusCode);
          original.end.call(res, bytes);
        }
      }
      callback?.();
    };

    /** A storable navigation's payload, compressed once per content like a page. */
    const sendPayload = async (body, sentEncoding) => {
      res.removeHeader('Transfer-Encoding');
      let bytes = body;
      if (!sentEncoding && body.length >= MIN_COMPRESS_BYTES) {
        const encoded = remembered(payloadMemo, digestOf(body), () => new Map());
        const noTransform = /no-transform/i.test(cacheControl());
        const result = await encodePage(body, acceptEncoding, encoded, true, noTransform);
        if (result.encoding !== 'identity') res.setHeader('Content-Encoding', result.encoding);
        bytes = result.bytes;
        varyOnEncoding(res);
      }
      res.setHeader('Content-Length', String(bytes.length));
      original.writeHead.call(res, res.statusCode);
      original.end.call(res, bytes);
    };

    res.writeHead = function writeHead(statusCode, reason, headers) {
      if (mode === 'pass' || mode === 'stream') return original.writeHead.apply(res, arguments);
      if (mode !== 'pending' && mode !== 'buffer') return res;
      if (typeof reason !== 'string') [headers, reason] = [reason, undefined];
      res.statusCode = statusCode;
      if (reason) res.statusMessage = reason;
      applyHeaders(res, headers);
      decide();
      if (mode === 'pass' || mode === 'stream') return original.writeHead.call(res, res.statusCode);
      return res;
    };

    res.write = function write(chunk, encoding, callback) {
      if (mode === 'pending') decide();
      if (mode === 'pass') return original.write.apply(res, arguments);
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      if (mode === 'stream') {
        if (compressor.destroyed) return false;
        const room = chunk == null || compressor.write(toBuffer(chunk, encoding));
        compressor.flush();
        if (callback) process.nextTick(callback);
        return room;
      }
      if (mode === 'buffer' && chunk != null) chunks.push(toBuffer(chunk, encoding));
      if (callback) process.nextTick(callback);
      return true;
    };

    res.end = function end(chunk, encoding, callback) {
      if (typeof chunk === 'function') [callback, chunk, encoding] = [chunk, undefined, undefined];
      else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      if (mode === 'pending') decide();
      if (mode === 'pass') return original.end.call(res, chunk, encoding, callback);
      if (mode === 'stream') {
        mode = 'done';
        if (compressor.destroyed) return res;
        if (callback) compressor.once('end', callback);
        compressor.end(chunk != null ? toBuffer(chunk, encoding) : undefined);
        return res;
      }
      if (mode !== 'buffer') {
        if (callback) process.nextTick(callback);
        return res;
      }
      if (chunk != null) chunks.push(toBuffer(chunk, encoding));
      mode = 'finishing';
      void finish(callback);
      return res;
    };

    res.flushHeaders = function flushHeaders() {
      if (mode === 'pass' || mode === 'stream') original.flushHeaders.call(res);
    };

    // Once the 503 page went out in place of a render, the render's late headers go nowhere.
    for (const name of ['setHeader', 'appendHeader', 'removeHeader']) {
      if (!original[name]) continue;
      res[name] = function header(...args) {
        if (mode === 'done' && res.headersSent) return res;
        return original[name].apply(res, args);
      };
    }

    refuseBody = () => {
      // Whoever reads the body fails now rather than wait for an end that will not come.
      abandonBody(req);
      if (mode === 'pending' || (mode === 'buffer' && !res.headersSent)) {
        // Whatever the handler would still write goes nowhere (mode done), as after the 503 page.
        mode = 'done';
        clearTimeout(deadline);
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
        sendTooLarge(req, res, socket, original.writeHead, original.end);
      } else if (mode !== 'finishing' && !res.writableEnded) {
        // An answer still going out (it did not wait for the body, and may not end soon): cut it.
        // One already whole goes out, and the connection closes lingering after it (decide()).
        socket.destroy();
      }
    };

    if (document) {
      // A render still waiting after the deadline while the backend is down (refused or hung) will
      // not end well: answer the 503 page now; the render's late output is dropped. Asked again
      // every RECHECK_MS while the render waits, since a hang is only called once it has lasted.
      const waiting = () => (mode === 'pending' || mode === 'buffer') && !res.destroyed;
      const check = async () => {
        if (!waiting()) return;
        if (!(await isBackendUp())) {
          if (waiting()) sendUnavailable();
        } else if (waiting()) deadline = setTimeout(check, RECHECK_MS);
      };
      deadline = setTimeout(check, deadlineMs);
    }

    // An async function: a handler that throws at once is caught below like one that rejects.
    const run = async () => handle(req, res);
    // A navigation's render reports a failed backend read too (scripts/web/micro-cache.mjs keeps no such payload).
    (document || navigation ? pageRequests.run(store, run) : run()).catch((error) => {
      console.error('[web] request failed', error);
      if (mode === 'pending' || mode === 'buffer') {
        mode = 'pass';
        if (!res.headersSent) original.writeHead.call(res, 500, { 'Content-Type': 'text/plain; charset=utf-8' });
        original.end.call(res, 'Internal Server Error');
      } else if (mode === 'stream') {
        // Half an answer already went out compressed: cut it, so the client sees the failure.
        mode = 'done';
        compressor.destroy();
        res.destroy(error);
      }
    });
  };
}
