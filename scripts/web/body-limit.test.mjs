// The request body caps of the web server (body-limit.mjs, enforced by secure-handler.mjs), on a real
// server on loopback: a stand-in handler reads the body the way Next hands it to a route (a Request
// over the IncomingMessage, read whole like next-auth's `req.text()`), and a client streams a chunked
// body far larger than the cap.
import { Agent, createServer, request } from 'node:http';
import { NextRequest } from 'next/server';
import { proxy } from '@/lib/bff/proxy';
import { endpoints } from '@/lib/contract';
import { AUTH_BODY_LIMIT, BODY_LIMIT, bodyLimitOf } from './body-limit.mjs';
import { createSecureHandler } from './secure-handler.mjs';

const TOO_LARGE = { error: { code: 'payload_too_large', message: 'The request body is too large.' } };
/** What a client could send: far more than any cap. */
const TOTAL = 256 * 1024 * 1024;
/** Read from the socket past the cap at most: the parser's last read (64 kB) and a few in flight. */
const SLACK = 256 * 1024;

let server;
let port;
/** What the stand-in handler saw, by request path. */
const seen = new Map();

function record(req) {
  const entry = { bytes: 0, outcome: 'pending', socket: req.socket };
  entry.done = new Promise((resolve) => (entry.resolve = resolve));
  seen.set(req.url, entry);
  return entry;
}

/** The BFF as Next runs it: a NextRequest over the IncomingMessage, its answer written back. */
async function bff(req, res) {
  const entry = record(req);
  const request = new NextRequest(`http://localhost${req.url}`, { method: req.method, headers: req.headers, body: req, duplex: 'half' });
  const response = await proxy(request, req.url.slice('/bff/api/v1/'.length).split('/'));
  entry.outcome = String(response.status);
  entry.resolve();
  res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
}

async function handle(req, res) {
  if (req.url.startsWith('/bff/')) return bff(req, res);
  const entry = record(req);
  const body = new Request(`http://localhost${req.url}`, { method: req.method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: req, duplex: 'half' }).body;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      entry.bytes += value.byteLength;
      // /early: answers (as the BFF does past an endpoint's limit) without reading the rest.
      if (req.url.startsWith('/early') && entry.bytes > 64 * 1024) {
        reader.releaseLock();
        entry.outcome = 'answered early';
        res.writeHead(413, { 'content-type': 'application/json' }).end(JSON.stringify(TOO_LARGE));
        entry.resolve();
        return;
      }
    }
    entry.outcome = 'read';
  } catch {
    entry.outcome = 'failed';
  }
  entry.resolve();
  if (entry.outcome === 'read') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes: entry.bytes }));
  // A failed read: Next's own error answer, which must go nowhere once the 413 went out.
  else res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
}

beforeAll(async () => {
  server = createServer(createSecureHandler({ handle, backendUrl: 'http://127.0.0.1:1', backendUp: async () => true, env: {} }));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  port = server.address().port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/**
 * POSTs `total` bytes to `path`, chunked unless `headers` declares a length, written only as fast as
 * the connection takes them and no more once the answer came. Resolves with the answer and the bytes
 * the client managed to hand to its socket. A connection of its own unless `agent` is given; closed
 * by the client once the answer came unless `keepOpen` (then the answer carries `client`).
 */
function post(path, total, { headers = {}, agent = false, keepOpen = false } = {}) {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    let answer;
    const client = request({ port, host: '127.0.0.1', agent, method: 'POST', path, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
    const piece = Buffer.alloc(64 * 1024, 0x61);
    const write = () => {
      while (!answered && sent < total) {
        const size = Math.min(piece.length, total - sent);
        sent += size;
        if (!client.write(size === piece.length ? piece : piece.subarray(0, size))) return void client.once('drain', write);
      }
      if (!answered) client.end();
    };
    client.on('response', (res) => {
      answered = true;
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        answer = { status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString(), sent, client };
        if (!keepOpen) client.destroy();
        resolve(answer);
      });
    });
    // A refusal closes the connection while the client still writes: EPIPE / ECONNRESET after the answer.
    client.on('error', (error) => (answer ? undefined : reject(error)));
    write();
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms).unref());

/** Waits until the server side of a connection has closed. */
const closed = (socket) => (socket.destroyed ? Promise.resolve() : new Promise((done) => socket.once('close', done)));

describe('request body caps', () => {
  it('answers 413 to a chunked next-auth post as soon as it passes 16 kB, without reading the rest', async () => {
    const path = '/api/auth/callback/credentials';
    const answer = await post(path, TOTAL);
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    const entry = seen.get(path);
    await entry.done;
    // The handler never got more than the cap, and its read failed rather than ended early (a
    // shorter body taken for the whole one) or hung.
    expect(entry.bytes).toBeLessThanOrEqual(AUTH_BODY_LIMIT);
    expect(entry.outcome).toBe('failed');
    await closed(entry.socket);
    expect(entry.socket.bytesRead).toBeLessThan(AUTH_BODY_LIMIT + SLACK);
    expect(answer.sent).toBeLessThan(TOTAL);
  });

  it('answers 413 to a declared Content-Length over the cap before anything reads the body', async () => {
    const path = '/api/auth/signin/credentials?declared';
    const answer = await post(path, AUTH_BODY_LIMIT + 1, { headers: { 'content-length': String(AUTH_BODY_LIMIT + 1) } });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(seen.has(path)).toBe(false);
  });

  it('holds every other path to the general cap, chunked or declared', async () => {
    const path = '/api/v1/search';
    const answer = await post(path, TOTAL);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    const entry = seen.get(path);
    await entry.done;
    expect(entry.bytes).toBeLessThanOrEqual(BODY_LIMIT);
    expect(entry.outcome).toBe('failed');
    await closed(entry.socket);
    expect(entry.socket.bytesRead).toBeLessThan(BODY_LIMIT + SLACK);
    const declared = await post('/api/v1/search?declared', BODY_LIMIT + 1, { headers: { 'content-length': String(BODY_LIMIT + 1) } });
    expect(declared.status).toBe(413);
    expect(seen.has('/api/v1/search?declared')).toBe(false);
  });

  it('lets bodies up to the cap through whole, chunked or declared', async () => {
    const keepAlive = new Agent({ keepAlive: true });
    const form = await post('/api/auth/callback/credentials?whole', AUTH_BODY_LIMIT, { agent: keepAlive });
    keepAlive.destroy();
    expect({ status: form.status, body: JSON.parse(form.text) }).toEqual({ status: 200, body: { bytes: AUTH_BODY_LIMIT } });
    // A body read whole leaves the connection open for the next request.
    expect(form.headers.connection).toBe('keep-alive');
    const upload = await post('/api/v1/auth/account/upload', BODY_LIMIT, { headers: { 'content-length': String(BODY_LIMIT) } });
    expect({ status: upload.status, body: JSON.parse(upload.text) }).toEqual({ status: 200, body: { bytes: BODY_LIMIT } });
  });

  it('closes the connection after an answer given before the body has all come, without reading the rest', async () => {
    const path = '/early/api/v1/search';
    // A client that would keep the connection (and go on sending): the server is the one to close it.
    const keepAlive = new Agent({ keepAlive: true });
    const answer = await post(path, 3 * 1024 * 1024, { agent: keepAlive, keepOpen: true });
    try {
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      const entry = seen.get(path);
      expect(await Promise.race([closed(entry.socket).then(() => 'closed'), sleep(2000).then(() => 'still open')])).toBe('closed');
      expect(entry.socket.bytesRead).toBeLessThan(64 * 1024 + SLACK);
    } finally {
      answer.client.destroy();
      keepAlive.destroy();
    }
  });

  it("the BFF's own 413 past an endpoint's limit reaches the client, and the connection closes without the rest being read", async () => {
    process.env.BACKEND_URL = 'http://127.0.0.1:9'; // nothing should be sent
    const path = '/bff/api/v1/search';
    const keepAlive = new Agent({ keepAlive: true });
    const answer = await post(path, BODY_LIMIT - 1024, { headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, agent: keepAlive, keepOpen: true });
    try {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
      expect(answer.headers.connection).toBe('close');
      const entry = seen.get(path);
      expect(await Promise.race([closed(entry.socket).then(() => 'closed'), sleep(2000).then(() => 'still open')])).toBe('closed');
      expect(entry.socket.bytesRead).toBeLessThan(64 * 1024 + SLACK);
    } finally {
      delete process.env.BACKEND_URL;
      answer.client.destroy();
      keepAlive.destroy();
    }
  });

  it('applies the next-auth cap however the path is spelled', () => {
    for (const url of ['/api/auth/callback/credentials', '/api/auth', '/api/auth?x=1', '/api/v1/../auth/signout', '/api/%61uth/signin', '/api/auth/%2e%2e/auth/x', 'http://example.com/api/auth/callback/google', '//api//auth/x', '/API/Auth/x']) {
      expect({ url, limit: bodyLimitOf(url) }).toEqual({ url, limit: AUTH_BODY_LIMIT });
    }
    for (const url of ['/api/v1/auth/account/upload', '/api/authx', '/api/v1/search', '/', '/vod/1', '/%']) {
      expect({ url, limit: bodyLimitOf(url) }).toEqual({ url, limit: BODY_LIMIT });
    }
  });

  it('keeps the general cap clearly above every legitimate body (the BFF limits of the contract)', () => {
    const limits = Object.values(endpoints).map((endpoint) => endpoint.maxBodyBytes ?? 0);
    expect(Math.max(...limits)).toBeGreaterThan(64 * 1024);
    expect(BODY_LIMIT).toBeGreaterThanOrEqual(1.25 * Math.max(...limits));
  });
});
