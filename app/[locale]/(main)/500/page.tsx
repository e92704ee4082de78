import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusView } from '@/components/layout/status-view';
import { activateLocale, type LocaleParams } from '@/lib/i18n/page';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { NOINDEX, pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return pageMetadata({ locale: locale === 'en' ? 'en' : 'th', path: '/500', title: t('title'), description: t('description'), robots: NOINDEX });
}

// Also the page the web server sends in place of Next's empty error shell when a page's render throws
// (scripts/web/status-page.mjs): "Try again" is a link to the address in the bar, which then is the
// page that failed.
export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  const t = await getTranslations('ErrorPage');
  const tc = await getTranslations('Common');
  return (
    <StatusView code="500" title={t('title')} description={t('description')}>
      <a href="" className="rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800">
        {t('retry')}
      </a>
      <Link href={routes.home()} className="rounded-full border border-brand-700 px-6 py-2 font-semibold text-brand-700 hover:bg-brand-50">
        {tc('backHome')}
      </Link>
    </StatusView>
  );
}
