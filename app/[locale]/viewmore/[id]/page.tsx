import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ChannelGrid } from '@/components/catalogue/channel-grid';
import { CategoryVideos } from '@/components/catalogue/category-videos';
import { LiveBadge } from '@/components/catalogue/live-badge';
import { PageHeading } from '@/components/layout/page-heading';
import { findCategory, getChannels } from '@/lib/api/catalogue';
import { activateLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: id === 'livestream' || id === 'livechannel' ? t(id) : t('viewmore') };
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
  return <CategoryVideos category={category} language={locale} />;
}
