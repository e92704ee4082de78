import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { LocaleParams } from '@/lib/i18n/page';

/** The not-found page's localized title and description (Next adds noindex to every 404). */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale === 'en' ? 'en' : 'th', namespace: 'NotFound' });
  return { title: t('title'), description: t('description') };
}

// Any path that no route claims gets the localized not-found page with status 404.
export default function CatchAll() {
  notFound();
}
