import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isSessionCookie } from '@/lib/auth/cookie-names';
import { LOGIN_QUERY } from '@/lib/login-address';
import { memberPagePath, RETURN_PARAM } from '@/lib/login-return';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, localeOfPath, routing } from '@/lib/i18n/routing';
import { rewriteToCachedPage } from '@/lib/i18n/cached-rewrites';

const intl = createMiddleware(routing);

/**
 * Picks th/en from the `language` cookie. Without the cookie the seed starts in
 * Thai (not from Accept-Language), so we treat a missing cookie as `th` (or the
 * locale of an explicit `/en` path) and store it.
 */
export default function middleware(request: NextRequest) {
  const toLogin = loginFirst(request);
  if (toLogin) return toLogin;
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


/**
 * A member page asked for without any session cookie goes to the home page with the login dialog open,
 * as the member layout would send it (lib/auth/require-member.ts), and with the page it asked for
 * (`next`), where signing in then takes it. With a cookie the layout decides (it asks the backend).
 */
function loginFirst(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  const page = memberPagePath(pathname);
  if (!page) return null;
  // The site's one session cookie, whole or in next-auth's chunks.
  if (request.cookies.getAll().some(({ name }) => isSessionCookie(name))) return null;
  const target = request.nextUrl.clone();
  target.pathname = localeOfPath(pathname) === 'en' ? '/en' : '/';
  target.search = new URLSearchParams({ ...LOGIN_QUERY, [RETURN_PARAM]: page }).toString();
  const response = NextResponse.redirect(target, 307);
  // Decided by a cookie: no shared cache keeps it.
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // Pages only: not the BFF, next-auth, Next's assets, the media proxy, the share pictures (/og/),
  // the embeddable player (/embed/, its language is ?lang=) or files with an extension (sitemap, robots).
  matcher: ['/((?!api/|_next/|_vercel|media/|og/|embed/|.*\\..*).*)'],
};
