import type { Metadata } from 'next';
import { getChannelEvent } from '@/lib/api/media';
import { channelMetadata as buildChannelMetadata, type ChannelMode } from '@/lib/seo/catalogue';
import { itemMetadata, notFoundMetadata } from '@/lib/seo/metadata';

/** `generateMetadata` of /live/{id} and /channel/{id}: the channel's name, description, picture and player. */
export function channelMetadata(mode: ChannelMode) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string; id: string }> }): Promise<Metadata> {
    const { locale: raw, id } = await params;
    const locale = raw === 'en' ? 'en' : 'th';
    return itemMetadata(getChannelEvent(locale, id), (event) => buildChannelMetadata(locale, event, mode), () => notFoundMetadata(locale));
  };
}
