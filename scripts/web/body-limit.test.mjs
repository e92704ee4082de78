// The request body caps of the web server (body-limit.mjs, enforced by secure-handler.mjs), on a real
// server on loopback: a stand-in handler reads the body the way Next hands it to a route (a Request
// over the IncomingMessage, read whole like next-auth's `req.text()`), and clients stream bodies far
// larger than the cap, some writing the whole body before they read anything (as Playwright's request
// context and curl do).
import { jest } from '@jest/globals';
import { Agent, createServer, request } from 'node:http';
import { connect } from 'node:net';
import { NextRequest } from 'next/server';
import { MAX_BODY_BYTES } from '@/lib/bff/guards';
import { proxy } from '@/lib/bff/proxy';
import { AVATAR_UPLOAD_BODY_BYTES, endpoints } from '@/lib/contract';
import {
  AUTH_BODY_LIMIT,
  BODY_LIMIT,
  bodyLimitOf,
  continueWithinCap,
  DRAIN_BYTES,
  DRAIN_MS,
  LINGER,
  REQUEST_TIMEOUT_MS,
  UPLOAD_BODY_LIMIT,
  UPLOAD_PATH,
  webServerOptions,
} from './body-limit.mjs';
import { createSecureHandler } from './secure-handler.mjs';

const TOO_LARGE = { error: { code: 'payload_too_large', message: 'The request body is too large.' } };
/** What a client could send: far more than any cap. */
const TOTAL = 256 * 1024 * 1024;
/** Read from the socket past the cap at most before the answer: the parser's last read (64 kB) and a few in flight. */
const SLACK = 256 * 1024;
/** One socket read: what a lingering connection may read past its bound. */
const READ = 64 * 1024;

let server;
let port;
/** What the stand-in handler saw, by request URL. */
const seen = new Map();
/** The server's side of every connection. */
const sockets = [];

function record(req) {
  const entry = { bytes: 0, outcome: 'pending', socket: req.socket };
  entry.done = new Promise((resolve) => (entry.resolve = resolve));
  seen.set(req.url, entry);
  return entry;
}

/** The BFF as Next runs it (for a URL with `?bff`): a NextRequest over the IncomingMessage, its answer written back. */
async function bff(req, res) {
  const entry = record(req);
  const request = new NextRequest(`http://localhost${req.url}`, { method: req.method, headers: req.headers, body: req, duplex: 'half' });
  const response = await proxy(request, new URL(req.url, 'http://x').pathname.slice('/api/v1/'.length).split('/'));
  entry.outcome = String(response.status);
  entry.resolve();
  res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
}

async function handle(req, res) {
  if (/[?&]bff\b/.test(req.url)) return bff(req, res);
  // /quick: answers at once, without reading the body (a refusal by path, say).
  if (req.url.startsWith('/quick') || req.url.endsWith('?quick')) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('none');
  const entry = record(req);
  const body = new Request(`http://localhost${req.url}`, { method: req.method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: req, duplex: 'half' }).body;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      entry.bytes += value.byteLength;
      // /early: answers (as the BFF does past an endpoint's limit) without reading the rest, once
      // the body is known to be still coming.
      if (req.url.startsWith('/early') && entry.bytes > 16 * 1024) {
        reader.releaseLock();
        await new Promise((done) => setImmediate(done));
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

let errorLog;
beforeAll(async () => {
  // The stand-in handler's failed reads are logged by the secure handler: expected here.
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server = createServer(createSecureHandler({ handle, backendUrl: 'http://127.0.0.1:1', backendUp: async () => true, env: {} }));
  server.on('checkContinue', continueWithinCap(server));
  server.on('connection', (socket) => sockets.push(socket));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  port = server.address().port;
});

afterAll(async () => {
  errorLog.mockRestore();
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
        answer = { status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString(), sent, client, reusedSocket: client.reusedSocket };
        if (!keepOpen) client.destroy();
        resolve(answer);
      });
    });
    // A connection reset while the client still writes: EPIPE / ECONNRESET after the answer.
    client.on('error', (error) => (answer ? undefined : reject(error)));
    write();
  });
}

/** An HTTP/1.1 answer's status, headers (lower-case names) and body (chunked or not), from its raw bytes; `complete` once it is all there. */
function parseAnswer(raw) {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, text: '', raw: text, complete: false };
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  let rest = text.slice(end + 4);
  let body = '';
  let complete = false;
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    for (let line = rest.indexOf('\r\n'); line >= 0; line = rest.indexOf('\r\n')) {
      const size = parseInt(rest.slice(0, line), 16);
      if (size === 0) {
        complete = true;
        break;
      }
      if (rest.length < line + 2 + size + 2) break;
      body += rest.slice(line + 2, line + 2 + size);
      rest = rest.slice(line + 2 + size + 2);
    }
  } else {
    const length = Number(headers['content-length'] ?? 0);
    body = rest.slice(0, length);
    complete = rest.length >= length;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, text: body, raw: text, complete };
}

/**
 * A client that writes the whole request (head, then `total` bytes of body, chunked or declared) and
 * only then reads: nothing of the answer is taken off its socket before its last byte is written.
 * Resolves with the answer once the server has closed its side; rejects on a reset (EPIPE,
 * ECONNRESET), which is what such a client gets from a server that closes with its bytes unread.
 * `after` is written right after the body (a pipelined request). Unless `pace` is 0, a 64 kB piece
 * goes every `pace` ms at most, as over a real network: on loopback the kernel's buffers (megabytes)
 * would take a whole 5 MB body at once, and a server closing on it could go unnoticed.
 */
function writeAllThenRead(path, total, { chunked = true, after = '', pace = 1 } = {}) {
  return new Promise((resolve, reject) => {
    const client = connect({ port, host: '127.0.0.1' });
    client.pause();
    const head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`}\r\n\r\n`;
    const piece = Buffer.alloc(64 * 1024, 0x78);
    let sent = 0;
    const frame = (body) => (chunked ? [Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')] : [body]);
    const write = () => {
      while (sent < total) {
        const body = piece.subarray(0, Math.min(piece.length, total - sent));
        sent += body.length;
        const room = frame(body).map((part) => client.write(part)).at(-1);
        if (!room) return void client.once('drain', write);
        if (pace) return void setTimeout(write, pace);
      }
      client.write(Buffer.concat([Buffer.from(chunked ? '0\r\n\r\n' : ''), Buffer.from(after)]), () => {
        const chunks = [];
        client.on('data', (chunk) => chunks.push(chunk));
        client.on('end', () => {
          client.destroy();
          resolve({ ...parseAnswer(Buffer.concat(chunks)), localPort: client.localPort });
        });
        client.resume();
      });
    };
    client.on('error', reject);
    client.on('connect', () => {
      client.write(head);
      write();
    });
  });
}

/** The server's side of the connection whose client side has `localPort`. */
const serverSocketOf = (localPort) => sockets.find((socket) => socket.remotePort === localPort);

const sleep = (ms) => new Promise((done) => setTimeout(done, ms).unref());

/** Waits until the server side of a connection has closed. */
const closed = (socket) => (socket.destroyed ? Promise.resolve() : new Promise((done) => socket.once('close', done)));

/** Whether the server side of a connection closes within `ms`. */
const closesWithin = (socket, ms) => Promise.race([closed(socket).then(() => 'closed'), sleep(ms).then(() => 'still open')]);

describe('request body caps', () => {
  it('answers 413 to a chunked next-auth post as soon as it passes 16 kB, handing nothing more on', async () => {
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
    // The client stopped sending once answered and closed: the connection went with it, what
    // was still in flight read and thrown away (within the drain's bound).
    expect(await closesWithin(entry.socket, DRAIN_MS)).toBe('closed');
    expect(entry.socket[LINGER].bytes).toBeLessThanOrEqual(DRAIN_BYTES + READ);
    expect(entry.socket.bytesRead).toBeLessThan(AUTH_BODY_LIMIT + SLACK + DRAIN_BYTES + READ);
    expect(answer.sent).toBeLessThan(TOTAL);
  });

  it('answers 413 to a declared Content-Length over the cap before anything reads the body', async () => {
    const path = '/api/auth/signin/credentials?declared';
    const answer = await post(path, AUTH_BODY_LIMIT + 1, { headers: { 'content-length': String(AUTH_BODY_LIMIT + 1) } });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    expect(seen.has(path)).toBe(false);
  });

  it('holds every other path to 64 kB (the BFF\'s own limit), chunked or declared', async () => {
    const path = '/api/v1/search';
    const answer = await post(path, TOTAL);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
    const entry = seen.get(path);
    await entry.done;
    expect(entry.bytes).toBeLessThanOrEqual(BODY_LIMIT);
    expect(entry.outcome).toBe('failed');
    const declared = await post('/api/v1/search?declared', BODY_LIMIT + 1, { headers: { 'content-length': String(BODY_LIMIT + 1) } });
    expect(declared.status).toBe(413);
    expect(seen.has('/api/v1/search?declared')).toBe(false);
  });

  it('caps by path: 100 kB is refused for a page and the BFF, and passes for the avatar upload', async () => {
    const size = 100 * 1024;
    for (const path of ['/', '/en/vod/1', '/api/v1/search?per-path', '/api/v1/auth/account?per-path']) {
      const chunked = await post(path, size);
      expect({ path, status: chunked.status, body: JSON.parse(chunked.text) }).toEqual({ path, status: 413, body: TOO_LARGE });
      const declared = await post(`${path}${path.includes('?') ? '&' : '?'}declared`, size, { headers: { 'content-length': String(size) } });
      expect({ path, status: declared.status }).toEqual({ path, status: 413 });
    }
    // The stand-in handler read none of them past the cap.
    expect(seen.get('/').bytes).toBeLessThanOrEqual(BODY_LIMIT);
    const upload = await post(UPLOAD_PATH, size);
    expect({ status: upload.status, body: JSON.parse(upload.text) }).toEqual({ status: 200, body: { bytes: size } });
    // The avatar's cap is for its POST only (a GET with a body has the general one).
    expect(bodyLimitOf(UPLOAD_PATH, 'GET')).toBe(BODY_LIMIT);
  });

  it('lets bodies up to the cap through whole, chunked or declared, and keeps the connection for the next request', async () => {
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const form = await post('/api/auth/callback/credentials?whole', AUTH_BODY_LIMIT, { agent: keepAlive, keepOpen: true });
      expect({ status: form.status, body: JSON.parse(form.text) }).toEqual({ status: 200, body: { bytes: AUTH_BODY_LIMIT } });
      expect(form.headers.connection).toBe('keep-alive');
      // The next request goes on the same connection (one socket at most), and is answered on it.
      const search = await post('/api/v1/search?whole', BODY_LIMIT, { agent: keepAlive, keepOpen: true, headers: { 'content-length': String(BODY_LIMIT) } });
      expect({ status: search.status, body: JSON.parse(search.text) }).toEqual({ status: 200, body: { bytes: BODY_LIMIT } });
      expect(search.reusedSocket).toBe(true);
      expect(search.client.socket ?? form.client.socket).toBe(form.client.socket);
      expect(seen.get('/api/v1/search?whole').socket).toBe(seen.get('/api/auth/callback/credentials?whole').socket);
    } finally {
      keepAlive.destroy();
    }
    const upload = await post(UPLOAD_PATH, UPLOAD_BODY_LIMIT, { headers: { 'content-length': String(UPLOAD_BODY_LIMIT) } });
    expect({ status: upload.status, body: JSON.parse(upload.text) }).toEqual({ status: 200, body: { bytes: UPLOAD_BODY_LIMIT } });
  });

  it('keeps the connection after a quick answer to a request whose body came with its headers', async () => {
    const client = connect({ port, host: '127.0.0.1' });
    try {
      await new Promise((done) => client.once('connect', done));
      let buffered = Buffer.alloc(0);
      /** The next whole answer on the connection. */
      const next = () =>
        new Promise((done) => {
          const onData = (chunk) => {
            buffered = Buffer.concat([buffered, chunk]);
            const answer = parseAnswer(buffered);
            if (!answer.complete) return;
            client.off('data', onData);
            buffered = Buffer.alloc(0);
            done(answer);
          };
          client.on('data', onData);
        });
      // One write: the body is in the same read as the headers, and the handler answers before
      // reading it.
      client.write('POST /quick HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello');
      const first = await next();
      expect(first.status).toBe(404);
      expect(first.headers.connection).toBe('keep-alive');
      client.write('POST /quick HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nagain');
      expect((await next()).status).toBe(404);
      expect(serverSocketOf(client.localPort).destroyed).toBe(false);
    } finally {
      client.destroy();
    }
  });

  it('says it closes after a quick answer to a request whose declared body cannot have come with its headers', async () => {
    const client = connect({ port, host: '127.0.0.1' });
    try {
      await new Promise((done) => client.once('connect', done));
      let buffered = Buffer.alloc(0);
      const answer = new Promise((done) => {
        client.on('data', (chunk) => {
          buffered = Buffer.concat([buffered, chunk]);
          const parsed = parseAnswer(buffered);
          if (parsed.complete) done(parsed);
        });
      });
      // 3 MB announced (within the upload's cap), a little sent: the handler answers before reading any of it.
      client.write(`POST ${UPLOAD_PATH}?quick HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${3_000_000}\r\n\r\n${'x'.repeat(100)}`);
      const first = await answer;
      expect(first.status).toBe(404);
      expect(first.headers.connection).toBe('close');
    } finally {
      client.destroy();
    }
  });

  it('gets the 413 to a client that writes the whole over-cap body before reading, chunked or declared', async () => {
    // As the e2e suite's 5 MB search: the cap is passed at 64 kB, and the client only reads once
    // its 5 MB are written. Closing with them unread would reset the connection (EPIPE).
    for (const chunked of [true, false]) {
      const path = `/api/v1/search?write-first-${chunked ? 'chunked' : 'declared'}`;
      // A pipelined request after the body: the connection reads no further request.
      const answer = await writeAllThenRead(path, 5 * 1024 * 1024, { chunked, after: 'GET /quick HTTP/1.1\r\nHost: localhost\r\n\r\n' });
      expect({ chunked, status: answer.status, connection: answer.headers.connection, body: JSON.parse(answer.text) }).toEqual({ chunked, status: 413, connection: 'close', body: TOO_LARGE });
      expect(answer.raw.match(/HTTP\/1\.1 /g)).toHaveLength(1);
      const socket = serverSocketOf(answer.localPort);
      await closed(socket);
      expect(socket[LINGER].bytes).toBeLessThanOrEqual(DRAIN_BYTES);
      if (chunked) expect(seen.get(path).bytes).toBeLessThanOrEqual(BODY_LIMIT);
      else expect(seen.has(path)).toBe(false);
    }
  });

  it('drains at most DRAIN_BYTES after a refusal, throwing them away, then closes the connection', async () => {
    // 64 MB written before reading: far past the drain's bound, so the connection is cut there.
    const outcome = await writeAllThenRead('/api/v1/search?past-the-drain', 64 * 1024 * 1024, { pace: 0 }).then(
      () => 'answered',
      (error) => error.code,
    );
    expect(['ECONNRESET', 'EPIPE']).toContain(outcome);
    const socket = sockets.at(-1);
    await closed(socket);
    expect(socket[LINGER]).toEqual({ bytes: expect.any(Number), ended: 'bytes' });
    expect(socket[LINGER].bytes).toBeGreaterThanOrEqual(DRAIN_BYTES);
    expect(socket[LINGER].bytes).toBeLessThanOrEqual(DRAIN_BYTES + READ);
    expect(socket.bytesRead).toBeLessThan(BODY_LIMIT + SLACK + DRAIN_BYTES + READ);
  });

  it('drains for DRAIN_MS at most after a refusal, however slowly the client goes on sending', async () => {
    // A client that keeps its side open and trickles on after the answer.
    const client = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const chunks = [];
    client.on('data', (chunk) => chunks.push(chunk));
    client.on('error', () => undefined);
    await new Promise((done) => client.once('connect', done));
    client.write(`POST /api/auth/callback/credentials?trickle HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n${(20 * 1024).toString(16)}\r\n${'a'.repeat(20 * 1024)}\r\n`);
    const trickle = setInterval(() => client.write(`400\r\n${'b'.repeat(1024)}\r\n`), 50);
    try {
      await new Promise((done) => client.once('end', done));
      const answeredAt = Date.now();
      expect(parseAnswer(Buffer.concat(chunks)).status).toBe(413);
      const socket = serverSocketOf(client.localPort);
      expect(await closesWithin(socket, DRAIN_MS + 1000)).toBe('closed');
      expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(DRAIN_MS - 200);
      expect(socket[LINGER].ended).toBe('time');
      expect(socket[LINGER].bytes).toBeGreaterThan(0);
    } finally {
      clearInterval(trickle);
      client.destroy();
    }
  });

  it('answers `Expect: 100-continue` with 413 when the declared length is over the cap, so the body is never sent', async () => {
    const client = connect({ port, host: '127.0.0.1' });
    const chunks = [];
    client.on('data', (chunk) => chunks.push(chunk));
    await new Promise((done) => client.once('connect', done));
    client.write(`POST /api/v1/search?expect HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${5 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`);
    // The client waits for 100 Continue before sending; the server ends the connection instead.
    await new Promise((done) => client.once('end', done));
    const text = Buffer.concat(chunks).toString('latin1');
    expect(text).not.toMatch(/100 Continue/);
    const answer = parseAnswer(Buffer.concat(chunks));
    expect({ status: answer.status, connection: answer.headers.connection, body: JSON.parse(answer.text) }).toEqual({ status: 413, connection: 'close', body: TOO_LARGE });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const socket = serverSocketOf(client.localPort);
    client.destroy();
    await closed(socket);
    expect(socket[LINGER].bytes).toBe(0);
    expect(seen.has('/api/v1/search?expect')).toBe(false);
  });

  it('answers `Expect: 100-continue` with 100 Continue when the declared length is within the cap', async () => {
    const client = connect({ port, host: '127.0.0.1' });
    let text = '';
    client.on('data', (chunk) => (text += chunk.toString('latin1')));
    await new Promise((done) => client.once('connect', done));
    try {
      client.write('POST /api/v1/search?expect-within HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n');
      while (!text.includes('\r\n\r\n')) await sleep(5);
      expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n/);
      client.write('x'.repeat(1000));
      while (!text.includes('{"bytes":1000}')) await sleep(5);
      expect(text).toMatch(/HTTP\/1\.1 200 OK/);
    } finally {
      client.destroy();
    }
  });

  it('closes the connection after an answer given before the body has all come, once the rest is drained', async () => {
    const path = '/early/api/v1/search';
    // A client that would keep the connection (and go on sending): the server is the one to close it.
    const keepAlive = new Agent({ keepAlive: true });
    const answer = await post(path, 3 * 1024 * 1024, { agent: keepAlive, keepOpen: true });
    try {
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      const entry = seen.get(path);
      expect(await closesWithin(entry.socket, DRAIN_MS + 500)).toBe('closed');
      expect(entry.socket[LINGER].bytes).toBeLessThanOrEqual(DRAIN_BYTES + READ);
    } finally {
      answer.client.destroy();
      keepAlive.destroy();
    }
    // The same to a client that writes its whole body first: it gets the answer, not a reset.
    const first = await writeAllThenRead('/early/api/v1/search?write-first', 3 * 1024 * 1024);
    expect({ status: first.status, connection: first.headers.connection }).toEqual({ status: 413, connection: 'close' });
  });

  it("the BFF's own 413 past an endpoint's limit reaches the client, even one that writes its body first", async () => {
    // The avatar's path: the web tier lets 4 MiB through, the BFF holds it to about 2.8 MB.
    process.env.BACKEND_URL = 'http://127.0.0.1:9'; // nothing should be sent
    try {
      const size = AVATAR_UPLOAD_BODY_BYTES + 512 * 1024;
      const keepAlive = new Agent({ keepAlive: true });
      const answer = await post(`${UPLOAD_PATH}?bff`, size, { headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, agent: keepAlive, keepOpen: true });
      try {
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.text)).toEqual(TOO_LARGE);
        expect(answer.headers.connection).toBe('close');
        const entry = seen.get(`${UPLOAD_PATH}?bff`);
        expect(entry.outcome).toBe('413');
        expect(await closesWithin(entry.socket, DRAIN_MS + 500)).toBe('closed');
      } finally {
        answer.client.destroy();
        keepAlive.destroy();
      }
      const first = await writeAllThenRead(`${UPLOAD_PATH}?bff&write-first`, size);
      expect({ status: first.status, body: JSON.parse(first.text) }).toEqual({ status: 413, body: TOO_LARGE });
    } finally {
      delete process.env.BACKEND_URL;
    }
  });

  it('applies the next-auth cap however the path is spelled, and the upload cap to its exact path only', () => {
    for (const url of ['/api/auth/callback/credentials', '/api/auth', '/api/auth?x=1', '/api/v1/../auth/signout', '/api/%61uth/signin', '/api/auth/%2e%2e/auth/x', 'http://example.com/api/auth/callback/google', '//api//auth/x', '/API/Auth/x']) {
      expect({ url, limit: bodyLimitOf(url, 'POST') }).toEqual({ url, limit: AUTH_BODY_LIMIT });
    }
    for (const url of [UPLOAD_PATH, `${UPLOAD_PATH}?x=1`, '/api/v1/auth/account/../account/upload', '/api/v1/auth/account/%75pload', `http://example.com${UPLOAD_PATH}`]) {
      expect({ url, limit: bodyLimitOf(url, 'POST') }).toEqual({ url, limit: UPLOAD_BODY_LIMIT });
    }
    for (const url of ['/api/authx', '/api/v1/search', '/', '/vod/1', '/%', '/api/v1/auth/account', `${UPLOAD_PATH}/`, `${UPLOAD_PATH}x`, '/API/v1/auth/account/upload', `/en${UPLOAD_PATH}`]) {
      expect({ url, limit: bodyLimitOf(url, 'POST') }).toEqual({ url, limit: BODY_LIMIT });
    }
    expect(bodyLimitOf(UPLOAD_PATH, 'PUT')).toBe(BODY_LIMIT);
  });

  it('keeps the caps in step with the BFF: 64 kB its limit, the upload its one larger endpoint, clearly below 4 MiB', () => {
    expect(BODY_LIMIT).toBe(MAX_BODY_BYTES);
    const larger = Object.entries(endpoints).filter(([, endpoint]) => (endpoint.maxBodyBytes ?? 0) > BODY_LIMIT);
    expect(larger.map(([path, endpoint]) => [`/api/v1/${path}`, endpoint.method, endpoint.maxBodyBytes])).toEqual([[UPLOAD_PATH, 'POST', AVATAR_UPLOAD_BODY_BYTES]]);
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThanOrEqual(1.25 * AVATAR_UPLOAD_BODY_BYTES);
    // The drain lets a body of twice the largest cap reach its 413.
    expect(DRAIN_BYTES).toBeGreaterThanOrEqual(2 * UPLOAD_BODY_LIMIT);
  });

  it('gives a request 60 s to come whole (not Node\'s 300 s), enough for the avatar upload on a slow link', () => {
    const options = webServerOptions({});
    expect(options.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(options.requestTimeout).toBeLessThan(300_000);
    // 2.8 MB at 0.4 Mbit/s.
    expect((AVATAR_UPLOAD_BODY_BYTES * 8) / (options.requestTimeout / 1000)).toBeLessThanOrEqual(400_000);
    expect(options.headersTimeout).toBeLessThanOrEqual(options.requestTimeout);
    expect(options.keepAliveTimeout).toBe(65_000);
    // Node refuses a headersTimeout over requestTimeout: the options are taken, whatever the environment.
    for (const env of [{}, { REQUEST_TIMEOUT_MS: '10000', KEEP_ALIVE_TIMEOUT_MS: '120000' }]) {
      const created = createServer(webServerOptions(env));
      expect(created.headersTimeout).toBeLessThanOrEqual(created.requestTimeout);
      expect(created.requestTimeout).toBe(Number(env.REQUEST_TIMEOUT_MS ?? REQUEST_TIMEOUT_MS));
    }
  });
});
