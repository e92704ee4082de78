import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { renderOnDemand } from '@/lib/i18n/page';
import { isAppLocale } from '@/lib/i18n/routing';
import { NOINDEX } from '@/lib/seo/metadata';
import { EmbedErrorView, retryClass } from '../error-view';

// The embeddable player's error page as a page of its own (/embed/{lang}/500), which the web server
// sends in place of Next's empty error shell when an embed's render throws (scripts/web/status-page.mjs),
// as the portal's /500: "Try again" is a link to the address in the bar, which then is the one that failed.
export const generateStaticParams = renderOnDemand;
export const revalidate = 60;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: isAppLocale(lang) ? lang : 'th', namespace: 'ErrorPage' });
  return { title: t('title'), description: t('description'), robots: NOINDEX };
}

export default async function EmbedErrorPage({ params }: Props) {
  const { lang } = await params;
  const locale = isAppLocale(lang) ? lang : 'th';
  // The layout's setRequestLocale does not reach the page (rendered apart).
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return (
    <EmbedErrorView title={t('title')} description={t('description')}>
      <a href="" className={retryClass}>
        {t('retry')}
      </a>
    </EmbedErrorView>
  );
}
