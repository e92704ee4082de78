import { appendForwardedFor } from './forwarded-for.mjs';

const request = (remoteAddress, forwarded) => ({ socket: { remoteAddress }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } });

describe('appendForwardedFor', () => {
  it('names the address the request came from when the browser sent none', () => {
    const req = request('203.0.113.9');
    appendForwardedFor(req);
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
  it('appends it to what the browser (or a proxy) sent, so the last entry is always the socket\'s', () => {
    const req = request('203.0.113.9', '198.51.100.1');
    appendForwardedFor(req);
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.1, 203.0.113.9');
    const proxied = request('10.0.0.2', '198.51.100.1, 192.0.2.7');
    appendForwardedFor(proxied);
    expect(proxied.headers['x-forwarded-for']).toBe('198.51.100.1, 192.0.2.7, 10.0.0.2');
  });
  it('writes an IPv4 visitor of a dual-stack socket as IPv4, and leaves IPv6 as it is', () => {
    const v4 = request('::ffff:203.0.113.9');
    appendForwardedFor(v4);
    expect(v4.headers['x-forwarded-for']).toBe('203.0.113.9');
    const v6 = request('2001:db8::1', ' ');
    appendForwardedFor(v6);
    expect(v6.headers['x-forwarded-for']).toBe('2001:db8::1');
  });
});
