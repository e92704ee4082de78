import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, localeOfPath, routing } from '@/lib/i18n/routing';
import { rewriteToCachedPage } from '@/lib/i18n/cached-rewrites';

const intl = createMiddleware(routing);

/**
 * Picks th/en from the `language` cookie. Without the cookie the seed starts in
 * Thai (not from Accept-Language), so we treat a missing cookie as `th` (or the
 * locale of an explicit `/en` path) and store it.
 */
export default function middleware(request: NextRequest) {
  const hadCookie = request.cookies.has(LANGUAGE_COOKIE);
  const pathLocale = localeOfPath(request.nextUrl.pathname);
  if (!hadCookie) request.cookies.set(LANGUAGE_COOKIE, pathLocale);
  const response = intl(request);
  if (!hadCookie && !response.cookies.has(LANGUAGE_COOKIE)) {
    response.cookies.set(LANGUAGE_COOKIE, pathLocale, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE,
      sameSite: 'lax',
    });
  }
  return rewriteToCachedPage(request, response);
}

export const config = {
  // Pages only: not the BFF, next-auth, Next's assets, the media proxy, the share pictures (/og/),
  // the embeddable player (/embed/, its language is ?lang=) or files with an extension (sitemap, robots).
  matcher: ['/((?!api/|_next/|_vercel|media/|og/|embed/|.*\\..*).*)'],
};
