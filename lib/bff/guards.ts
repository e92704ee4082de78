/**
 * Cross-site request check for state-changing calls. Browsers send
 * `Sec-Fetch-Site` and `Origin`; a POST from another site is refused.
 * Requests without either header come from non-browser clients, which cannot
 * ride on a visitor's cookies.
 */
export function isCrossSite(headers: Headers, selfOrigin: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = headers.get('origin');
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).origin !== selfOrigin;
    } catch {
      return true;
    }
  }
  return origin === 'null';
}

/** Largest JSON body the BFF forwards. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Origin the browser used, from Host / X-Forwarded-* (set by our own proxy in production). */
export function requestOrigin(url: string, headers: Headers): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  const proto = headers.get('x-forwarded-proto') ?? new URL(url).protocol.replace(':', '');
  return host ? `${proto}://${host}` : new URL(url).origin;
}
