import { SearchView } from '@/components/search/search-view';
import { searchCatalogue } from '@/lib/api/portal';
import { activateLocale } from '@/lib/i18n/page';
import { routes, SEARCH_PARAM } from '@/lib/routes';
import { readSearchRequest } from '@/lib/search/search-address';
import { NOINDEX_FOLLOW, staticPageMetadata } from '@/lib/seo/metadata';

// Reads the query string, so rendered per request. The middleware sends every search with a query to
// the cached page (results/[kind]/[page]/[query]); this one mostly shows the empty search.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Result pages are not indexed, but crawlers may follow their links.
export const generateMetadata = staticPageMetadata('search', routes.search(), NOINDEX_FOLLOW);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function Page({ params, searchParams }: Props) {
  const locale = await activateLocale(params);
  const sp = await searchParams;
  const request = readSearchRequest({ query: first(sp[SEARCH_PARAM]), kind: first(sp.kind), page: first(sp.page) });
  const results = request.query ? await searchCatalogue(locale, request).catch(() => null) : null;
  return <SearchView locale={locale} request={request} results={results} />;
}
