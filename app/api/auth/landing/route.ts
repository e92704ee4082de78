import { getServerSession } from 'next-auth';
import { NextResponse, type NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/lib/i18n/routing';
import { landingPath } from '@/lib/auth/landing';

/**
 * Where Google/Facebook sign-in returns to: like a password sign-in, the
 * interface switches to the member's saved language, then the page they
 * started from opens again (`?to=` must be a path on this site).
 */
export async function GET(request: NextRequest) {
  const session = await getServerSession(authOptions);
  // An ended session (a copied cookie after sign-out) has no user: the session callback gives none.
  const language = session?.user?.language;
  const target = landingPath(request.nextUrl.searchParams.get('to'), language);
  // A relative Location: the server's own idea of its origin (0.0.0.0, an internal host) must not leak in.
  const response = new NextResponse(null, { status: 303, headers: { location: target } });
  if (language) response.cookies.set(LANGUAGE_COOKIE, language, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax' });
  return response;
}
