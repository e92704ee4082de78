import { PageMessages } from '@/components/i18n/page-messages';
import { channelMetadata } from '@/components/media/channel-metadata';
import { LiveView } from '@/components/media/live-view';
import { ChannelJsonLd } from '@/components/seo/channel-json-ld';
import { activateLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = channelMetadata('channel');

export default async function Page({ params }: Props) {
  const locale = await activateLocale(params);
  const { id } = await params;
  return (
    <>
      <ChannelJsonLd locale={locale} id={id} mode="channel" />
      <PageMessages namespaces={['Favorites']}>
        <LiveView locale={locale} id={id} mode="channel" />
      </PageMessages>
    </>
  );
}
