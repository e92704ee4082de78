import type { Video } from '@/lib/contract';
import { VideoCardView } from './video-card-view';

/** A video as a card to its VOD page; usable from server and client components (it passes the card's fields only). */
export function VideoCard({ video }: { video: Video }) {
  return (
    <VideoCardView
      id={video.id}
      title={video.title}
      thumbnail={video.thumbnail}
      duration={video.duration}
      channel={video.channel.name}
    />
  );
}
