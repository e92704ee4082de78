import { getFormatter } from 'next-intl/server';
import type { Video } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { formatTime } from '@/components/player/format-time';
import { formatDate } from './format';

export async function VideoCard({ video, locale }: { video: Video; locale: AppLocale }) {
  const format = await getFormatter();
  return (
    <Link href={routes.vod(video.id)} className="group block rounded-lg">
      <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-200">
        {/* eslint-disable-next-line @next/next/no-img-element -- poster from the media origin */}
        <img src={video.thumbnail} alt="" loading="lazy" className="size-full object-cover transition group-hover:scale-105" />
        <span className="absolute right-1.5 bottom-1.5 rounded bg-black/75 px-1.5 text-xs text-white tabular-nums">{formatTime(video.duration)}</span>
      </div>
      <h3 className="mt-2 line-clamp-2 font-medium text-slate-900 group-hover:text-brand-700">{video.title}</h3>
      <p className="text-sm text-slate-600">
        {video.channel.name} · {formatDate(locale, video.publishedAt)} · {format.number(video.views, { notation: 'compact' })}
      </p>
    </Link>
  );
}
