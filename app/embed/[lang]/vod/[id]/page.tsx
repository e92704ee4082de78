import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmbedFrame } from '@/components/embed/embed-frame';
import { VideoPlayer } from '@/components/player/video-player';
import { getVideo } from '@/lib/api/media';
import { routes } from '@/lib/routes';
import { embedLocale, embedMetadata, embedNotFoundMetadata, type EmbedParams } from '@/lib/seo/embed';
import { itemMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: EmbedParams): Promise<Metadata> {
  const found = await embedLocale(params);
  if (!found) return {};
  return itemMetadata(
    getVideo(found.locale, found.id),
    (video) => embedMetadata(found.locale, video.title, routes.vod(video.id)),
    () => embedNotFoundMetadata(found.locale),
  );
}

/** /embed/vod/{id}: the video's player for partner sites. */
export default async function Page({ params }: EmbedParams) {
  const found = await embedLocale(params);
  const video = found ? await getVideo(found.locale, found.id) : undefined;
  if (!found || !video) notFound();
  return (
    <EmbedFrame locale={found.locale} title={video.title} path={routes.vod(video.id)}>
      <VideoPlayer src={video.stream} title={video.title} artist={video.channel.name} poster={video.thumbnail} live={false} kind="vod" itemId={video.id} />
    </EmbedFrame>
  );
}
