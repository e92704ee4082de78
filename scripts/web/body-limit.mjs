// Request body caps of the production web server, enforced while the body arrives, before any handler
// (Next, next-auth, the BFF) reads it: a body past its cap is answered 413 by secure-handler.mjs and
// the rest is never read, so no request can make the web process hold more than its cap, however it is
// sent (Content-Length or chunked). next-auth reads a POST's whole body itself (`req.text()`), with no
// limit of its own: a 200 MB sign-in post cost +400 MB of memory before this cap.

/**
 * /api/auth/*: next-auth's sign-in, callback and sign-out posts are small urlencoded forms (csrfToken
 * of 64 hex digits, callbackUrl, username, password, remember; an OpenID form_post's id_token is a
 * few kB). 16 kB leaves room for a long callbackUrl and for the client logger's error reports
 * (`_log`), and is far below any memory concern.
 */
export const AUTH_BODY_LIMIT = 16 * 1024;

/**
 * Everything else: the largest legitimate body is the BFF's avatar upload, a JSON data URL of at
 * most 2 MB of picture (AVATAR_UPLOAD_BODY_BYTES in lib/contract/members.ts: about 2.8 MB); the
 * BFF then holds each endpoint to its own, smaller limit (lib/bff/read-body.ts). 4 MiB is clearly
 * above it (a test checks every endpoint's limit against this one).
 */
export const BODY_LIMIT = 4 * 1024 * 1024;

/** The path a request names, as the router will see it (absolute form, dot segments, %-encoding). */
function routePathOf(url) {
  try {
    const parsed = /^[a-z][a-z\d+.-]*:/i.test(url) ? new URL(url) : new URL(`http://x${url.startsWith('/') ? '' : '/'}${url}`);
    return decodeURIComponent(parsed.pathname);
  } catch {
    return url;
  }
}

/** The body cap of a request by its URL (req.url). */
export function bodyLimitOf(url) {
  return /^\/+api\/+auth(?:\/|$)/i.test(routePathOf(url)) ? AUTH_BODY_LIMIT : BODY_LIMIT;
}

/** The request comes with a body (declared or chunked). */
export function hasBody(req) {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
}

/**
 * Holds req's body to `limit` bytes. A declared Content-Length over it returns true at once: nothing
 * is read. Otherwise the body is counted piece by piece as Node's HTTP parser hands it to the request
 * (IncomingMessage#push, before any reader sees it); the piece that passes the limit and everything
 * after it are dropped (never an early end, which a reader would take for a whole, shorter body), the
 * socket is no longer read, and `onOver` is called once, to answer and close the connection.
 */
export function capRequestBody(req, limit, onOver) {
  if (Number(req.headers['content-length']) > limit) return true;
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
        // false: the parser stops reading the socket.
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  return false;
}
