/**
 * Remember-me: next-auth has one maxAge for every session, so the choice lives in the JWT.
 * Remembered sessions keep the 30-day cookie; the others get a browser-session cookie (no
 * Max-Age/Expires, see the route handler) and end after 12 hours at most in any case.
 */
export const REMEMBER_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
export const BROWSER_SESSION_MAX_MS = 12 * 60 * 60 * 1000;

export interface RememberClaims {
  remember?: boolean;
  loginAt?: number;
}

/** A session that was not remembered is over 12 hours after sign-in. */
export function isSessionOverdue(claims: RememberClaims, now = Date.now()): boolean {
  if (claims.remember !== false) return false;
  return typeof claims.loginAt !== 'number' || now - claims.loginAt > BROWSER_SESSION_MAX_MS;
}

/** Drops Max-Age and Expires from a Set-Cookie line, so the browser forgets it when it closes. */
export function toBrowserSessionCookie(setCookie: string): string {
  return setCookie
    .split(';')
    .filter((part) => !/^\s*(max-age|expires)=/i.test(part))
    .join(';');
}

export function isSessionTokenCookie(setCookie: string): boolean {
  return /^(__Secure-)?next-auth\.session-token=/.test(setCookie.trim());
}
