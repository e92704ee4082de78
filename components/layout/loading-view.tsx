'use client';

import { useTranslations } from 'next-intl';

/**
 * The seed's full-screen loading view: white "Loading..." under a centred spinner. A client component:
 * loading.tsx gets no params, and on a cached page a server-side locale lookup would read the request.
 * It fades in after 0.4 s: a page that arrives within that (a cached or prefetched one) never flashes a
 * dark screen. Shown while the router fetches a page (navigation-loading.tsx) and while a member page
 * streams (route-loading.tsx).
 */
export function LoadingView({ passThrough = false }: { passThrough?: boolean }) {
  const t = useTranslations('Common');
  return (
    <div role="status" aria-live="polite" className={`fixed inset-0 z-[70] grid animate-appear-late place-items-center bg-brand-900/90 ${passThrough ? 'pointer-events-none' : ''}`} data-testid="loading-view">
      <div className="flex flex-col items-center gap-4">
        <span className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" aria-hidden="true" />
        <p className="text-lg font-semibold text-white">{t('loading')}</p>
      </div>
    </div>
  );
}
