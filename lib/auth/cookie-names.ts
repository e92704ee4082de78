/**
 * Whether the session and CSRF cookies are the secure kind (`__Secure-`/`__Host-` names, `Secure`):
 * when the site's configured origin is https (NEXTAUTH_URL, else PUBLIC_ORIGIN, else WEB_ORIGIN).
 * Decided by configuration, never by a request: next-auth on its own takes it from NEXTAUTH_URL when set,
 * else (AUTH_TRUST_HOST, as scripts/start.mjs sets it) from each request's X-Forwarded-Proto, while its
 * getToken() looks at NEXTAUTH_URL alone. Behind an https proxy without NEXTAUTH_URL, sign-in then wrote
 * `__Secure-next-auth.session-token` and every reader looked for the plain name (every member call 401),
 * and a reader of the plain name trusts a cookie that plain http or a sibling subdomain can plant.
 */
export function usesSecureCookies(env: Record<string, string | undefined> = process.env): boolean {
  const origin = env.NEXTAUTH_URL || env.PUBLIC_ORIGIN || env.WEB_ORIGIN || '';
  return origin.trim().toLowerCase().startsWith('https://');
}

/** The one name the session cookie has on this site (next-auth's, by usesSecureCookies). */
export function sessionCookieName(env: Record<string, string | undefined> = process.env): string {
  return `${usesSecureCookies(env) ? '__Secure-' : ''}next-auth.session-token`;
}

/** Whether a cookie is the session cookie `name`, whole or one of next-auth's chunks of it (`<name>.0`, `<name>.1`, ...). */
export function isSessionCookie(cookie: string, name: string = sessionCookieName()): boolean {
  return cookie === name || cookie.startsWith(`${name}.`);
}

/**
 * The device cookie (OWASP "device cookies"): the token the backend gives a browser at a sign-in with the
 * right password. httpOnly and sent only to next-auth's routes, so pages and the micro-cache never see it.
 */
export function deviceCookieName(env: Record<string, string | undefined> = process.env): string {
  return `${usesSecureCookies(env) ? '__Secure-' : ''}prd.device`;
}

/** Where the device cookie is sent: next-auth's routes, where the password sign-in is. */
export const DEVICE_COOKIE_PATH = '/api/auth';
