/** Seed cookies the browser sets itself (preferences, never secrets). */
export const PreferenceCookie = { acceptShowBanner: 'acceptShowBanner', notifyHome: 'notifyHome' } as const;

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie.split('; ').find((entry) => entry.startsWith(prefix))?.slice(prefix.length);
}

export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}
