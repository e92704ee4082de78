import { localeOfPath, routing, type AppLocale } from '@/lib/i18n/routing';

const LOCAL = 'http://local';

/**
 * `to` parsed as an address on this site (the URL parser normalises and percent-encodes its path,
 * query and fragment), else null. Refused: anything not starting with one `/`, control characters
 * and backslashes (browsers drop a tab or newline in a URL, and read `\` as `/`, so `/\t/evil` and
 * `/\evil` would leave the site), and a path the parser resolves to one starting `//` (`/.//evil`).
 */
export function localUrl(to: string | null): URL | null {
  if (!to || !to.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(to)) return null;
  let url: URL;
  try {
    url = new URL(to, LOCAL);
  } catch {
    return null;
  }
  return url.origin === LOCAL && !url.pathname.startsWith('//') ? url : null;
}

/**
 * The page to open after a social sign-in: `to` (a path on this site, else
 * home) in the member's language. Anything that is not a plain local path
 * (`//evil`, `https://...`, `/\\evil`, `/\t/evil`, `/.//evil`) is refused: no open redirect.
 */
export function landingPath(to: string | null, language: AppLocale | undefined): string {
  const url = localUrl(to) ?? new URL('/', LOCAL);
  const rest = `${url.search}${url.hash}`;
  if (!language) return `${url.pathname}${rest}`;
  const current = localeOfPath(url.pathname);
  const bare = current === routing.defaultLocale ? url.pathname : url.pathname.replace(/^\/[^/]+/, '') || '/';
  const localized = language === routing.defaultLocale ? bare : `/${language}${bare === '/' ? '' : bare}`;
  // Taking the language off `/en//evil` leaves `//evil`: another site.
  if (localized.startsWith('//')) return '/';
  return `${localized}${rest}`;
}

/** Longest callback address kept (a browser keeps cookies of about 4 kB). */
const MAX_CALLBACK_URL = 2048;

/**
 * next-auth's `callbackUrl` (a sign-in's or sign-out's destination): `url` resolved on `baseUrl` when
 * it stays on that origin, else `baseUrl`. Never throws (next-auth's default threw on a value that is
 * no URL at all: a 500).
 */
export function sameSiteUrl(url: string, baseUrl: string): string {
  // next-auth keeps the answer in a cookie and a redirect: an address longer than a browser keeps in a
  // cookie (a 90 kB callbackUrl made a response header too big for an HTTP client to read) goes home.
  if (url.length > MAX_CALLBACK_URL) return baseUrl;
  try {
    const target = new URL(url, baseUrl);
    if (target.origin === new URL(baseUrl).origin) return target.href;
  } catch {
    // Not an address: home.
  }
  return baseUrl;
}
