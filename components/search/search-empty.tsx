import { getTranslations } from 'next-intl/server';
import { getCategories } from '@/lib/api/catalogue';
import type { Language } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { routes, SEARCH_PARAM } from '@/lib/routes';

const SUGGESTIONS = { th: ['ข่าว', 'อุทกภัย', 'สุขภาพ', 'เชียงใหม่'], en: ['news', 'flood', 'health', 'Chiang Mai'] } as const;

/** The page for an empty query (or no results): how search works, suggestions and categories. */
export async function SearchEmpty({ language, query }: { language: Language; query?: string }) {
  const t = await getTranslations('Search');
  const categories = await getCategories(language).catch(() => []);
  // Below the page's h1 directly when a query found nothing, below the help's h2 otherwise.
  const Sub = query ? 'h2' : 'h3';
  const chip = 'inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-brand-600';
  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-5" data-testid="search-help">
      {/* Found nothing: the summary above already says so (and is announced); what to try next. */}
      {query ? <p className="text-slate-800">{t('noResultsHelp')}</p> : (
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('emptyTitle')}</h2>
          <p className="text-slate-700">{t('emptyHelp')}</p>
        </div>
      )}
      <div>
        <Sub className="mb-2 text-sm font-semibold text-slate-700">{t('suggestions')}</Sub>
        <ul className="flex flex-wrap gap-2">
          {SUGGESTIONS[language].map((word) => (
            <li key={word}><Link href={{ pathname: routes.search(), query: { [SEARCH_PARAM]: word } }} className={chip}>{word}</Link></li>
          ))}
        </ul>
      </div>
      {categories.length > 0 ? (
        <div>
          <Sub className="mb-2 text-sm font-semibold text-slate-700">{t('browse')}</Sub>
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => <li key={c.id}><Link href={routes.category(c.id)} className={chip}>{c.name}</Link></li>)}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
