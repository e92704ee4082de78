// Request body caps of the production web server, enforced while the body arrives, before any handler
// (Next, its middleware, next-auth, the BFF) reads it: a body past its cap is answered 413 by
// secure-handler.mjs and never handed on, so no request can make the web process hold more than its
// cap, however it is sent (Content-Length or chunked). next-auth reads a POST's whole body itself
// (`req.text()`), with no limit of its own: a 200 MB sign-in post cost +400 MB of memory before this
// cap; Next's middleware buffers the body of any request it runs for (40 stalled 4 MiB posts to `/`
// grew the process from 122 to 454 MB under a single 4 MiB cap), hence caps by path.
//
// A refused body is not simply left unread: closing a connection with request bytes still unread
// makes the kernel send a reset, and a client that writes its whole body before reading the answer
// (Playwright's request context, curl, most HTTP libraries) then gets EPIPE / ECONNRESET instead of
// the 413. So the connection closes lingering (lingeringClose): the answer, then the end of our side
// of the connection, then the rest of what the client sends read and thrown away, for DRAIN_MS and
// DRAIN_BYTES at most, then the connection is closed.
import { Socket } from 'node:net';

/**
 * /api/auth/*: next-auth's sign-in, callback and sign-out posts are small urlencoded forms (csrfToken
 * of 64 hex digits, callbackUrl, username, password, remember; an OpenID form_post's id_token is a
 * few kB). 16 kB leaves room for a long callbackUrl and for the client logger's error reports
 * (`_log`), and is far below any memory concern.
 */
export const AUTH_BODY_LIMIT = 16 * 1024;

/** The BFF's avatar upload: the only request that may carry more than BODY_LIMIT (POST only). */
export const UPLOAD_PATH = '/api/v1/auth/account/upload';

/**
 * POST UPLOAD_PATH: a JSON data URL of at most 2 MB of picture (AVATAR_UPLOAD_BODY_BYTES in
 * lib/contract/members.ts: about 2.8 MB, which the BFF then holds it to). 4 MiB is clearly above it;
 * body-limit.test.mjs checks it against the contract (this file runs in plain Node and cannot import
 * lib/'s TypeScript).
 */
export const UPLOAD_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Everything else: the BFF's limit for every other endpoint (MAX_BODY_BYTES in lib/bff/guards.ts,
 * which body-limit.test.mjs checks against this one). No page or route takes more: there are no
 * server actions, /api/revalidate takes 2 kB, and a page's POST is read only by Next's middleware.
 */
export const BODY_LIMIT = 64 * 1024;

/**
 * The longest a refused request's connection lingers after the answer, reading and throwing away
 * what the client still sends. A client that reads the answer stops or finishes sending and closes
 * within a round trip or two; one that writes everything first needs the time its remaining body
 * takes: 8 MiB (below) in 2 s is about 34 Mbit/s, so on slower links the time bound is the one that
 * binds, and a body that would take longer was too large by far anyway (its sender gets the reset).
 * Not renewed by arriving data (unlike nginx's lingering_timeout): a trickling sender cannot keep
 * the connection. Costs a socket for 2 s per refusal and no memory beyond the socket's buffers.
 */
export const DRAIN_MS = 2000;

/**
 * The most a refused request's connection reads after the answer, thrown away piece by piece as it
 * comes (one socket read, 64 kB, held at a time). Twice the largest cap, so that a client that sent a
 * mistakenly large body (the e2e suite's 5 MB search, a photo a few MB over the avatar limit) still
 * gets its 413; anything larger is no mistake, and its connection is cut.
 */
export const DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * The web server's requestTimeout (Node's default: 300 s): the whole request, headers and body, must
 * have come within it. The largest body is the 2.8 MB avatar upload: 60 s lets it arrive at
 * 0.4 Mbit/s, slower than a poor 3G uplink (about 1 Mbit/s), while a client that holds a request
 * open by sending slowly holds it a fifth as long as before. Node checks every 30 s
 * (connectionsCheckingInterval), so a request is cut between 60 and 90 s.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The path a request names, as the router will see it (absolute form, dot segments, %-encoding). */
function routePathOf(url) {
  try {
    const parsed = /^[a-z][a-z\d+.-]*:/i.test(url) ? new URL(url) : new URL(`http://x${url.startsWith('/') ? '' : '/'}${url}`);
    return decodeURIComponent(parsed.pathname);
  } catch {
    return url;
  }
}

/**
 * The body cap of a request by its URL and method (req.url, req.method). The avatar upload's path is
 * matched exactly once dot segments and %-encoding are resolved (as the BFF's route sees it): any
 * other spelling gets the smaller cap, the safe way round; /api/auth is matched however it is
 * spelled, for the same reason.
 */
export function bodyLimitOf(url, method) {
  const path = routePathOf(url);
  if (/^\/+api\/+auth(?:\/|$)/i.test(path)) return AUTH_BODY_LIMIT;
  if (method === 'POST' && path === UPLOAD_PATH) return UPLOAD_BODY_LIMIT;
  return BODY_LIMIT;
}

/** The request comes with a body (declared or chunked). */
export function hasBody(req) {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
}

/** The request declares a Content-Length over `limit`. */
export const declaredOver = (req, limit) => Number(req.headers['content-length']) > limit;

/**
 * Holds req's body to `limit` bytes. A declared Content-Length over it returns true at once: nothing
 * is read. Otherwise the body is counted piece by piece as Node's HTTP parser hands it to the request
 * (IncomingMessage#push, before any reader sees it); the piece that passes the limit and everything
 * after it are dropped (never an early end, which a reader would take for a whole, shorter body), the
 * socket is no longer read, and `onOver` is called once, to answer (and fail the body's readers).
 *
 * Either way the request's stream no longer takes its connection down with it when destroyed (see
 * keepConnection): whoever answers decides how the connection ends.
 */
export function capRequestBody(req, limit, onOver) {
  keepConnection(req);
  if (declaredOver(req, limit)) return true;
  const push = req.push;
  let received = 0;
  let over = false;
  req.push = function cappedPush(chunk, encoding) {
    if (over) return false;
    if (chunk != null) {
      received += chunk.length;
      if (received > limit) {
        over = true;
        onOver();
        // false: the parser stops reading the socket (until the connection lingers: lingeringClose).
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  return false;
}

/**
 * A request's stream destroyed (by a reader that gave up on the body, like the BFF past an
 * endpoint's limit, or by secure-handler.mjs once the answer is done) fails for its readers as
 * before, but no longer destroys the socket with it (IncomingMessage#_destroy does, while the body is
 * unfinished): that would reset the connection before or just after the answer, with the body's
 * remaining bytes unread. The answer's end closes the connection instead, lingering
 * (closeAfterAnswer). Node itself spares the socket when a `for await` over the request stops early
 * (it clears req.socket first); this covers every other way. A socket closed by the client still
 * aborts the request as before.
 */
export function keepConnection(req) {
  req._destroy = function destroyBodyOnly(error, callback) {
    if (!this.readableEnded || !this.complete) {
      this.aborted = true;
      this.emit('aborted');
    }
    // As IncomingMessage does: an error only for a stream with listeners for it (no crash otherwise).
    process.nextTick(() => callback(this.listenerCount('error') > 0 ? error : undefined));
  };
}

/** Fails whoever still reads req's body (a premature close), the connection kept (keepConnection). */
export function abandonBody(req) {
  if (!req.destroyed) req.destroy();
}

/** Where lingeringClose keeps what it did, on the socket (for the tests): { bytes, ended }. */
export const LINGER = Symbol('prd.linger');

/**
 * Closes `socket` lingering: ends our side (the client reads the answer, then the end), no longer
 * parses what arrives (the HTTP parser is detached: no further request is read from this
 * connection), reads and throws away what the client still sends, and destroys the socket once the
 * client has closed its side, after `bytes` bytes or after `ms`, whichever comes first. Only then
 * can unread bytes remain, and the kernel's reset with them.
 */
export function lingeringClose(socket, { ms = DRAIN_MS, bytes = DRAIN_BYTES } = {}) {
  if (socket.destroyed || socket[LINGER]) return;
  const state = { bytes: 0, ended: null };
  socket[LINGER] = state;
  const close = (why) => {
    if (state.ended) return;
    state.ended = why;
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(() => close('time'), ms);
  timer.unref();
  socket.once('close', () => close('closed'));
  if (socket.writable) socket.end();
  socket.once('end', () => close('end'));
  const discard = (chunk) => {
    state.bytes += chunk.length;
    if (state.bytes >= bytes) close('bytes');
  };
  // Node's server reads the connection with its parser, not through the socket's stream: adding a
  // 'data' listener makes it hand the bytes to the stream instead (its own 'data' listener, which
  // would parse them, goes first). It must be reading then: a socket paused for the parser (the
  // request's stream was full, or past its cap) starts again through the server's own 'resume'
  // listener, which runs before ours. Done once the parser is through with the read it may be in
  // (a quick answer can be out before the parser has handed on the rest of the read that brought
  // its request).
  const detach = () => {
    socket.removeAllListeners('data');
    socket.on('data', discard);
  };
  setImmediate(() => {
    if (state.ended) return;
    if (socket.readableFlowing) detach();
    else {
      socket.once('resume', detach);
      socket.resume();
    }
  });
}

/**
 * The connection of the answer being written to req closes lingering once the answer is out, if the
 * body is not all read by then. Node closes the connection of a `Connection: close` answer with
 * socket.destroySoon() when it is written (ends our side, then destroys the socket at once): for this
 * socket, that is now a lingeringClose. Returns what undoes it, for an answer that kept the
 * connection after all (the body was all read by its end).
 */
export function closeAfterAnswer(req, socket) {
  if (!socket || socket.destroyed) return () => undefined;
  const lingerUnlessRead = function lingerUnlessRead() {
    delete this.destroySoon;
    if (req.complete) return Socket.prototype.destroySoon.call(this);
    return lingeringClose(this);
  };
  socket.destroySoon = lingerUnlessRead;
  return () => {
    if (socket.destroySoon === lingerUnlessRead) delete socket.destroySoon;
  };
}

/**
 * The server's `checkContinue` listener: a request that expects `100 Continue` (Node sends it before
 * the handler runs, without one) gets it only when its declared length is within its path's cap.
 * Otherwise the handler runs without it, and secure-handler.mjs answers 413 before the client sends
 * the body (it should then not send it; one that does anyway is drained like any refused body).
 */
export function continueWithinCap(server) {
  return function checkContinue(req, res) {
    if (!declaredOver(req, bodyLimitOf(req.url ?? '/', req.method))) res.writeContinue();
    server.emit('request', req, res);
  };
}

/**
 * Options of the web server's node:http server. `headersTimeout` must not exceed `requestTimeout`
 * (Node refuses it): Node's own default relation, the smaller of 60 s and requestTimeout. Since Node
 * 18 it runs from a request's first byte only, not over an idle keep-alive connection, so it need
 * not exceed keepAliveTimeout (it used to be keepAliveTimeout + 1 s).
 */
export function webServerOptions(env = process.env) {
  const requestTimeout = Number(env.REQUEST_TIMEOUT_MS) || REQUEST_TIMEOUT_MS;
  return {
    requestTimeout,
    headersTimeout: Math.min(60_000, requestTimeout),
    // Idle keep-alive connections stay open longer than a load balancer's or client pool's idle
    // timeout (commonly 60 s): with Node's default of 5 s the server may close a socket just as the
    // client sends its next request on it, which the client sees as ECONNRESET.
    keepAliveTimeout: Number(env.KEEP_ALIVE_TIMEOUT_MS) || 65_000,
  };
}
