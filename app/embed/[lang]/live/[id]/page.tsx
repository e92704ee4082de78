import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmbedFrame } from '@/components/embed/embed-frame';
import { RefreshWhenStale } from '@/components/layout/refresh-when-stale';
import { liveStaleAt } from '@/components/media/live-stale-at';
import { VideoPlayer } from '@/components/player/video-player';
import { getChannelEvent } from '@/lib/api/media';
import { routes } from '@/lib/routes';
import { embedLocale, embedMetadata, embedNotFoundMetadata, type EmbedParams } from '@/lib/seo/embed';
import { itemMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: EmbedParams): Promise<Metadata> {
  const found = await embedLocale(params);
  if (!found) return {};
  return itemMetadata(
    getChannelEvent(found.locale, found.id),
    (event) => embedMetadata(found.locale, event.channel.name, routes.live(event.channel.id)),
    () => embedNotFoundMetadata(found.locale),
  );
}

/**
 * /embed/live/{id}: the live channel's player (muted autoplay) for partner sites. Its title (the
 * programme on now) is fetched again when the programme ends, as on the live page.
 */
export default async function Page({ params }: EmbedParams) {
  const found = await embedLocale(params);
  const event = found ? await getChannelEvent(found.locale, found.id) : undefined;
  if (!found || !event) notFound();
  const { channel } = event;
  return (
    <EmbedFrame locale={found.locale} title={event.now ? `${channel.name} · ${event.now.title}` : channel.name} path={routes.live(channel.id)}>
      <VideoPlayer src={channel.stream} title={event.now?.title ?? channel.name} artist={channel.name} poster={channel.icon} live kind="live" itemId={channel.id} autoPlay />
      <RefreshWhenStale staleAt={liveStaleAt(event, new Date())} />
    </EmbedFrame>
  );
}
