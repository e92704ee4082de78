'use client';

import Form from 'next/form';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { BackIcon, SearchIcon } from '@/components/ui/icons';
import { KEEP_CLICK } from '@/lib/early-click';
import { getPathname } from '@/lib/i18n/navigation';
import { routes, SEARCH_PARAM } from '@/lib/routes';
import { MAX_QUERY_LENGTH } from '@/lib/search/search-address';

/** The top bar's search field (the search page puts its query there: SearchBoxQuery). */
export const SEARCH_BOX_ID = 'site-search';

/**
 * Search box of the top bar; below md it collapses to an icon that opens a full-width search mode.
 * It reads nothing of the address (useSearchParams would make React leave it out of the cached HTML of
 * every page and render it in the browser at hydration): it is the same on every page.
 */
export function SearchBox() {
  const t = useTranslations('TopBar');
  const locale = useLocale();
  const [mobileOpen, setMobileOpen] = useState(false);
  const action = getPathname({ href: routes.search(), locale });
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // The search mode takes the focus into its box (the phone's keyboard opens), and gives it back to the
  // button that opened it when it closes by Back or Escape; focus left on the hidden button would be lost.
  const opened = useRef(false);
  useEffect(() => {
    if (mobileOpen) input.current?.focus();
    else if (opened.current) opener.current?.focus();
    opened.current = mobileOpen;
  }, [mobileOpen]);

  return (
    <>
      <button
        type="button"
        className="grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
        ref={opener}
        aria-label={t('openSearch')}
        onClick={() => setMobileOpen(true)}
        {...KEEP_CLICK}
      >
        <SearchIcon />
      </button>
      <div
        onKeyDown={mobileOpen ? (event) => event.key === 'Escape' && setMobileOpen(false) : undefined}
        className={`${mobileOpen ? 'fixed inset-x-0 top-0 z-50 flex h-14 items-center gap-2 bg-white px-2 shadow' : 'hidden'} md:static md:z-auto md:flex md:h-auto md:flex-1 md:bg-transparent md:px-0 md:shadow-none`}
      >
        {mobileOpen && (
          <button
            type="button"
            className="grid size-10 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={t('closeSearch')}
            onClick={() => setMobileOpen(false)}
          >
            <BackIcon />
          </button>
        )}
        {/* No prefetch: /search without a query is not where a search goes (each search is its own page). */}
        <Form action={action} prefetch={false} role="search" aria-label={t('siteSearch')} className="flex w-full max-w-xl md:mx-auto" onSubmit={() => {
            opened.current = false; // the search page takes over: no focus back to the hidden button
            setMobileOpen(false);
          }}>
          <label htmlFor={SEARCH_BOX_ID} className="sr-only">
            {t('search')}
          </label>
          <input
            id={SEARCH_BOX_ID}
            name={SEARCH_PARAM}
            maxLength={MAX_QUERY_LENGTH}
            type="search"
            placeholder={t('searchPlaceholder')}
            ref={input}
            className="h-10 min-w-0 flex-1 rounded-l-full border border-slate-300 bg-white px-4 text-base focus:border-brand-600"
          />
          <button
            type="submit"
            aria-label={t('search')}
            className="grid h-10 w-14 place-items-center rounded-r-full border border-l-0 border-slate-300 bg-slate-100 text-slate-700 hover:bg-slate-200"
          >
            <SearchIcon />
          </button>
        </Form>
      </div>
    </>
  );
}
