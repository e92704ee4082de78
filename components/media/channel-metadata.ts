import type { Metadata } from 'next';
import { getChannelEvent } from '@/lib/api/media';

/** `generateMetadata` of /live/{id} and /channel/{id}: the channel's name and description. */
export async function channelMetadata({ params }: { params: Promise<{ locale: string; id: string }> }): Promise<Metadata> {
  const { locale, id } = await params;
  const event = await getChannelEvent(locale === 'en' ? 'en' : 'th', id).catch(() => undefined);
  return event ? { title: event.channel.name, description: event.channel.description } : {};
}
