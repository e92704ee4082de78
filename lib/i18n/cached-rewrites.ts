import { NextResponse, type NextRequest } from 'next/server';
import { scheduleDays } from '@/lib/schedule-days';
import { cachedSearchPath, readSearchRequest } from '@/lib/search/search-address';
import { SEARCH_PARAM } from '@/lib/routes';
import { localeOfPath } from './routing';

/**
 * Pages whose seed address carries a query string are rewritten to a path Next can cache: a page
 * that read the query would be rendered for every request.
 *  - `/schedule?date=YYYY-MM-DD` is served by the cached page of that day, `/[locale]/schedule/[date]`.
 *    Only the days the schedule offers are rewritten, so the cache holds at most those; any other
 *    `date` leaves the request on `/schedule`, which shows today.
 *  - `/search?search_query=…&kind=…&page=…` is served by `/[locale]/search/results/…`, one cached
 *    page per search (lib/search/search-address); an empty search stays on `/search`.
 * The browser keeps the address it asked for.
 */
export function rewriteToCachedPage(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response;
  const { pathname, searchParams } = request.nextUrl;
  const locale = localeOfPath(pathname);
  const rest = (pathname.startsWith(`/${locale}/`) || pathname === `/${locale}` ? pathname.slice(locale.length + 1) : pathname).replace(/\/$/, '');

  let target: string | null = null;
  if (rest === '/schedule') {
    const date = searchParams.get('date');
    if (date && scheduleDays(new Date()).includes(date)) target = `/schedule/${date}`;
  } else if (rest === '/search') {
    target = cachedSearchPath(readSearchRequest({ query: searchParams.get(SEARCH_PARAM), kind: searchParams.get('kind'), page: searchParams.get('page') }));
  }
  if (!target) return response;

  const url = new URL(`/${locale}${target}`, request.url);
  url.search = request.nextUrl.search;
  // Keep what the locale middleware set (cookies, request headers for next-intl), as a rewrite.
  const headers = new Headers(response.headers);
  headers.delete('x-middleware-next');
  headers.delete('x-middleware-rewrite');
  return NextResponse.rewrite(url, { headers });
}
