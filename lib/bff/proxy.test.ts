import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { MAX_BODY_BYTES } from './guards';
import { proxy } from './proxy';

/** A stand-in backend on loopback: answers, or hangs, as a test needs. */
function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000/api/v1/${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A POST whose body is a stream (no Content-Length unless given), as a chunked upload reaches the route. */
const streamedPost = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  new NextRequest(`http://localhost:3000/api/v1/${path}`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'content-type': 'application/json', ...headers },
  } as ConstructorParameters<typeof NextRequest>[1]);

describe('BFF proxy', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
    delete process.env.BACKEND_URL;
    delete process.env.BACKEND_TIMEOUT_MS;
    delete process.env.BACKEND_READ_TIMEOUT_MS;
  });

  it('forwards an allow-listed call and returns the backend answer', async () => {
    const seen: { url?: string; body?: string } = {};
    const backend = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        Object.assign(seen, { url: req.url, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":[]}');
      });
    });
    servers.push(backend.server);
    process.env.BACKEND_URL = backend.url;
    const response = await proxy(post('channel', { language: 'en' }, { 'sec-fetch-site': 'same-origin' }), ['channel']);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: [] });
    expect(seen).toEqual({ url: '/api/v1/channel', body: '{"language":"en"}' });
  });

  it("passes a refusal's Retry-After on to the browser (a rate limit's wait), and no other answer's", async () => {
    const answers = [
      { status: 429, body: '{"error":{"code":"rate_limited","message":"Too many attempts. Please try again in 10 minute(s)."}}' },
      { status: 200, body: '{"attempt":"x","message":"ok"}' },
    ];
    const backend = await listen((req, res) => {
      const answer = answers.shift()!;
      req.resume();
      req.on('end', () => res.writeHead(answer.status, { 'content-type': 'application/json', 'retry-after': '600' }).end(answer.body));
    });
    servers.push(backend.server);
    process.env.BACKEND_URL = backend.url;
    const body = { firstname: 'Somsri', lastname: 'Jaidee', email: 'somsri@example.com', password: 'Strong-Pass9', language: 'th' };
    const limited = await proxy(post('auth/register/step/1', body, { 'sec-fetch-site': 'same-origin' }), ['auth', 'register', 'step', '1']);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    const ok = await proxy(post('auth/register/step/1', body, { 'sec-fetch-site': 'same-origin' }), ['auth', 'register', 'step', '1']);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('retry-after')).toBeNull();
  });

  it("reads public catalogue calls through the data cache, without the caller's address; everything else never", async () => {
    const seen: (string | undefined)[] = [];
    const backend = await listen((req, res) => {
      seen.push(req.headers['x-forwarded-for'] as string | undefined);
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":[]}'));
    });
    servers.push(backend.server);
    process.env.BACKEND_URL = backend.url;
    // Next.js patches fetch inside the server; here the options the BFF asks it for are what can be seen.
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      const address = { 'x-forwarded-for': '203.0.113.9', 'sec-fetch-site': 'same-origin' };
      await proxy(new NextRequest('http://localhost:3000/api/v1/menu/slide?language=en', { headers: address }), ['menu', 'slide']);
      await proxy(post('channel', { language: 'en' }, address), ['channel']);
      await proxy(post('contact', { name: 'x' }, address), ['contact']);
      // The visit counter counts: never from a cache.
      await proxy(new NextRequest('http://localhost:3000/api/v1/home/stat', { headers: address }), ['home', 'stat']);
      const options = fetchSpy.mock.calls.map(([, init]) => {
        const { next, cache } = (init ?? {}) as { next?: unknown; cache?: string };
        return { next, cache };
      });
      expect(options).toEqual([
        { next: { revalidate: 60, tags: ['catalogue', 'menu'] }, cache: undefined },
        { next: { revalidate: 60, tags: ['catalogue', 'channels'] }, cache: undefined },
        { next: undefined, cache: 'no-store' },
        { next: undefined, cache: 'no-store' },
      ]);
      // The contact form is rate-limited by address: it keeps the caller's; cached reads carry none.
      expect(seen).toEqual([undefined, undefined, '203.0.113.9', '203.0.113.9']);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('lets shared caches keep a public catalogue read by GET for its cache time, and nothing else', async () => {
    let status = 200;
    const backend = await listen((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(status, { 'content-type': 'application/json' }).end('{"result":[]}'));
    });
    servers.push(backend.server);
    process.env.BACKEND_URL = backend.url;
    const same = { 'sec-fetch-site': 'same-origin' };
    const control = (response: Response) => response.headers.get('cache-control');
    const read = () => proxy(new NextRequest(`http://localhost:3000/api/v1/menu/slide?language=${status === 200 ? 'en' : 'th'}`), ['menu', 'slide']);
    expect(control(await read())).toBe('public, max-age=0, s-maxage=60');
    // A read by POST, a call that counts, a member's call without a session, a refusal: never stored.
    expect(control(await proxy(post('channel', { language: 'en' }, same), ['channel']))).toBe('no-store');
    expect(control(await proxy(new NextRequest('http://localhost:3000/api/v1/home/stat'), ['home', 'stat']))).toBe('no-store');
    expect(control(await proxy(post('favorite', {}, same), ['favorite']))).toBe('no-store');
    expect(control(await proxy(new NextRequest('http://localhost:3000/api/v1/menu/slide?language=xx'), ['menu', 'slide']))).toBe('no-store');
    status = 503;
    const failed = await read();
    expect(failed.status).toBe(503);
    expect(control(failed)).toBe('no-store');
  });

  it('sends a cached read only what the contract reads, so variations share one cached copy', async () => {
    const seen: { url?: string; body: string }[] = [];
    const backend = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ url: req.url, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":[]}');
      });
    });
    servers.push(backend.server);
    process.env.BACKEND_URL = backend.url;
    const same = { 'sec-fetch-site': 'same-origin' };
    await proxy(post('channel', { junk: Math.random(), language: 'en', other: [1, 2] }, same), ['channel']);
    await proxy(post('channel', {}, same), ['channel']);
    await proxy(new NextRequest('http://localhost:3000/api/v1/menu/slide?junk=1&language=en&language=en'), ['menu', 'slide']);
    expect(seen).toEqual([
      { url: '/api/v1/channel', body: '{"language":"en"}' },
      { url: '/api/v1/channel', body: '{"language":"th"}' },
      { url: '/api/v1/menu/slide?language=en', body: '' },
    ]);
    // What the contract refuses is refused here, before the backend is asked.
    const refused = await proxy(post('channel', { language: 'xx' }, same), ['channel']);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { code: 'validation_error', message: 'The request is not valid.' } });
    expect(seen).toHaveLength(3);
  });

  it('gives a clean 502 when the backend is down', async () => {
    const backend = await listen(() => undefined);
    const url = backend.url;
    await new Promise((done) => backend.server.close(done));
    process.env.BACKEND_URL = url;
    const response = await proxy(post('channel', {}), ['channel']);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: 'upstream_unavailable', message: 'The service is temporarily unavailable.' } });
  });

  it('gives a clean 504 when the backend is too slow', async () => {
    const backend = await listen(() => undefined); // never answers
    servers.push(backend.server);
    process.env.BACKEND_URL = backend.url;
    process.env.BACKEND_READ_TIMEOUT_MS = '200';
    process.env.BACKEND_TIMEOUT_MS = '800';
    // A catalogue read gives up as a page's read does; a call that does work waits longer.
    for (const [path, least, most] of [['channel', 200, 700], ['contact', 800, 2000]] as const) {
      const started = Date.now();
      const response = await proxy(post(path, {}, { 'sec-fetch-site': 'same-origin' }), [path]);
      const waited = Date.now() - started;
      expect(response.status).toBe(504);
      expect((await response.json()).error.code).toBe('upstream_timeout');
      expect({ path, waited: waited >= least - 20 && waited < most }).toEqual({ path, waited: true });
    }
    backend.server.closeAllConnections();
  });

  it('answers 404 for paths outside the contract and 405 for the wrong method', async () => {
    expect((await proxy(post('admin/users', {}), ['admin', 'users'])).status).toBe(404);
    expect((await proxy(post('auth/login', {}), ['auth', 'login'])).status).toBe(404);
    // The sitemap listing is for the web server only.
    expect((await proxy(new NextRequest('http://localhost:3000/api/v1/sitemap'), ['sitemap'])).status).toBe(404);
    expect((await proxy(post('menu/slide', {}), ['menu', 'slide'])).status).toBe(405);
  });

  it('refuses cross-site POSTs, malformed and oversized bodies before calling the backend', async () => {
    process.env.BACKEND_URL = 'http://127.0.0.1:9'; // nothing should be sent
    expect((await proxy(post('channel', {}, { origin: 'https://evil.example' }), ['channel'])).status).toBe(403);
    expect((await proxy(post('channel', '{nope'), ['channel'])).status).toBe(400);
    expect((await proxy(post('channel', '[1,2]'), ['channel'])).status).toBe(400);
    expect((await proxy(post('channel', { pad: 'x'.repeat(70_000) }), ['channel'])).status).toBe(413);
  });

  it('stops reading a chunked body as soon as it passes the limit, and answers the JSON 413', async () => {
    process.env.BACKEND_URL = 'http://127.0.0.1:9'; // nothing should be sent
    const PIECE = 16 * 1024;
    const TOTAL = 400 * 1024 * 1024;
    let pulled = 0;
    let cancelled = false;
    // A sender that would stream 400 MB without a Content-Length: each piece is made only when asked for.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= TOTAL) return controller.close();
          pulled += PIECE;
          controller.enqueue(new Uint8Array(PIECE).fill(0x20));
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = streamedPost('search', body, { 'sec-fetch-site': 'same-origin' });
    expect(request.headers.get('content-length')).toBeNull();
    const response = await proxy(request, ['search']);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request body is too large.' } });
    // Given up a piece or two past the 64 kB limit, not read to the end.
    expect(pulled).toBeGreaterThan(MAX_BODY_BYTES);
    expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * PIECE);
    expect(cancelled).toBe(true);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    process.env.BACKEND_URL = 'http://127.0.0.1:9';
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    }, { highWaterMark: 0 });
    const request = streamedPost('search', body, { 'content-length': String(MAX_BODY_BYTES + 1) });
    expect((await proxy(request, ['search'])).status).toBe(413);
    expect(pulled).toBe(0);
  });

  it('still reads a chunked body within the limit, piece by piece', async () => {
    const seen: string[] = [];
    const backend = await listen((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        seen.push(text);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":[]}');
      });
    });
    servers.push(backend.server);
    process.env.BACKEND_URL = backend.url;
    // A UTF-8 character split across two pieces, after a byte-order mark (dropped, as request.text() does).
    const bytes = new TextEncoder().encode('\uFEFF{"language":"th","x":"ไทย"}');
    const split = bytes.indexOf(0xe0) + 1;
    const pieces = [bytes.slice(0, split), bytes.slice(split)];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces.shift();
        if (piece) controller.enqueue(piece);
        else controller.close();
      },
    });
    const request = streamedPost('channel', body, { 'sec-fetch-site': 'same-origin' });
    expect((await proxy(request, ['channel'])).status).toBe(200);
    expect(seen).toEqual(['{"language":"th"}']);
  });

  it('needs a session for member endpoints', async () => {
    process.env.NEXTAUTH_SECRET = 'a-test-secret-of-enough-length';
    const response = await proxy(post('auth/account', { id: 1 }), ['auth', 'account']);
    expect(response.status).toBe(401);
  });
});
