import { defineRouting } from 'next-intl/routing';

export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const routing = defineRouting({
  locales: ['th', 'en'],
  defaultLocale: 'th',
  localePrefix: 'as-needed',
  // The seed's cookie: `language`, path `/`.
  localeCookie: { name: LANGUAGE_COOKIE, path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // No `Link: …; rel="alternate"; hreflang=…` header from the middleware: it was built from the
  // request's Host (not the public origin) and sent on every path, 404s included, beside the pages'
  // own hreflang links (lib/seo/metadata.ts), which name the public origin and only exist where the
  // page does. It also made every page's headers about 200 bytes longer.
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** The locale a path is in under `as-needed` prefixes: `/en/...` is English, anything else Thai. */
export function localeOfPath(pathname: string): AppLocale {
  const first = pathname.split('/')[1];
  return isAppLocale(first) ? first : routing.defaultLocale;
}
