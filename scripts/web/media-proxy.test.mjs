// The /media/ proxy on a real server, behind the secure handler as scripts/web-server.mjs puts it,
// in front of a stand-in media origin that answers as the backend's routes do (pictures, an avatar,
// HLS with ranges, a busy picture) and counts what reaches it.
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { rawGet } from '../perf/lib.mjs';
import { createMediaProxy, mediaUpstreamPath } from './media-proxy.mjs';
import { createSecureHandler, varyWithEncoding } from './secure-handler.mjs';

const PICTURE = Buffer.alloc(3000, 7);
const SEGMENT = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CAPTIONS = Buffer.from(`WEBVTT\n\n${'00:00:01.000 --> 00:00:02.000\nข่าวในพระราชสำนัก\n\n'.repeat(40)}`);

/** Paths that reached the stand-in origin, with the headers it got. */
const reached = [];
let slowMs = 0;

function origin(req, res) {
  reached.push({ path: req.url, method: req.method, headers: req.headers });
  const url = req.url ?? '';
  const answer = (status, headers, body) => {
    res.writeHead(status, { 'content-length': body ? body.length : 0, ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  if (url === '/media/slow/1.webp') {
    setTimeout(() => answer(200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE }, PICTURE), slowMs);
    return;
  }
  if (url === '/media/busy/1.webp') return answer(503, { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '2' }, Buffer.from('{}'));
  if (url.startsWith('/media/avatar/')) {
    return answer(200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE, 'content-security-policy': "default-src 'none'" }, PICTURE);
  }
  if (url.endsWith('/varies.vtt')) return answer(200, { 'content-type': 'text/vtt; charset=utf-8', 'cache-control': 'public, max-age=60', vary: 'Origin' }, CAPTIONS);
  if (url.endsWith('.vtt')) return answer(200, { 'content-type': 'text/vtt; charset=utf-8', 'cache-control': 'public, max-age=60' }, CAPTIONS);
  if (url.startsWith('/media/hls/')) {
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
    if (range) {
      const [start, end] = [Number(range[1]), Number(range[2])];
      return answer(206, { 'content-type': 'video/mp2t', 'content-range': `bytes ${start}-${end}/${SEGMENT.length}`, 'accept-ranges': 'bytes' }, SEGMENT.subarray(start, end + 1));
    }
    return answer(200, { 'content-type': 'video/mp2t', 'cache-control': 'public, max-age=60', 'accept-ranges': 'bytes' }, SEGMENT);
  }
  if (url.startsWith('/media/poster/')) {
    if (req.headers['if-none-match'] === '"p1"') return answer(304, { etag: '"p1"' });
    return answer(200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE, etag: '"p1"', 'x-internal': 'not passed' }, PICTURE);
  }
  return answer(404, { 'content-type': 'application/json' }, Buffer.from('{"error":{}}'));
}

let upstream;
let server;
let base;
/** Requests the proxy passed on (anything not under /media/). */
const passed = [];

/** A request to the proxy with the path as written (path tricks reach it unresolved). */
const call = (path, { method = 'GET', headers = {} } = {}) => rawGet(base, headers, { method, path });

const reachedPath = (path) => reached.filter((entry) => entry.path === path).length;

beforeAll(async () => {
  upstream = createServer(origin);
  await new Promise((done) => upstream.listen(0, '127.0.0.1', done));
  const backendUrl = `http://127.0.0.1:${upstream.address().port}`;
  const media = createMediaProxy({ backendUrl, timeoutMs: 300, log: { error: () => undefined } });
  const next = (req, res) => {
    passed.push(req.url);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"next":true}');
  };
  server = createServer(createSecureHandler({ handle: (req, res) => media(req, res, () => next(req, res)), backendUrl, backendUp: () => true }));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => {
  server?.close();
  server?.closeAllConnections();
  upstream?.close();
  upstream?.closeAllConnections();
});

test('a picture comes from the backend once with its headers, then from the kept copy (GET and HEAD)', async () => {
  const first = await call('/media/poster/video/1.webp');
  expect(first.status).toBe(200);
  expect(first.body.equals(PICTURE)).toBe(true);
  expect(first.headers['content-type']).toBe('image/webp');
  expect(first.headers['cache-control']).toBe(IMMUTABLE);
  expect(first.headers['content-length']).toBe(String(PICTURE.length));
  expect(first.headers.etag).toBe('"p1"');
  expect(first.headers['x-content-type-options']).toBe('nosniff');
  // The secure handler's headers are still there; the backend's own extras are not passed.
  expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(first.headers['x-internal']).toBeUndefined();

  const again = await call('/media/poster/video/1.webp');
  expect(again.body.equals(PICTURE)).toBe(true);
  expect(again.headers['cache-control']).toBe(IMMUTABLE);
  const head = await call('/media/poster/video/1.webp', { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers['content-length']).toBe(String(PICTURE.length));
  expect(reachedPath('/media/poster/video/1.webp')).toBe(1);
});

test('a conditional request reaches the backend and its 304 comes back', async () => {
  const response = await call('/media/poster/video/2.webp', { headers: { 'if-none-match': '"p1"' } });
  expect(response.status).toBe(304);
  expect(reached.at(-1).headers['if-none-match']).toBe('"p1"');
});

test('ranges pass both ways and are not kept; HLS and avatars always reach the backend', async () => {
  const part = await call('/media/hls/vod/1/360p/seg_000.ts', { headers: { range: 'bytes=10-19' } });
  expect(part.status).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 10-19/${SEGMENT.length}`);
  expect(part.body.equals(SEGMENT.subarray(10, 20))).toBe(true);
  for (let i = 0; i < 2; i += 1) {
    const whole = await call('/media/hls/vod/1/360p/seg_001.ts');
    expect(whole.body.equals(SEGMENT)).toBe(true);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const avatar = await call('/media/avatar/7-abc.webp');
    expect(avatar.headers['content-security-policy']).toBe("default-src 'none'");
  }
  expect(reachedPath('/media/hls/vod/1/360p/seg_001.ts')).toBe(2);
  expect(reachedPath('/media/avatar/7-abc.webp')).toBe(2);
});

test('text is compressed in the encoding the request takes, as Next did; HEAD and pictures are not', async () => {
  const gz = await call('/media/hls/live/nbt2hd/subs/th/seg_1.vtt', { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers.vary).toBe('Accept-Encoding');
  expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
  expect(gz.body.length).toBeLessThan(CAPTIONS.length / 4);
  expect(gunzipSync(gz.body).equals(CAPTIONS)).toBe(true);
  const plain = await call('/media/hls/live/nbt2hd/subs/th/seg_1.vtt');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(CAPTIONS)).toBe(true);
  const head = await call('/media/hls/live/nbt2hd/subs/th/seg_1.vtt', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
  expect(head.headers['content-encoding']).toBeUndefined();
  expect(head.headers['content-length']).toBe(String(CAPTIONS.length));
  const picture = await call('/media/poster/video/9.webp', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(picture.headers['content-encoding']).toBeUndefined();
  expect(picture.body.equals(PICTURE)).toBe(true);
  // The backend's own Vary is kept, with Accept-Encoding added.
  const varies = await call('/media/hls/live/nbt2hd/subs/th/varies.vtt', { headers: { 'accept-encoding': 'gzip' } });
  expect(varies.headers['content-encoding']).toBe('gzip');
  expect(varies.headers.vary).toBe('Origin, Accept-Encoding');
});

test('Accept-Encoding joins a Vary once', () => {
  expect(varyWithEncoding(undefined)).toBe('Accept-Encoding');
  expect(varyWithEncoding('Origin')).toBe('Origin, Accept-Encoding');
  expect(varyWithEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
  expect(varyWithEncoding('*')).toBe('*');
});

test('a busy answer passes with Retry-After and is not kept; a missing one is a 404', async () => {
  for (let i = 0; i < 2; i += 1) {
    const busy = await call('/media/busy/1.webp');
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.headers['cache-control']).toBe('no-store');
  }
  expect(reachedPath('/media/busy/1.webp')).toBe(2);
  expect((await call('/media/nothing/here.webp')).status).toBe(404);
});

test('path tricks are refused before the backend; other methods get 405', async () => {
  const before = reached.length;
  for (const path of ['/media/..%2F..%2Fetc/passwd', '/media/poster/%2e%2e/x', '/media/poster/a%5Cb.webp', '/media/poster/a%00.webp', '/media/poster//1.webp', '/media/']) {
    // 400 here, or the secure handler's 404 for a path it cannot decode safely.
    expect([path, [400, 404].includes((await call(path)).status)]).toEqual([path, true]);
  }
  expect((await call('/media/poster/a%5Cb.webp')).status).toBe(400);
  const post = await call('/media/poster/video/1.webp', { method: 'POST' });
  expect(post.status).toBe(405);
  expect(post.headers.allow).toBe('GET, HEAD');
  expect(reached.slice(before).map((entry) => entry.path)).toEqual([]);
});

test('a slow or unreachable backend gives a 502, and the next answer is whole again', async () => {
  slowMs = 1000;
  expect((await call('/media/slow/1.webp')).status).toBe(502);
  slowMs = 0;
  const ok = await call('/media/slow/1.webp');
  expect(ok.status).toBe(200);
  expect(ok.body.equals(PICTURE)).toBe(true);

  const logged = [];
  const down = createMediaProxy({ backendUrl: 'http://127.0.0.1:9', timeoutMs: 300, log: { error: (line) => logged.push(line) } });
  const lone = createServer((req, res) => down(req, res, () => res.end()));
  await new Promise((done) => lone.listen(0, '127.0.0.1', done));
  try {
    const response = await rawGet(`http://127.0.0.1:${lone.address().port}/media/poster/video/1.webp`);
    expect(response.status).toBe(502);
    expect(logged).toEqual([expect.stringContaining('/media/poster/video/1.webp')]);
  } finally {
    lone.close();
  }
});

test('a backend at an IPv6 address is reached (the brackets are the URL\'s, not the host\'s)', async () => {
  const v6 = createServer(origin);
  const listening = await new Promise((done) => {
    v6.once('error', () => done(false));
    v6.listen(0, '::1', () => done(true));
  });
  // A machine without IPv6 on loopback has nothing to check here.
  if (!listening) return;
  const proxy = createMediaProxy({ backendUrl: `http://[::1]:${v6.address().port}`, timeoutMs: 1000 });
  const front = createServer((req, res) => proxy(req, res, () => res.end()));
  await new Promise((done) => front.listen(0, '127.0.0.1', done));
  try {
    const { body } = await rawGet(`http://127.0.0.1:${front.address().port}/media/poster/video/5.webp`);
    expect(body.equals(PICTURE)).toBe(true);
  } finally {
    front.close();
    v6.close();
    v6.closeAllConnections();
  }
});

test('anything outside /media/ goes on to Next', async () => {
  const response = await call('/mediafoo/x?y=1');
  expect(JSON.parse(response.body.toString())).toEqual({ next: true });
  expect(passed).toContain('/mediafoo/x?y=1');
});

test('the backend gets each segment decoded once and encoded again', () => {
  expect(mediaUpstreamPath('/media/poster/video/1.webp')).toBe('/media/poster/video/1.webp');
  expect(mediaUpstreamPath('/media/hls/live/nbt2hd/subs/th/%E0%B8%82.vtt')).toBe('/media/hls/live/nbt2hd/subs/th/%E0%B8%82.vtt');
  expect(mediaUpstreamPath('/media/a%20b/c')).toBe('/media/a%20b/c');
  expect(mediaUpstreamPath('/media/%E0%A4%A')).toBeNull();
  expect(mediaUpstreamPath('/media/a%2Fb')).toBeNull();
});
