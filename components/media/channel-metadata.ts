import type { Metadata } from 'next';
import { getChannelEvent } from '@/lib/api/media';
import { channelMetadata as buildChannelMetadata, type ChannelMode } from '@/lib/seo/catalogue';
import { notFoundMetadata } from '@/lib/seo/metadata';

/** `generateMetadata` of /live/{id} and /channel/{id}: the channel's name, description, picture and player. */
export function channelMetadata(mode: ChannelMode) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string; id: string }> }): Promise<Metadata> {
    const { locale: raw, id } = await params;
    const locale = raw === 'en' ? 'en' : 'th';
    // Null: the backend could not be asked (the page says so); undefined: no such channel (404).
    const event = await getChannelEvent(locale, id).catch(() => null);
    if (event === null) return {};
    return event ? buildChannelMetadata(locale, event, mode) : notFoundMetadata(locale);
  };
}
