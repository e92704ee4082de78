import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryVideos } from '@/components/catalogue/category-videos';
import { findCategory } from '@/lib/api/catalogue';
import { activateLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const category = await findCategory(locale === 'en' ? 'en' : 'th', id).catch(() => undefined);
  return { title: category?.name };
}

export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { id } = await params;
  const category = await findCategory(locale, id);
  if (!category) notFound();
  return <CategoryVideos category={category} language={locale} />;
}
