import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CategoryVideos } from '@/components/catalogue/category-videos';
import { PageMessages } from '@/components/i18n/page-messages';
import { findCategory } from '@/lib/api/catalogue';
import { activateLocale } from '@/lib/i18n/page';
import { routes } from '@/lib/routes';
import { itemMetadata, notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = raw === 'en' ? 'en' : 'th';
  return itemMetadata(
    findCategory(locale, id),
    async (category) => {
      const t = await getTranslations({ locale, namespace: 'Seo' });
      return pageMetadata({ locale, path: routes.category(category.id), title: category.name, description: t('category', { name: category.name }) });
    },
    () => notFoundMetadata(locale),
  );
}

export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { id } = await params;
  const category = await findCategory(locale, id);
  if (!category) notFound();
  return (
    <PageMessages namespaces={['VideoList']}>
      <CategoryVideos category={category} language={locale} />
    </PageMessages>
  );
}
