import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';
import { publicOrigin } from '@/lib/seo/origin';
import { pageUrl } from '@/lib/seo/urls';

/** The embed page: the player filling the frame, the title and a link back to the portal page. */
export async function EmbedFrame({ locale, title, path, children }: { locale: AppLocale; title: string; path: string; children: ReactNode }) {
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'Embed' }), getTranslations({ locale, namespace: 'Common' })]);
  return (
    <main className="flex h-dvh flex-col">
      <div className="min-h-0 flex-1 [&>div]:h-full [&>div]:rounded-none">{children}</div>
      <div className="flex items-center gap-3 bg-black px-3 py-1.5 text-sm">
        <h1 className="min-w-0 flex-1 truncate font-semibold">{title}</h1>
        <a
          href={pageUrl(publicOrigin(), locale, path)}
          target="_blank"
          rel="noopener"
          className="shrink-0 rounded-full border border-white/60 px-3 py-0.5 font-semibold text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          {t('watchOnSite', { site: tc('siteName') })}
        </a>
      </div>
    </main>
  );
}
