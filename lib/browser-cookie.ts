/** Seed cookies the browser sets itself (preferences, never secrets). */
export const PreferenceCookie = { acceptShowBanner: 'acceptShowBanner', notifyHome: 'notifyHome' } as const;

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie.split('; ').find((entry) => entry.startsWith(prefix))?.slice(prefix.length);
}

export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

/**
 * Source of an inline script, placed right after server-rendered markup, that hides that markup
 * while the page is parsed (before the first paint) when cookie `name` holds `value`. Cached pages
 * are the same for everyone; this keeps cookie-dependent bars from flashing or shifting the layout.
 * The Content-Security-Policy allows the script by its hash.
 */
export function hideWhenCookieScript(name: string, value: string): string {
  return `if(document.cookie.split('; ').includes(${JSON.stringify(`${name}=${value}`)}))document.currentScript.previousElementSibling.hidden=true`;
}
