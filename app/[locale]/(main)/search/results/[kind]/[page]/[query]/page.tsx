import { notFound } from 'next/navigation';
import { SearchView } from '@/components/search/search-view';
import { searchCatalogue } from '@/lib/api/portal';
import { activateLocale, renderOnDemand } from '@/lib/i18n/page';
import { routes } from '@/lib/routes';
import { searchFromSegments } from '@/lib/search/search-address';
import { NOINDEX_FOLLOW, staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; kind: string; page: string; query: string }> };

// The address people see is /search?search_query=…; this one is the middleware's rewrite of it.
export const generateMetadata = staticPageMetadata('search', routes.search(), NOINDEX_FOLLOW);

export const generateStaticParams = renderOnDemand;

/**
 * One search (lib/search/search-address), rendered on its first request and then served from the
 * page cache until the catalogue changes or the layout's revalidate time passes.
 */
export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const request = searchFromSegments(await params);
  if (!request) notFound();
  // A backend failure is not cached: the page errors, and the web server answers 503 or retries it.
  const results = await searchCatalogue(locale, request);
  return <SearchView locale={locale} request={request} results={results} />;
}
