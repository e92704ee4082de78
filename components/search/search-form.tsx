import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { routes, SEARCH_PARAM } from '@/lib/routes';
import { MAX_QUERY_LENGTH } from '@/lib/search/search-address';

/** A plain GET form (works without JavaScript) to /search?search_query=. */
export async function SearchForm({ query, locale }: { query: string; locale: string }) {
  const t = await getTranslations('Search');
  return (
    <form role="search" aria-label={t('formLabel')} action={getPathname({ href: routes.search(), locale })} className="mb-6 flex gap-2">
      <label htmlFor="search-page-input" className="sr-only">{t('label')}</label>
      <input id="search-page-input" name={SEARCH_PARAM} type="search" defaultValue={query} maxLength={MAX_QUERY_LENGTH} placeholder={t('placeholder')} className="h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-3 text-slate-900 sm:px-4" />
      <button type="submit" className="h-11 shrink-0 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 sm:px-6">{t('submit')}</button>
    </form>
  );
}
