// The one-second micro-cache between the secure handler and Next, on a real server: the secure
// handler in front (as scripts/web-server.mjs puts them), a stand-in Next behind that answers the way
// Next does (setHeader + write/end, Vary, Set-Cookie, x-nextjs-cache) and counts what reaches it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { rawGet as rawGetUrl } from '../perf/lib.mjs';
import { BROWSER_COOKIES, cacheKey, createMicroCache, STALE_MS, wholeBody } from './micro-cache.mjs';
import { createSecureHandler } from './secure-handler.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE = `<!doctype html><html><head><script>self.__next_f=[]</script></head><body>${'ข่าว '.repeat(400)}</body></html>`;
const TTL = 1000;
const CHROMIUM = 'gzip, deflate, br, zstd';

let clock = 0;
/** Every request that reached the stand-in Next, as `path language-cookie`. */
const reached = [];
/** /slow answers wait here until releaseSlow(). */
const slow = [];
const releaseSlow = () => {
  for (const release of slow.splice(0)) release();
};
/** /ordered answers, by the request's x-label, waiting for the test to release them. */
const ordered = new Map();
/** What /changing says. */
let version = 1;
/** What status /flaky gives. */
let flakyStatus = 200;

function fakeNext(req, res) {
  const url = new URL(req.url, 'http://x');
  reached.push(url.pathname);
  const html = (body = PAGE, cache = 'HIT') => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    res.setHeader('x-nextjs-cache', cache);
    res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
    res.write(body.slice(0, 100));
    res.end(body.slice(100));
  };
  /** A page with only a type and that Cache-Control. */
  const plain = (cacheControl) => {
    res.setHeader('Content-Type', 'text/html');
    res.setHeader('Cache-Control', cacheControl);
    res.end(PAGE);
  };
  const language = /(?:^|;\s*)language=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  switch (url.pathname) {
    case '/page':
      // The middleware gives a visitor without the cookie the locale of the path.
      if (!language) res.setHeader('Set-Cookie', 'language=th; Path=/; Max-Age=31536000; SameSite=lax');
      return html(`${PAGE}<!-- ${language ?? 'none'} ${req.headers.rsc ? 'rsc' : 'html'} -->`);
    case '/changing':
      return html(`${PAGE}<!-- version ${version} -->`);
    case '/slow':
      return new Promise((done) => {
        slow.push(() => done(html(`${PAGE}<!-- slow ${version} -->`)));
      });
    case '/flaky':
      res.statusCode = flakyStatus;
      return html();
    case '/short':
      return plain('s-maxage=0');
    case '/private':
      return plain('private, no-cache, no-store, max-age=0, must-revalidate');
    case '/no-shared-age':
      return plain('public, max-age=60');
    case '/vary-cookie':
      res.setHeader('Vary', 'rsc, Cookie');
      return plain('s-maxage=60');
    case '/sets-session':
      res.setHeader('Set-Cookie', ['language=th; Path=/', 'session=abc; HttpOnly']);
      return html();
    case '/ordered':
      // Answers in the order the test releases them, each saying which request it was.
      return new Promise((done) => {
        ordered.set(req.headers['x-label'], () => done(html(`${PAGE}<!-- ${req.headers['x-label']} -->`)));
      });
    case '/regenerating':
      // Next serving its old copy while it renders the page again.
      return html(PAGE, 'STALE');
    case '/regenerating-backend-down':
      // …and that render, in the background of this request, fails to read the backend.
      Object.assign(globalThis[Symbol.for('prd.pageRequest')].getStore() ?? {}, { upstreamFailed: true });
      return html(PAGE, 'STALE');
    case '/missing':
      res.statusCode = 404;
      return html();
    case '/degraded':
      // As lib/api/upstream-signal.ts does: marks the request's store, where there is one.
      // Rendered for this request (Next's MISS), not served from its cache.
      Object.assign(globalThis[Symbol.for('prd.pageRequest')].getStore() ?? {}, { upstreamFailed: true });
      return html(PAGE, 'MISS');
    case '/huge':
      return html(`${PAGE}${'x'.repeat(3 * 1024 * 1024)}`);
    case '/api/v1/menu/slide':
      // As Next's compression answers the BFF: in the encoding asked for, by writeHead with headers.
      res.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=0, s-maxage=60',
        vary: 'Accept-Encoding',
        ...(req.headers['accept-encoding'] ? { 'x-encoding-seen': req.headers['accept-encoding'] } : {}),
      });
      return res.end(JSON.stringify({ result: [{ id: 1, title: 'ข่าวเช้า' }] }));
    default:
      res.statusCode = 404;
      return res.end();
  }
}

let server;
let base;

beforeAll(async () => {
  const handle = createMicroCache({ handle: fakeNext, ttlMs: TTL, now: () => clock });
  server = createServer(createSecureHandler({ handle, backendUrl: 'http://127.0.0.1:9', backendUp: async () => true }));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => {
  releaseSlow();
  server.closeAllConnections();
  return new Promise((done) => server.close(done));
});

beforeEach(() => {
  // Each test starts after every copy of the one before has gone stale and past standing in.
  clock += 10 * (TTL + STALE_MS);
  reached.length = 0;
});

const get = (path, headers) => rawGetUrl(base + path, headers);

function send(method, path) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the micro-cache', () => {
  it('answers everyone asking for a public page within the second from one render, through the secure handler', async () => {
    const first = await get('/page', { 'accept-encoding': CHROMIUM, cookie: 'language=th' });
    clock += TTL - 1;
    const second = await get('/page', { 'accept-encoding': CHROMIUM, cookie: 'language=th' });
    expect(reached).toEqual(['/page']);
    expect(first.headers['x-micro-cache']).toBe('MISS');
    expect(second.headers['x-micro-cache']).toBe('HIT');
    expect(brotliDecompressSync(second.body).toString()).toBe(`${PAGE}<!-- th html -->`);
    // Still the secure handler's work on the copy: policy with the page's script hashes, Brotli,
    // entity tag, Vary, the page's own headers.
    expect(second.body).toEqual(first.body);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['content-security-policy']).toContain("'sha256-");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.vary).toBe(first.headers.vary);
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    const revalidated = await get('/page', { cookie: 'language=th', 'if-none-match': first.headers.etag });
    expect(revalidated.status).toBe(304);
    expect(reached).toEqual(['/page']);
    // A second later, Next is asked again.
    clock += 2;
    await get('/page', { cookie: 'language=th' });
    expect(reached).toEqual(['/page', '/page']);
  });

  it('keeps one copy per language, per kind of answer and per encoding, and the language cookie a visitor without one gets', async () => {
    const none = await get('/page');
    const again = await get('/page');
    expect(again.headers['set-cookie']).toEqual(none.headers['set-cookie']);
    expect(again.headers['set-cookie'][0]).toMatch(/^language=th;/);
    expect(again.headers['x-micro-cache']).toBe('HIT');
    const en = await get('/page', { cookie: 'language=en' });
    expect(en.body.toString()).toContain('<!-- en html -->');
    expect(en.headers['set-cookie']).toBeUndefined();
    const navigation = await get('/page', { cookie: 'language=en', rsc: '1' });
    expect(navigation.body.toString()).toContain('<!-- en rsc -->');
    // The browser's own preference cookies change nothing.
    const withPreferences = await get('/page', { cookie: `language=en; ${BROWSER_COOKIES.map((name) => `${name}=true`).join('; ')}` });
    expect(withPreferences.headers['x-micro-cache']).toBe('HIT');
    expect(reached).toEqual(['/page', '/page', '/page']);

    const gzip = await get('/api/v1/menu/slide?language=th', { 'accept-encoding': 'gzip' });
    const plain = await get('/api/v1/menu/slide?language=th');
    const plainAgain = await get('/api/v1/menu/slide?language=th');
    expect(gzip.headers['x-encoding-seen']).toBe('gzip');
    expect(plain.headers['x-encoding-seen']).toBeUndefined();
    expect(plainAgain.headers['x-micro-cache']).toBe('HIT');
    expect(JSON.parse(plainAgain.body.toString())).toEqual({ result: [{ id: 1, title: 'ข่าวเช้า' }] });
    expect(Number(plainAgain.headers['content-length'])).toBe(plainAgain.body.length);
    expect(plainAgain.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(reached.filter((path) => path.startsWith('/api'))).toHaveLength(2);
  });

  it('never shares an answer to a member, or one that is not public, whole and in the key', async () => {
    const twice = async (path, headers) => {
      const before = reached.length;
      await get(path, headers);
      const second = await get(path, headers);
      expect({ path, reached: reached.length - before }).toEqual({ path, reached: 2 });
      return second;
    };
    // A member's request (a session cookie beside the language), or one with credentials.
    await twice('/page', { cookie: 'language=th; __Secure-next-auth.session-token=abc' });
    await twice('/page', { cookie: 'jwt-token=abc' });
    await twice('/page', { authorization: 'Bearer abc' });
    // One of Next's internal headers, a Range.
    await twice('/page', { 'x-middleware-subrequest': 'middleware' });
    await twice('/page', { range: 'bytes=0-10' });
    // Answers that say no, or vary on what is not in the key, or set another cookie, or failed.
    for (const path of ['/private', '/no-shared-age', '/short', '/vary-cookie', '/sets-session', '/missing', '/degraded']) {
      const second = await twice(path);
      expect(second.headers['x-micro-cache']).toBe('MISS');
    }
    // A client-side navigation whose render could not read the backend.
    expect((await twice('/degraded', { rsc: '1' })).status).toBe(200);
    // Too large to keep (3 MB).
    await twice('/huge');
    // Only GET.
    expect(await send('HEAD', '/changing')).toBe(200);
    expect(await send('HEAD', '/changing')).toBe(200);
    expect(await send('POST', '/changing')).toBe(200);
    expect(reached.filter((path) => path === '/changing')).toHaveLength(3);
  });

  it("keeps Next's stale copy, served while it renders the page again, for the TTL like any other", async () => {
    // Next answers STALE to everyone until its render in the background is done; were each such
    // request to go to Next, a crowd would keep that render waiting (seconds, on two cores).
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/regenerating')));
    const first = await get('/regenerating');
    expect(first.headers['x-micro-cache']).toBe('HIT');
    expect(first.headers['x-nextjs-cache']).toBe('STALE');
    expect(first.body.toString()).toBe(answers[0].body.toString());
    // Asked of Next by the requests that found no copy yet (those at the same moment), then not again…
    const asked = reached.filter((path) => path === '/regenerating').length;
    await get('/regenerating');
    expect(reached.filter((path) => path === '/regenerating')).toHaveLength(asked);
    // …until the TTL is over: then one request asks again.
    clock += TTL;
    expect((await get('/regenerating')).headers['x-micro-cache']).toBe('MISS');
    expect(reached.filter((path) => path === '/regenerating')).toHaveLength(asked + 1);
    // Kept too when that render fails to read the backend (the answer itself is Next's cached copy).
    await get('/regenerating-backend-down');
    expect((await get('/regenerating-backend-down')).headers['x-micro-cache']).toBe('HIT');
    expect(reached.filter((path) => path === '/regenerating-backend-down')).toHaveLength(1);
  });

  it('refreshes an old copy by one request while the rest get the old copy', async () => {
    version = 1;
    const firstAnswer = get('/slow');
    await waitFor(() => slow.length === 1);
    releaseSlow();
    expect((await firstAnswer).body.toString()).toContain('slow 1');
    version = 2;
    clock += TTL + 1;
    const refreshing = get('/slow');
    await waitFor(() => reached.filter((path) => path === '/slow').length === 2);
    const meanwhile = await get('/slow');
    expect(meanwhile.headers['x-micro-cache']).toBe('STALE');
    expect(meanwhile.body.toString()).toContain('slow 1');
    releaseSlow();
    const refreshed = await refreshing;
    expect(refreshed.body.toString()).toContain('slow 2');
    const after = await get('/slow');
    expect(after.headers['x-micro-cache']).toBe('HIT');
    expect(after.body.toString()).toContain('slow 2');
    expect(reached.filter((path) => path === '/slow')).toHaveLength(2);
    // A refresh hung for longer than STALE_MS no longer stands in: the next request asks Next too.
    clock += TTL + 1;
    const hung = get('/slow');
    await waitFor(() => reached.filter((path) => path === '/slow').length === 3);
    clock += STALE_MS;
    const next = get('/slow');
    await waitFor(() => reached.filter((path) => path === '/slow').length === 4);
    releaseSlow();
    await Promise.all([hung, next]);
  });

  it('keeps the answer of the later request when an earlier one finishes after it', async () => {
    const earlier = get('/ordered', { 'x-label': 'earlier' });
    await waitFor(() => ordered.has('earlier'));
    clock += 1;
    const later = get('/ordered', { 'x-label': 'later' });
    await waitFor(() => ordered.has('later'));
    ordered.get('later')();
    expect((await later).body.toString()).toContain('<!-- later -->');
    ordered.get('earlier')();
    expect((await earlier).body.toString()).toContain('<!-- earlier -->');
    const copy = await get('/ordered', { 'x-label': 'third' });
    expect(copy.headers['x-micro-cache']).toBe('HIT');
    expect(copy.body.toString()).toContain('<!-- later -->');
    ordered.clear();
  });

  it('keeps a body in memory of its own, not a view into a larger buffer', () => {
    const pooled = Buffer.from('small page');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    const kept = wholeBody([pooled], pooled.length);
    expect(kept.buffer.byteLength).toBe(pooled.length);
    expect(kept.toString()).toBe('small page');
    const pieces = wholeBody([Buffer.from('a'), Buffer.from('b')], 2);
    expect(pieces.buffer.byteLength).toBe(2);
    expect(pieces.toString()).toBe('ab');
    // A piece that owns its memory is kept as it is.
    const own = Buffer.allocUnsafeSlow(3).fill(1);
    expect(wholeBody([own], 3)).toBe(own);
  });

  it('drops an old copy when its refresh cannot be kept', async () => {
    flakyStatus = 200;
    await get('/flaky');
    clock += TTL + 1;
    flakyStatus = 500;
    expect((await get('/flaky')).status).toBe(500);
    flakyStatus = 200;
    const after = await get('/flaky');
    expect(after.headers['x-micro-cache']).toBe('MISS');
    expect(reached).toEqual(['/flaky', '/flaky', '/flaky']);
  });

  it('empties at once when the catalogue changes (POST /api/revalidate), keeping nothing begun before', async () => {
    version = 1;
    await get('/changing');
    version = 2;
    globalThis[Symbol.for('prd.microCache')].clear();
    expect((await get('/changing')).body.toString()).toContain('version 2');
    // An answer under way while the cache is emptied is not kept: it may hold the old catalogue.
    const before = get('/slow');
    await waitFor(() => reached.includes('/slow'));
    globalThis[Symbol.for('prd.microCache')].clear();
    releaseSlow();
    await before;
    const after = get('/slow');
    await waitFor(() => slow.length === 1);
    releaseSlow();
    expect((await after).headers['x-micro-cache']).toBe('MISS');
  });

  it('passes everything by when turned off', () => {
    expect(createMicroCache({ handle: fakeNext, ttlMs: 0 })).toBe(fakeNext);
    expect(createMicroCache({ handle: fakeNext, env: { MICRO_CACHE_MS: '0' } })).toBe(fakeNext);
    expect(createMicroCache({ handle: fakeNext, env: { MICRO_CACHE_MS: '' } })).not.toBe(fakeNext);
  });

  it('keys by address, language and the headers an answer may vary on', () => {
    const key = (headers, url = '/vod/1', method = 'GET') => cacheKey({ method, url, headers });
    expect(key({ cookie: 'language=en' })).not.toBe(key({ cookie: 'language=th' }));
    expect(key({ cookie: 'language=th' })).not.toBe(key({}));
    expect(key({}, '/vod/1?x=1')).not.toBe(key({}));
    expect(key({ host: 'a.example' })).not.toBe(key({ host: 'b.example' }));
    expect(key({ rsc: '1', 'next-router-state-tree': '%5B%5D' })).not.toBe(key({ rsc: '1' }));
    expect(key({ cookie: 'acceptCookie=true; language=th' })).toBe(key({ cookie: 'language=th' }));
    expect(key({ cookie: 'language=th; other=1' })).toBeNull();
    expect(key({}, '/vod/1', 'POST')).toBeNull();
    // next-intl sets the language cookie on a document load only.
    expect(key({ 'sec-fetch-dest': 'document' })).toBe(key({}));
    expect(key({ 'sec-fetch-dest': 'empty' })).not.toBe(key({}));
    // An empty one is not a document load to next-intl either.
    expect(key({ 'sec-fetch-dest': '' })).toBe(key({ 'sec-fetch-dest': 'empty' }));
    // Over-long parts, and the media routes, pass by.
    expect(key({}, `/search?search_query=${'ก'.repeat(5000)}`)).toBeNull();
    expect(key({ 'next-router-state-tree': 'x'.repeat(5000) })).toBeNull();
    expect(key({}, '/media/vod/1/index.m3u8')).toBeNull();
  });

  it('passes by a cookie header Next would read otherwise than the key does', () => {
    const key = (cookie) => cacheKey({ method: 'GET', url: '/', headers: { cookie } });
    expect(key('language=en')).not.toBeNull();
    expect(key('acceptCookie=true; language=en; notifyHome=1')).toBe(key('language=en'));
    // Next splits on `; *` and trims nothing: these are not the language cookie to it.
    expect(key('language =en')).toBeNull();
    expect(key('acceptCookie=true;\tlanguage=en')).toBeNull();
    expect(key('language=en ;acceptCookie=true')).toBeNull();
    // Not a language the site has; two of them (the last wins in Next).
    expect(key('language=fr')).toBeNull();
    expect(key('language=th; language=en')).toBeNull();
    expect(key('acceptCookie=<script>')).toBeNull();
  });

  it('holds at most its size in bytes, least recently used out first', async () => {
    const seen = [];
    const small = createServer(
      createMicroCache({
        handle: (req, res) => {
          seen.push(req.url);
          res.setHeader('Cache-Control', 's-maxage=60');
          res.end('x'.repeat(1000));
        },
        maxBytes: 3000,
        now: () => clock,
      }),
    );
    await new Promise((done) => small.listen(0, '127.0.0.1', done));
    const at = (path) => rawGetUrl(`http://127.0.0.1:${small.address().port}${path}`);
    try {
      for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await at(path);
      // About 1.3 kB a copy: two fit. /a stays while it is used; /c pushes /b out, which is asked again.
      expect(seen).toEqual(['/a', '/b', '/c', '/b']);
    } finally {
      small.closeAllConnections();
      await new Promise((done) => small.close(done));
    }
  });

  it("knows the browser's own cookies by the names the app gives them", () => {
    const site = readFileSync(join(root, 'lib/site.ts'), 'utf8');
    const consent = /ConsentCookie = \{([^}]*)\}/.exec(site)[1];
    const preference = /PreferenceCookie = \{([^}]*)\}/.exec(readFileSync(join(root, 'lib/browser-cookie.ts'), 'utf8'))[1];
    const declared = [...`${consent}${preference}`.matchAll(/'(\w+)'/g)].map((match) => match[1]);
    expect([...BROWSER_COOKIES].sort()).toEqual([...new Set(declared)].sort());
  });
});

async function waitFor(condition) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((done) => setTimeout(done, 5));
  expect(condition()).toBe(true);
}

test('a kept copy is hashed by the secure handler once, however often it is replayed', async () => {
  const hashed = [];
  const page = Buffer.from(PAGE);
  const handle = createMicroCache({
    handle: (req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=60');
      // A cached page arrives in one piece, as Next sends one from its cache.
      res.end(req.url === '/once' ? page : Buffer.from(PAGE));
    },
    ttlMs: 60_000,
  });
  const lone = createServer(
    createSecureHandler({
      handle,
      backendUrl: 'http://127.0.0.1:9',
      backendUp: async () => true,
      hashBody: (body) => {
        hashed.push(body.length);
        return createHash('sha256').update(body).digest('base64url');
      },
    }),
  );
  await new Promise((done) => lone.listen(0, '127.0.0.1', done));
  try {
    const url = `http://127.0.0.1:${lone.address().port}/once`;
    const tags = new Set();
    for (let i = 0; i < 4; i += 1) {
      const response = await rawGetUrl(url, { 'accept-encoding': CHROMIUM });
      expect(response.status).toBe(200);
      tags.add(response.headers.etag);
    }
    expect(hashed).toHaveLength(1);
    expect(tags.size).toBe(1);
  } finally {
    lone.closeAllConnections();
    await new Promise((done) => lone.close(done));
  }
});
