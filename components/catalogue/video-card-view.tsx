'use client';

import { formatDuration } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

export interface VideoCardData {
  id: number;
  title: string;
  thumbnail: string;
  duration: number;
  channel: string;
}

/**
 * The card's markup, as a client component: a page of seventy cards then carries each card's
 * five fields in its RSC payload instead of its whole element tree with every class name
 * (about 45 kB less on the home page). The server still renders the HTML.
 */
export function VideoCardView({ id, title, thumbnail, duration, channel }: VideoCardData) {
  return (
    <Link href={routes.vod(id)} className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow">
      <span className="relative block aspect-video bg-slate-200">
        {/* eslint-disable-next-line @next/next/no-img-element -- posters from the media origin, already sized */}
        <img src={thumbnail} alt="" loading="lazy" className="size-full object-cover" />
        <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
          {formatDuration(duration)}
        </span>
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand-700">{title}</span>
        <span className="text-xs text-slate-600">{channel}</span>
      </span>
    </Link>
  );
}
