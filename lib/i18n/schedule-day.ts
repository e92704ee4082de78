import { NextResponse, type NextRequest } from 'next/server';
import { scheduleDays } from '@/lib/schedule-days';
import { localeOfPath } from './routing';

/**
 * `/schedule?date=YYYY-MM-DD` (the seed's address) is served by the cached page of that day,
 * `/[locale]/schedule/[date]`: a page that read the query would be rendered for every request.
 * Only the days the schedule offers are rewritten, so the cache holds at most those; any other
 * `date` leaves the request on `/schedule`, which shows today (as before).
 */
export function rewriteScheduleDay(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response;
  const { pathname, searchParams } = request.nextUrl;
  const locale = localeOfPath(pathname);
  const rest = pathname.startsWith(`/${locale}/`) || pathname === `/${locale}` ? pathname.slice(locale.length + 1) : pathname;
  if (rest.replace(/\/$/, '') !== '/schedule') return response;
  const date = searchParams.get('date');
  if (!date || !scheduleDays(new Date()).includes(date)) return response;

  const target = new URL(`/${locale}/schedule/${date}`, request.url);
  target.search = request.nextUrl.search;
  // Keep what the locale middleware set (cookies, request headers for next-intl), as a rewrite.
  const headers = new Headers(response.headers);
  headers.delete('x-middleware-next');
  headers.delete('x-middleware-rewrite');
  return NextResponse.rewrite(target, { headers });
}
