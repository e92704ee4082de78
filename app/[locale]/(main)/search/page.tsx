import { getTranslations } from 'next-intl/server';
import { UnavailableNote } from '@/components/catalogue/unavailable-note';
import { PageHeading } from '@/components/layout/page-heading';
import { SearchEmpty } from '@/components/search/search-empty';
import { SearchForm } from '@/components/search/search-form';
import { SearchHitItem } from '@/components/search/search-hit-item';
import { searchCatalogue } from '@/lib/api/portal';
import { SearchKindSchema, type SearchKind } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { activateLocale } from '@/lib/i18n/page';
import { routes, SEARCH_PARAM } from '@/lib/routes';
import { NOINDEX_FOLLOW, staticPageMetadata } from '@/lib/seo/metadata';

// Per query (searchParams): rendered for each request; the answers are memoised briefly (lib/api/portal).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Result pages are not indexed, but crawlers may follow their links.
export const generateMetadata = staticPageMetadata('search', routes.search(), NOINDEX_FOLLOW);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const KINDS = SearchKindSchema.options;

export default async function Page({ params, searchParams }: Props) {
  const locale = await activateLocale(params);
  const [t, tp] = await Promise.all([getTranslations('Search'), getTranslations('Pages')]);
  const sp = await searchParams;
  const query = (first(sp[SEARCH_PARAM]) ?? '').trim().slice(0, 200);
  const kindParam = SearchKindSchema.safeParse(first(sp.kind));
  const kind: SearchKind | undefined = kindParam.success ? kindParam.data : undefined;
  const page = Math.min(1000, Math.max(1, Number.parseInt(first(sp.page) ?? '1', 10) || 1));
  const results = query ? await searchCatalogue(locale, query, page, kind).catch(() => null) : null;
  const href = (next: { kind?: SearchKind; page?: number }) => ({
    pathname: routes.search(),
    query: { [SEARCH_PARAM]: query, ...(next.kind ? { kind: next.kind } : {}), ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) },
  });
  const pages = results ? Math.max(1, Math.ceil(results.totals / 20)) : 1;
  const tab = (active: boolean) => `rounded-full px-3 py-1 text-sm font-semibold ${active ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 border border-slate-300 hover:border-brand-600'}`;

  return (
    <article>
      <PageHeading>{tp('search')}</PageHeading>
      <SearchForm query={query} locale={locale} />
      {!query ? <SearchEmpty language={locale} /> : null}
      {query && !results ? <UnavailableNote /> : null}
      {results ? (
        <>
          <nav aria-label={t('kinds')} className="mb-4">
            <ul className="flex flex-wrap gap-2">
              <li><Link href={href({})} className={tab(!kind)} aria-current={!kind ? 'page' : undefined}>{t('all')}</Link></li>
              {KINDS.map((k) => <li key={k}><Link href={href({ kind: k })} className={tab(kind === k)} aria-current={kind === k ? 'page' : undefined}>{t(k)}</Link></li>)}
            </ul>
          </nav>
          <p className="mb-3 text-slate-700" data-testid="search-summary" role="status">{t('found', { count: results.totals, query })}</p>
          {results.totals === 0 ? <SearchEmpty language={locale} query={query} /> : (
            <ol className="space-y-3" data-testid="search-results">
              {results.result.map((hit) => <li key={`${hit.kind}-${hit.id}`}><SearchHitItem hit={hit} terms={results.terms} kindLabel={t(hit.kind)} /></li>)}
            </ol>
          )}
          {pages > 1 ? (
            <nav aria-label={t('page', { page, pages })} className="mt-6 flex items-center justify-center gap-4 text-sm">
              {page > 1 ? <Link href={href({ kind, page: page - 1 })} rel="prev" className="font-semibold text-brand-700 hover:underline">{t('previous')}</Link> : null}
              <span className="text-slate-700">{t('page', { page, pages })}</span>
              {results.hasMore ? <Link href={href({ kind, page: page + 1 })} rel="next" className="font-semibold text-brand-700 hover:underline">{t('next')}</Link> : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
