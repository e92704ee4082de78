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

export default async function Page({ params }: LocaleParams) {
  await activateLocale(params);
  const t = await getTranslations('ErrorPage');
  const tc = await getTranslations('Common');
  return (
    <StatusView code="500" title={t('title')} description={t('description')}>
      <Link href={routes.home()} className="rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800">{tc('backHome')}</Link>
    </StatusView>
  );
}
