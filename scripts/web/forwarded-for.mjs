/**
 * Appends the address this server was reached from to the request's x-forwarded-for, as a proxy does,
 * before Next.js (its BFF and next-auth forward the header to the backend) sees it. Next only fills the
 * header in when it is missing, so a browser reaching this server directly could name any address and
 * pick its own rate-limit bucket at the backend. The backend believes the chain from the right, only
 * as far as the proxies it trusts (loopback, TRUSTED_PROXIES; backend/app.ts): the address appended
 * here is then either a trusted proxy's (behind a load balancer that appends the visitor's address) or
 * the visitor's own, and whatever the visitor wrote to its left is never read.
 */
export function appendForwardedFor(req) {
  const peer = req.socket?.remoteAddress;
  if (!peer) return;
  // An IPv4 visitor on a dual-stack socket: ::ffff:203.0.113.9.
  const address = peer.startsWith('::ffff:') ? peer.slice(7) : peer;
  const sent = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim();
  req.headers['x-forwarded-for'] = chain ? `${chain}, ${address}` : address;
}
