'use client';

import { useTranslations } from 'next-intl';

/**
 * The seed's full-screen loading view: white "Loading..." under a centred spinner. A client component:
 * loading.tsx gets no params, and on a cached page a server-side locale lookup would read the request.
 * It shows only when a wait is long enough to notice (0.4 s): a page that arrives within that (a cached
 * or prefetched one) never flashes a dark screen. Shown while the router fetches a page
 * (navigation-loading.tsx: it waits, lets clicks through and holds the status region itself, so
 * `waited`) and while a member page streams (route-loading.tsx: the view waits by CSS and is its own
 * status region).
 */
export function LoadingView({ waited = false }: { waited?: boolean }) {
  const t = useTranslations('Common');
  return (
    <div
      {...(waited ? {} : { role: 'status', 'aria-live': 'polite' as const })}
      className={`fixed inset-0 z-[70] grid place-items-center bg-brand-900/90 ${waited ? 'pointer-events-none animate-appear' : 'animate-appear-late'}`}
      data-testid="loading-view"
    >
      <div className="flex flex-col items-center gap-4">
        <span className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" aria-hidden="true" />
        <p className="text-lg font-semibold text-white">{t('loading')}</p>
      </div>
    </div>
  );
}
