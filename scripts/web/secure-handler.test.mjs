// The wrapper around Next's handler, driven by a stand-in handler that answers the way Next does
// (setHeader + write/end, writeHead with headers, gzip, 304, a render that hangs) on a real server.
import { jest } from '@jest/globals';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { brotliDecompressSync, createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import { rawGet as rawGetUrl } from '../perf/lib.mjs';
import { deferPageScripts } from './deferred-scripts.mjs';
import { compressPage, pageEncoding } from './page-compression.mjs';
import { inlineScriptHashes } from './security-headers.mjs';
import { statusPageFetcher } from './status-page.mjs';
import { buildTiming, createSecureHandler, isDocumentRequest, matchesEtag, REPLAYED_BODIES, sha256Digest, sharedCacheOnly, undecodablePath } from './secure-handler.mjs';

const PAGE = '<!doctype html><html><head><script>self.__next_f=[]</script></head><body>สวัสดี<script src="/_next/a.js"></script><script type="application/ld+json">{"a":1}</script><script>self.__next_f.push([1,"x"])</script></body></html>';
/** A page large enough to be compressed (over 1 kB). */
const BIG_PAGE = PAGE.replace('สวัสดี', 'สวัสดี '.repeat(300));
/** A page with the build's scripts as Next writes them (large enough to be compressed). */
const SCRIPTED_PAGE = BIG_PAGE.replace(
  '</head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/><script src="/_next/static/chunks/framework.js" async=""></script></head>',
).replace('</body>', '<script src="/_next/static/chunks/boot.js" async=""></script></body>');
/** Next 16's answer to a notFound(): an empty body, the page only in its RSC payload. */
const ERROR_SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f.push([1,"404"])</script></body></html>';
/** A not-found page of its own as the stand-in Next renders it (large enough to be compressed). */
const errorPageAt = (path) => `<!DOCTYPE html><html><head><script>self.e=1</script></head><body>${'ข้อผิดพลาด '.repeat(200)}error page at ${path}</body></html>`;
const notFoundPageAt = (path) => `<!DOCTYPE html><html><head><script>self.nf=1</script></head><body>${'ไม่พบ '.repeat(200)}not found at ${path}</body></html>`;
const hashesOf = (policy) => policy.match(/'sha256-[^']+'/g) ?? [];
const reportUpstreamFailure = () => {
  globalThis[Symbol.for('prd.pageRequest')].getStore().upstreamFailed = true;
};

let backend = true;
let notFoundPages = true;
/** The not-found pages the handler asked for. */
const notFoundAsked = [];
/** The Accept-Encoding header each request reached the stand-in Next with. */
const seenEncodings = [];
/** Every compression the handler asked for. */
const compressions = [];
let server;
/** Resolved by the streaming test once it received the first piece of a navigation. */
let firstPieceSeen = Promise.resolve();
let base;
const pending = new Set();

async function fakeNext(req, res) {
  const url = new URL(req.url, 'http://x');
  seenEncodings.push(req.headers['accept-encoding']);
  switch (url.pathname.replace(/^\/en/, '') || '/') {
    case '/big':
    case '/big-private':
    case '/big-once':
    case '/big-no-transform': {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (url.pathname === '/big-private') res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      if (url.pathname === '/big-no-transform') res.setHeader('Cache-Control', 's-maxage=60, no-transform');
      res.setHeader('Vary', 'rsc, next-router-state-tree');
      // A page of its own (its own digest) for the test that counts compressions.
      const page = url.pathname === '/big-once' ? `${BIG_PAGE}<!-- once -->` : BIG_PAGE;
      res.write(page.slice(0, 100));
      res.end(page.slice(100));
      return;
    }
    case '/nav-cached':
      res.setHeader('Content-Type', 'text/x-component');
      res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.end(`0:${BIG_PAGE}`);
      return;
    case '/nav-private':
      res.setHeader('Content-Type', 'text/x-component');
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.write(`0:${BIG_PAGE.slice(0, 600)}`);
      // The rest only once the client has the first piece: it must be flushed, not held.
      await firstPieceSeen;
      res.end(BIG_PAGE.slice(600));
      return;
    case '/scripted':
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(SCRIPTED_PAGE);
      return;
    case '/timed':
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Server-Timing', 'render;dur=5');
      res.end(PAGE);
      return;
    case '/scripted-gzip':
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(SCRIPTED_PAGE));
      return;
    case '/chunk.js':
      res.setHeader('Content-Type', 'text/javascript');
      res.end(BIG_PAGE);
      return;
    case '/':
    case '/embed/vod/1':
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(PAGE.slice(0, 40));
      await new Promise((done) => setTimeout(done, 5));
      res.end(PAGE.slice(40));
      return;
    case '/private':
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.end(PAGE);
      return;
    case '/head-style':
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': ['a=1', 'b=2'] });
      res.end(Buffer.from(PAGE));
      return;
    case '/gzip':
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(PAGE));
      return;
    case '/broken':
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html');
      res.end('<html><body>Error: at renderToStream (/srv/app/.next/server/chunks/1.js:1:1)</body></html>');
      return;
    case '/degraded':
      reportUpstreamFailure();
      res.setHeader('Content-Type', 'text/html');
      res.end('<html><body>half a page</body></html>');
      return;
    case '/cached':
      reportUpstreamFailure();
      res.setHeader('x-nextjs-cache', 'STALE');
      res.setHeader('Content-Type', 'text/html');
      res.end('<html><body>cached page</body></html>');
      return;
    case '/hang':
      await new Promise((done) => {
        const timer = setTimeout(done, 3000);
        pending.add(timer);
      });
      res.setHeader('Content-Type', 'text/html');
      res.end('<html><body>late page</body></html>');
      return;
    case '/not-found':
    case '/embed/en/not-found':
    case '/embed/th/not-found':
      // The not-found pages of their own: Next answers them 200 (the handler makes it 404).
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
      res.end(notFoundPageAt(req.url));
      return;
    case '/500':
    case '/en/500':
    case '/embed/th/500':
    case '/embed/en/500':
      // The error page: a page of its own, cached like the not-found pages.
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
      res.end(errorPageAt(req.url));
      return;
    case '/gone-stale':
      // A cached 404 served stale after a revalidation: the not-found view, titled with the site's name.
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
      res.end('<!DOCTYPE html><html lang="en"><head><title>PRD Media</title></head><body><h1>Page not found</h1></body></html>');
      return;
    case '/gone':
    case '/embed/vod/999':
    case '/undecodable-address':
    case '/embed/en/vod/undecodable':
    case '/broken-shell':
    case '/en/broken-shell':
    case '/embed/vod/broken-shell':
      // A notFound() as Next 16 sends it: the error shell, the page only in the payload (and a thrown
      // error's 500 alike, uncached).
      res.statusCode = url.pathname.endsWith('/broken-shell') ? 500 : 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
      res.end(ERROR_SHELL);
      return;
    case '/not-modified':
      res.statusCode = 304;
      res.end();
      return;
    case '/icon.svg':
      res.setHeader('Content-Type', 'image/svg+xml');
      res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      return;
    case '/api/v1/x':
      res.statusCode = 502;
      res.setHeader('Content-Type', 'application/json');
      res.end('{"error":{"code":"upstream_down","message":"down"}}');
      return;
    default:
      res.statusCode = 404;
      res.end();
  }
}

beforeAll(async () => {
  const compress = (body, encoding) => {
    compressions.push(encoding);
    return compressPage(body, encoding);
  };
  const handle = (req, res) => {
    if (req.url === '/throws-at-once') throw new Error('thrown before any promise');
    return fakeNext(req, res);
  };
  // The not-found and error pages come from this server itself, as in scripts/web-server.mjs; none where notFoundPages is off.
  const statusPage = (path) => {
    notFoundAsked.push(path);
    return notFoundPages ? statusPageFetcher(base, { keepMs: 0 })(path) : Promise.resolve(undefined);
  };
  server = createServer(createSecureHandler({ handle, backendUrl: 'http://127.0.0.1:1', deadlineMs: 300, backendUp: async () => backend, env: {}, compress, buildId: 'b1d-42\n', statusPage }));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
  for (const timer of pending) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

beforeEach(() => {
  backend = true;
  notFoundPages = true;
  notFoundAsked.length = 0;
});

describe('HTML answers', () => {
  it.each(['/', '/head-style', '/gzip'])('%s carries a policy allowing exactly its inline scripts', async (path) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toBe(PAGE);
    const policy = response.headers.get('content-security-policy');
    expect(hashesOf(policy)).toEqual(inlineScriptHashes(PAGE));
    expect(hashesOf(policy)).toHaveLength(2);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('says which build served the page, to a HEAD too, and nothing of it on other answers', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${base}/big`, { method });
      expect(response.headers.get('server-timing')).toBe('build;desc="b1d-42"');
    }
    expect((await fetch(`${base}/api/v1/x`)).headers.get('server-timing')).toBeNull();
    // Added to the page's own timings, not in their place.
    expect((await fetch(`${base}/timed`)).headers.get('server-timing')).toBe('render;dur=5, build;desc="b1d-42"');
    expect(buildTiming('x"; dur=1')).toBeUndefined();
    expect(buildTiming(undefined)).toBeUndefined();
  });

  it('keeps the headers given to writeHead (several cookies)', async () => {
    const response = await fetch(`${base}/head-style`);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('gives the embed page frame-ancestors * and no X-Frame-Options', async () => {
    const response = await fetch(`${base}/embed/vod/1`);
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('adds HSTS when the proxy says https', async () => {
    const response = await fetch(base, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('sends no policy with a 304 (it would replace the cached page\'s one)', async () => {
    const response = await fetch(`${base}/not-modified`);
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('entity tags', () => {
  it('tags a page by its digest and answers a matching revalidation with a bare 304', async () => {
    const first = await fetch(base);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]{43}"$/);
    expect(await first.text()).toBe(PAGE);
    // The same page rendered again (here: written in other pieces) carries the same tag.
    expect((await fetch(`${base}/head-style`)).headers.get('etag')).toBe(etag);
    const again = await fetch(base, { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('content-security-policy')).toBeNull();
    const changed = await fetch(base, { headers: { 'if-none-match': 'W/"stale"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(PAGE);
  });

  it('tags each encoding apart and leaves error pages and pages that must not be stored untagged', async () => {
    const gzip = (await fetch(`${base}/gzip`)).headers.get('etag');
    expect(gzip).toMatch(/^W\//);
    expect(gzip).not.toBe((await fetch(base)).headers.get('etag'));
    const response = await fetch(`${base}/private`, { headers: { 'if-none-match': '*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
    expect(await response.text()).toBe(PAGE);
    const missing = await fetch(`${base}/gone`, { headers: { 'if-none-match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });

  it('compares weakly, in a list, and honours *', () => {
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"b" , W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('*', 'W/"a"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"a"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false);
  });
});

/** GET with exactly these headers (fetch would add its own Accept-Encoding), the body as sent. */
const rawGet = (path, headers) => rawGetUrl(base + path, headers);

describe('compression', () => {
  const CHROMIUM = 'gzip, deflate, br, zstd';

  beforeEach(() => {
    seenEncodings.length = 0;
    compressions.length = 0;
  });

  it('sends a page in Brotli to a browser that takes it, compressed here and not by Next', async () => {
    const response = await rawGet('/big', { 'accept-encoding': CHROMIUM });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(BIG_PAGE) / 4);
    expect(brotliDecompressSync(response.body).toString()).toBe(BIG_PAGE);
    // The policy still names the page's scripts; Next was never asked to compress.
    expect(hashesOf(response.headers['content-security-policy'])).toEqual(inlineScriptHashes(BIG_PAGE));
    expect(seenEncodings).toEqual([undefined]);
  });

  it('sends gzip to a client that takes only gzip, and the page whole to one that takes nothing', async () => {
    const gzipped = await rawGet('/big', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(BIG_PAGE);
    const plain = await rawGet('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_PAGE);
    expect(plain.headers.vary).toContain('Accept-Encoding');
    // One entity tag for the page whatever its encoding (a weak tag: the same content).
    expect(plain.headers.etag).toBe(gzipped.headers.etag);
  });

  it('compresses a page that may be stored once per encoding, however often it is asked for', async () => {
    const bodies = [];
    for (let i = 0; i < 3; i++) bodies.push((await rawGet('/big-once', { 'accept-encoding': CHROMIUM })).body);
    // Asked for at the same time: one compression, shared.
    const gzipped = await Promise.all([1, 2, 3].map(() => rawGet('/big-once', { 'accept-encoding': 'gzip' })));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(gzipped[1].body).toEqual(gzipped[0].body);
    expect(gunzipSync(gzipped[2].body).toString()).toBe(`${BIG_PAGE}<!-- once -->`);
    expect(compressions).toEqual(['br', 'gzip']);
  });

  it('repeats Vary with a 304, and leaves a page marked no-transform as it is', async () => {
    const first = await rawGet('/big', { 'accept-encoding': CHROMIUM });
    const revalidated = await rawGet('/big', { 'accept-encoding': CHROMIUM, 'if-none-match': first.headers.etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toBe(first.headers.vary);
    expect(revalidated.headers.vary).toContain('Accept-Encoding');
    const kept = await rawGet('/big-no-transform', { 'accept-encoding': CHROMIUM });
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body.toString()).toBe(BIG_PAGE);
  });

  it('compresses a page that must not be stored for each answer, keeping nothing of it', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await rawGet('/big-private', { 'accept-encoding': CHROMIUM });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.body).toString()).toBe(BIG_PAGE);
    }
    expect(compressions).toEqual(['br', 'br', 'br']);
  });

  it('leaves a small page, a 304 and anything but a page to Next', async () => {
    const small = await rawGet('/', { 'accept-encoding': CHROMIUM });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(PAGE);
    const revalidated = await rawGet('/big', { 'accept-encoding': CHROMIUM, 'if-none-match': (await rawGet('/big')).headers.etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    await rawGet('/chunk.js', { 'accept-encoding': CHROMIUM });
    expect(seenEncodings.at(-1)).toBe(CHROMIUM);
    expect(compressions).toEqual([]);
  });

  it('picks Brotli at equal weight, follows the weights, and refuses nothing', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pageEncoding('deflate')).toBe('identity');
    expect(pageEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pageEncoding('identity;q=0')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
    expect(pageEncoding('*')).toBe('br');
  });
});

describe("the build's scripts, loaded after the first paint", () => {
  const CHROMIUM = 'gzip, deflate, br, zstd';
  const served = deferPageScripts(SCRIPTED_PAGE);

  it('sends the page with its loader in place of the script tags, in every encoding, under a policy allowing the loader', async () => {
    expect(served).not.toBe(SCRIPTED_PAGE);
    expect(served).not.toContain('<script src="/_next/static/');
    const brotli = await rawGet('/scripted', { 'accept-encoding': CHROMIUM });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(served);
    const plain = await rawGet('/scripted');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(served);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    // The loader is one more inline script, allowed by its hash like the others; the tags it replaced needed none.
    for (const answer of [brotli, plain]) {
      expect(hashesOf(answer.headers['content-security-policy'])).toEqual(inlineScriptHashes(served));
      expect(hashesOf(answer.headers['content-security-policy'])).toHaveLength(inlineScriptHashes(SCRIPTED_PAGE).length + 1);
    }
    // The entity tag stays the one of the page Next made.
    expect(brotli.headers.etag).toBe(`W/"${sha256Digest(Buffer.from(SCRIPTED_PAGE))}"`);
  });

  it('leaves a page that came compressed from upstream as it came', async () => {
    const answer = await rawGet('/scripted-gzip', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPTED_PAGE);
    expect(hashesOf(answer.headers['content-security-policy'])).toEqual(inlineScriptHashes(SCRIPTED_PAGE));
  });
});

describe('client-side navigations (RSC payloads)', () => {
  const RSC = { rsc: '1', 'accept-encoding': 'gzip, deflate, br, zstd' };

  beforeEach(() => {
    seenEncodings.length = 0;
    compressions.length = 0;
  });

  it('sends a cached payload in Brotli, compressed once, without a page\'s policy', async () => {
    const first = await rawGet('/nav-cached', RSC);
    const second = await rawGet('/nav-cached', RSC);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body).toString()).toBe(`0:${BIG_PAGE}`);
    expect(second.body).toEqual(first.body);
    expect(first.headers['content-security-policy']).toBeUndefined();
    expect(first.headers.etag).toBeUndefined();
    expect(seenEncodings).toEqual([undefined, undefined]);
    expect(compressions).toEqual(['br']);
    // Next's stale-while-revalidate is for a CDN: a browser would answer the next fetch of the same
    // address with this copy, however old (a refresh of the schedule: yesterday's).
    expect(first.headers['cache-control']).toBe('s-maxage=60');
    expect(first.headers['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=31535940');
  });

  it("gives a CDN the stale-while-revalidate of Next's shared cache lifetime, and the browser none", () => {
    expect(sharedCacheOnly('s-maxage=60, stale-while-revalidate=31535940')).toEqual({
      cacheControl: 's-maxage=60',
      cdnCacheControl: 'max-age=60, stale-while-revalidate=31535940',
    });
    expect(sharedCacheOnly('public, max-age=0, s-maxage=300, stale-while-revalidate=60')).toEqual({
      cacheControl: 'public, max-age=0, s-maxage=300',
      cdnCacheControl: 'max-age=300, stale-while-revalidate=60',
    });
    // Left as they are: nothing for a shared cache, nothing stale allowed, or a private answer.
    expect(sharedCacheOnly('public, max-age=300, s-maxage=300')).toBeNull();
    expect(sharedCacheOnly('max-age=60, stale-while-revalidate=30')).toBeNull();
    expect(sharedCacheOnly('private, no-cache, no-store, max-age=0, must-revalidate')).toBeNull();
    expect(sharedCacheOnly(undefined)).toBeNull();
  });

  it('streams a member\'s payload compressed, piece by piece, keeping nothing of it', async () => {
    let seen;
    firstPieceSeen = new Promise((resolve) => {
      seen = resolve;
    });
    const body = await new Promise((resolve, reject) => {
      request(`${base}/nav-private`, { headers: { rsc: '1', 'accept-encoding': 'gzip' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('gzip');
        expect(response.headers['content-length']).toBeUndefined();
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        // Text of the first piece, not just the compressor's header, must arrive before the rest is written.
        const text = response.pipe(createGunzip());
        text.on('data', () => seen());
        text.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    expect(gunzipSync(body).toString()).toBe(`0:${BIG_PAGE}`);
    expect(compressions).toEqual([]);
    firstPieceSeen = Promise.resolve();
  });

  it('leaves a client that takes no compression, and the API, as they were', async () => {
    const plain = await rawGet('/nav-cached', { rsc: '1' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(`0:${BIG_PAGE}`);
    const api = await rawGet('/api/v1/x', RSC);
    expect(api.status).toBe(502);
    expect(seenEncodings.at(-1)).toBe(RSC['accept-encoding']);
  });
});

describe('navigations through Next\'s own response pipeline', () => {
  // Next's compression middleware (which it puts around the response, after ours) and the function
  // that writes a render's stream to the response, honouring backpressure.
  const require = createRequire(import.meta.url);
  const compression = require('next/dist/compiled/compression');
  const { pipeToNodeResponse } = require('next/dist/server/pipe-readable');
  const PIECE = 64 * 1024;
  const PIECES = 200;
  /** 40 MB: well beyond what the loopback socket's buffers take in (about 10 MB here). */
  const RANDOM_PIECES = 640;
  let produced = 0;
  let nextServer;
  let nextBase;

  beforeAll(async () => {
    const handle = async (req, res) => {
      compression()(req, res, () => {});
      res.setHeader('Content-Type', 'text/x-component');
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      const random = req.url.startsWith('/random');
      let index = 0;
      const render = new ReadableStream({
        pull(controller) {
          if (index >= (random ? RANDOM_PIECES : PIECES)) return controller.close();
          produced += PIECE;
          // Random text for the backpressure test (it compresses poorly, so bytes pile up), else a page.
          controller.enqueue(Buffer.from(random ? randomBytes((PIECE * 3) / 4).toString('base64') : `${index}:${BIG_PAGE.slice(0, 200)}\n`));
          index += 1;
        },
      });
      await pipeToNodeResponse(render, res);
    };
    // Each handler registers its page-request store globally; the other tests' handler keeps its own.
    const pageRequests = globalThis[Symbol.for('prd.pageRequest')];
    nextServer = createServer(createSecureHandler({ handle, backendUrl: 'http://127.0.0.1:1', backendUp: async () => true, env: {} }));
    globalThis[Symbol.for('prd.pageRequest')] = pageRequests;
    await new Promise((done) => nextServer.listen(0, '127.0.0.1', done));
    nextBase = `http://127.0.0.1:${nextServer.address().port}`;
  });

  afterAll(async () => {
    nextServer.closeAllConnections();
    await new Promise((done) => nextServer.close(done));
  });

  it('streams a member\'s payload in Brotli, whole', async () => {
    const response = await new Promise((resolve, reject) => {
      request(`${nextBase}/page`, { headers: { rsc: '1', 'accept-encoding': 'gzip, deflate, br, zstd' } }, (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(response.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(response.body).toString();
    expect(text.split('\n')).toHaveLength(PIECES + 1);
    expect(text.startsWith(`0:${BIG_PAGE.slice(0, 200)}`)).toBe(true);
  });

  it('keeps backpressure: a client that reads nothing stops the render instead of filling memory', async () => {
    produced = 0;
    const client = request(`${nextBase}/random`, { headers: { rsc: '1', 'accept-encoding': 'br' } }, (answer) => answer.pause());
    client.on('error', () => {});
    client.end();
    // Wait until the render stops producing (or has produced everything).
    let last = -1;
    for (let i = 0; i < 50 && produced !== last && produced < PIECE * RANDOM_PIECES; i++) {
      last = produced;
      await new Promise((done) => setTimeout(done, 200));
    }
    client.destroy();
    expect(produced).toBeLessThan((PIECE * RANDOM_PIECES) / 2);
  });
});

describe('other answers stream through', () => {
  it('keeps JSON as it is, with the common headers', async () => {
    backend = false;
    const response = await fetch(`${base}/api/v1/x`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: 'upstream_down', message: 'down' } });
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('locks SVG files down', async () => {
    const response = await fetch(`${base}/icon.svg`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
  });
});

describe('backend down', () => {
  it('turns a failed page into the localized 503 page, never the stack', async () => {
    backend = false;
    const th = await fetch(`${base}/broken`);
    expect(th.status).toBe(503);
    expect(th.headers.get('retry-after')).toBe('15');
    expect(th.headers.get('cache-control')).toBe('no-store');
    const body = await th.text();
    expect(body).toContain('ระบบขัดข้องชั่วคราว');
    expect(body).not.toContain('renderToStream');
    expect(th.headers.get('content-security-policy')).toContain("script-src 'self'; ");

    const en = await fetch(`${base}/en/broken`);
    expect(en.status).toBe(503);
    expect(await en.text()).toContain('Temporarily unavailable');
    const byCookie = await fetch(`${base}/broken`, { headers: { cookie: 'language=en' } });
    expect(await byCookie.text()).toContain('Temporarily unavailable');
  });

  it('gives the error page while the backend is up, never what Next put in its 500', async () => {
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(errorPageAt('/500'));
    notFoundPages = false;
    const alone = await fetch(`${base}/broken`);
    expect(alone.status).toBe(500);
    expect(await alone.text()).toContain('renderToStream');
  });

  it('replaces a page rendered without its data, but not a cached one', async () => {
    backend = false;
    expect((await fetch(`${base}/degraded`)).status).toBe(503);
    const cached = await fetch(`${base}/cached`);
    expect(cached.status).toBe(200);
    expect(await cached.text()).toContain('cached page');
    backend = true;
    const recovered = await fetch(`${base}/degraded`);
    expect(recovered.status).toBe(200);
  });

  it('answers a hanging render with the 503 page soon after the deadline', async () => {
    backend = false;
    const started = Date.now();
    const response = await fetch(`${base}/hang`);
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1500);
    await response.text();
  });

  it('asks again while the render waits: a hang called after the deadline still gets the 503 page', async () => {
    // Up at the deadline (a silence too short to call), hung 500 ms later.
    setTimeout(() => (backend = false), 800);
    const started = Date.now();
    const response = await fetch(`${base}/hang`);
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(Date.now() - started).toBeLessThan(1400);
    await response.text();
    backend = true;
  });

  it('waits for a slow render while the backend is up', async () => {
    const response = await fetch(`${base}/hang`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('late page');
  });
});

describe('a handler that throws', () => {
  it('answers 500 at once, not a connection left hanging', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await fetch(`${base}/throws-at-once`, { signal: AbortSignal.timeout(2000) });
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('Internal Server Error');
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe('addresses Next cannot decode', () => {
  it('tells them apart: a segment still invalid after one decoding', () => {
    for (const path of ['/vod/%25', '/en/vod/a%25b', '/%E0', '/en/search/results/all/1/%25%25']) expect(undecodablePath(path)).toBe(true);
    for (const path of ['/vod/1', '/en/vod/%E0%B8%82', '/search', '/media/a%20b.ts']) expect(undecodablePath(path)).toBe(false);
  });

  it('gives a page the localized not-found page and anything else a 404, never the bare 500', async () => {
    const page = await fetch(`${base}/en/vod/%25`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('not found at /en/not-found');
    expect(notFoundAsked).toEqual(['/en/not-found']);
    const thai = await fetch(`${base}/vod/%25`, { headers: { cookie: 'language=th' } });
    expect(await thai.text()).toContain('not found at /not-found');
    // The embeddable player's own, framable as it is.
    const embed = await fetch(`${base}/embed/vod/%25?lang=en`);
    expect([embed.status, await embed.text()]).toEqual([404, notFoundPageAt('/embed/en/not-found')]);
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const api = await fetch(`${base}/api/v1/video/%25`);
    expect(api.status).toBe(404);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await api.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});

describe("a notFound()'s page", () => {
  it.each([
    ['/gone', '/not-found'],
    ['/en/gone', '/en/not-found'],
    ['/embed/vod/999', '/embed/th/not-found'],
    ['/embed/vod/999?lang=en', '/embed/en/not-found'],
    ['/en/gone-stale', '/en/not-found'],
  ])('%s gets the HTML of %s in its place, still a 404, under a policy allowing its scripts', async (path, page) => {
    const response = await fetch(base + path, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(404);
    // Compressed here, as any page (fetch undoes it).
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await response.text();
    expect(body).toBe(notFoundPageAt(page));
    expect(notFoundAsked).toEqual([page]);
    expect(hashesOf(response.headers.get('content-security-policy'))).toEqual(inlineScriptHashes(body));
    // Next's own caching of the 404 stays; a 404 has no entity tag.
    expect(response.headers.get('cache-control')).toBe(sharedCacheOnly('s-maxage=60, stale-while-revalidate=31535940').cacheControl);
    expect(response.headers.get('etag')).toBeNull();
    const whole = await rawGet(path);
    expect(Number(whole.headers['content-length'])).toBe(Buffer.byteLength(notFoundPageAt(page)));
  });

  it('keeps the empty page, uncached, when the not-found page does not come', async () => {
    notFoundPages = false;
    const alone = await fetch(`${base}/en/gone`);
    expect([alone.status, await alone.text()]).toEqual([404, ERROR_SHELL]);
    expect(alone.headers.get('cache-control')).toBe('no-store');
    expect(alone.headers.get('cdn-cache-control')).toBeNull();
    expect(hashesOf(alone.headers.get('content-security-policy'))).toEqual(inlineScriptHashes(ERROR_SHELL));
  });

  it('asks for nothing for a HEAD, a navigation or a not-found page itself', async () => {
    expect((await fetch(`${base}/en/gone`, { method: 'HEAD' })).status).toBe(404);
    const navigation = await fetch(`${base}/en/gone`, { headers: { rsc: '1' } });
    expect([navigation.status, await navigation.text()]).toEqual([404, ERROR_SHELL]);
    expect((await fetch(`${base}/en/not-found`)).status).toBe(200);
    expect(notFoundAsked).toEqual([]);
  });

  it('leaves the not-found pages asked for directly as Next sends them (a 404 there would reach its re-render of a stale copy)', async () => {
    for (const path of ['/not-found', '/en/not-found', '/embed/en/not-found']) {
      const response = await fetch(base + path);
      expect([path, response.status]).toEqual([path, 200]);
      expect(await response.text()).toContain(`not found at ${path}`);
    }
    expect(notFoundAsked).toEqual([]);
  });
});

describe("a thrown render's page", () => {
  it.each([
    ['/broken-shell', '/500'],
    ['/en/broken-shell?x=1', '/en/500'],
    // The embeddable player's own, in its language.
    ['/embed/vod/broken-shell', '/embed/th/500'],
    ['/embed/vod/broken-shell?lang=en', '/embed/en/500'],
  ])('%s gets the HTML of %s in its place, still a 500, never stored', async (path, page) => {
    const response = await fetch(base + path, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-encoding')).toBe('br');
    const body = await response.text();
    expect(body).toBe(errorPageAt(page));
    expect(notFoundAsked).toEqual([page]);
    expect(hashesOf(response.headers.get('content-security-policy'))).toEqual(inlineScriptHashes(body));
    // The error page's own caching is not the failed page's.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('cdn-cache-control')).toBeNull();
    expect(response.headers.get('etag')).toBeNull();
  });

  it("keeps Next's answer, uncached, when the page does not come, for a HEAD and a navigation", async () => {
    notFoundPages = false;
    const alone = await fetch(`${base}/broken-shell`);
    expect([alone.status, await alone.text(), alone.headers.get('cache-control')]).toEqual([500, ERROR_SHELL, 'no-store']);
    expect(notFoundAsked).toEqual(['/500']);
    notFoundPages = true;
    notFoundAsked.length = 0;
    expect((await fetch(`${base}/broken-shell`, { method: 'HEAD' })).status).toBe(500);
    const navigation = await fetch(`${base}/broken-shell`, { headers: { rsc: '1' } });
    expect(navigation.status).toBe(500);
    expect(notFoundAsked).toEqual([]);
  });

  it('is the 503 page when the backend is down', async () => {
    backend = false;
    const response = await fetch(`${base}/en/broken-shell`);
    expect(response.status).toBe(503);
    expect(notFoundAsked).toEqual([]);
  });
});

describe('isDocumentRequest', () => {
  const request = (method, headers = {}) => ({ method, headers });
  it('tells page loads from assets, API calls and client navigations', () => {
    expect(isDocumentRequest(request('GET'), '/vod/1')).toBe(true);
    expect(isDocumentRequest(request('GET'), '/en')).toBe(true);
    expect(isDocumentRequest(request('POST'), '/vod/1')).toBe(false);
    expect(isDocumentRequest(request('GET', { rsc: '1' }), '/vod/1')).toBe(false);
    expect(isDocumentRequest(request('GET'), '/api/v1/home/banner')).toBe(false);
    expect(isDocumentRequest(request('GET'), '/_next/static/chunks/a.js')).toBe(false);
    expect(isDocumentRequest(request('GET'), '/media/hls/x/index.m3u8')).toBe(false);
    expect(isDocumentRequest(request('GET'), '/favicon.svg')).toBe(false);
  });
});

describe('a body handed over again', () => {
  it('is hashed once for the same replayed Buffer (a micro-cache hit), every time otherwise, and keeps its entity tag', async () => {
    const kept = Buffer.from(BIG_PAGE);
    REPLAYED_BODIES.add(kept);
    // The same object, not declared a replayed copy: hashed every time.
    const reused = Buffer.from(BIG_PAGE);
    const hashed = [];
    const hashBody = (body) => {
      hashed.push(body.length);
      return sha256Digest(body);
    };
    const lone = createServer(
      createSecureHandler({
        handle: (req, res) => {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 's-maxage=60');
          // /kept: the same Buffer every time, in one piece, as the micro-cache replays a page.
          res.end(req.url === '/kept' ? kept : req.url === '/reused' ? reused : Buffer.from(BIG_PAGE));
        },
        backendUrl: 'http://127.0.0.1:1',
        backendUp: async () => true,
        env: {},
        hashBody,
      }),
    );
    await new Promise((done) => lone.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${lone.address().port}`;
      const tags = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await rawGetUrl(`${url}/kept`, { 'accept-encoding': 'br' });
        expect(brotliDecompressSync(response.body).toString()).toBe(BIG_PAGE);
        tags.push(response.headers.etag);
      }
      expect(hashed).toHaveLength(1);
      const fresh = await rawGetUrl(`${url}/fresh`, { 'accept-encoding': 'br' });
      expect(hashed).toHaveLength(2);
      for (let i = 0; i < 2; i += 1) tags.push((await rawGetUrl(`${url}/reused`, { 'accept-encoding': 'br' })).headers.etag);
      expect(hashed).toHaveLength(4);
      expect(new Set([...tags, fresh.headers.etag])).toEqual(new Set([`W/"${sha256Digest(Buffer.from(BIG_PAGE))}"`]));
    } finally {
      lone.closeAllConnections();
      await new Promise((done) => lone.close(done));
    }
  });
});
