import type { Video } from '@/lib/contract';
import { formatDuration } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

/** A video as a card to its VOD page; usable from server and client components. */
export function VideoCard({ video, published }: { video: Video; published?: string }) {
  return (
    <Link href={routes.vod(video.id)} className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow">
      <span className="relative block aspect-video bg-slate-200">
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG posters from the media origin */}
        <img src={video.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
        <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
          {formatDuration(video.duration)}
        </span>
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand-700">{video.title}</span>
        <span className="text-xs text-slate-600">
          {video.channel.name}
          {published ? ` · ${published}` : ''}
        </span>
      </span>
    </Link>
  );
}
