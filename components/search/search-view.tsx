import { getTranslations } from 'next-intl/server';
import { UnavailableNote } from '@/components/catalogue/unavailable-note';
import { PageHeading } from '@/components/layout/page-heading';
import { SearchBoxQuery } from '@/components/layout/search-box-query';
import { SearchEmpty } from '@/components/search/search-empty';
import { SearchForm } from '@/components/search/search-form';
import { SearchHitItem } from '@/components/search/search-hit-item';
import type { SearchResults } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { routes, SEARCH_PARAM } from '@/lib/routes';
import { SEARCH_KINDS, type SearchKindName, type SearchRequest } from '@/lib/search/search-address';

/** The search page: form, kind tabs, results and paging; `results` null with a query means the backend failed. */
export async function SearchView({ locale, request, results }: { locale: AppLocale; request: SearchRequest; results: SearchResults | null }) {
  const [t, tp] = await Promise.all([getTranslations('Search'), getTranslations('Pages')]);
  const { query, kind, page } = request;
  const href = (next: { kind?: SearchKindName; page?: number }) => ({
    pathname: routes.search(),
    query: { [SEARCH_PARAM]: query, ...(next.kind ? { kind: next.kind } : {}), ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) },
  });
  const pages = results ? Math.max(1, Math.ceil(results.totals / 20)) : 1;
  const tab = (active: boolean) => `rounded-full px-3 py-1 text-sm font-semibold ${active ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 border border-slate-300 hover:border-brand-600'}`;

  return (
    <article>
      <PageHeading>{tp('search')}</PageHeading>
      <SearchForm query={query} locale={locale} />
      <SearchBoxQuery query={query} />
      {!query ? <SearchEmpty language={locale} /> : null}
      {query && !results ? <UnavailableNote /> : null}
      {results ? (
        <>
          <nav aria-label={t('kinds')} className="mb-4">
            <ul className="flex flex-wrap gap-2">
              <li><Link href={href({})} className={tab(!kind)} aria-current={!kind ? 'page' : undefined}>{t('all')}</Link></li>
              {SEARCH_KINDS.map((k) => <li key={k}><Link href={href({ kind: k })} className={tab(kind === k)} aria-current={kind === k ? 'page' : undefined}>{t(k)}</Link></li>)}
            </ul>
          </nav>
          <p className="mb-3 text-slate-700" data-testid="search-summary" role="status">{t('found', { count: results.totals, query })}</p>
          {results.totals === 0 ? <SearchEmpty language={locale} query={query} /> : results.result.length === 0 ? (
            // A page past the last one (an old link, a typed address): there are results, on earlier pages.
            <p className="text-slate-700" data-testid="search-past-end">
              {t('pastEnd')}{' '}
              <Link href={href({ kind, page: pages })} className="font-semibold text-brand-700 hover:underline">{t('lastPage', { pages })}</Link>
            </p>
          ) : (
            <ol className="space-y-3" data-testid="search-results">
              {results.result.map((hit) => <li key={`${hit.kind}-${hit.id}`}><SearchHitItem hit={hit} terms={results.terms} kindLabel={t('kindOne', { kind: hit.kind })} /></li>)}
            </ol>
          )}
          {pages > 1 ? (
            <nav aria-label={t('page', { page, pages })} className="mt-6 flex items-center justify-center gap-4 text-sm">
              {page > 1 ? <Link href={href({ kind, page: Math.min(page - 1, pages) })} rel="prev" className="font-semibold text-brand-700 hover:underline">{t('previous')}</Link> : null}
              <span className="text-slate-700">{t('page', { page, pages })}</span>
              {results.hasMore ? <Link href={href({ kind, page: page + 1 })} rel="next" className="font-semibold text-brand-700 hover:underline">{t('next')}</Link> : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
