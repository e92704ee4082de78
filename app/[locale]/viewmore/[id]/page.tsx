import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ChannelGrid } from '@/components/catalogue/channel-grid';
import { CategoryVideos } from '@/components/catalogue/category-videos';
import { LiveBadge } from '@/components/catalogue/live-badge';
import { PageMessages } from '@/components/i18n/page-messages';
import { PageHeading } from '@/components/layout/page-heading';
import { findCategory, getChannels } from '@/lib/api/catalogue';
import { activateLocale } from '@/lib/i18n/page';
import { routes } from '@/lib/routes';
import { itemMetadata, notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = raw === 'en' ? 'en' : 'th';
  const [tp, ts] = await Promise.all([getTranslations({ locale, namespace: 'Pages' }), getTranslations({ locale, namespace: 'Seo' })]);
  if (id === 'livestream' || id === 'livechannel') return pageMetadata({ locale, path: routes.viewmore(id), title: tp(id), description: ts(id) });
  // The same page as /category/{id}: that one is canonical (and the one in the sitemap).
  return itemMetadata(
    findCategory(locale, id),
    (category) => pageMetadata({ locale, path: routes.category(category.id), title: category.name, description: ts('category', { name: category.name }) }),
    () => notFoundMetadata(locale),
  );
}

/** /viewmore/livestream, /viewmore/livechannel and a category's section. */
export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { id } = await params;
  const t = await getTranslations('Pages');
  if (id === 'livestream' || id === 'livechannel') {
    const channels = await getChannels(locale);
    return (
      <article>
        <PageHeading badge={id === 'livestream' ? <LiveBadge /> : undefined}>{t(id)}</PageHeading>
        <ChannelGrid channels={channels} label={t(id)} />
      </article>
    );
  }
  const category = await findCategory(locale, id);
  if (!category) notFound();
  return (
    <PageMessages namespaces={['VideoList']}>
      <CategoryVideos category={category} language={locale} />
    </PageMessages>
  );
}
