'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/components/ui/icons';
import type { FavoriteEntry } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { mediaHref } from './media-link';

/** A favourite on /favorite: picture and title link to the item; the filled heart removes it. */
export function FavoriteCard({ entry, onRemove }: { entry: FavoriteEntry; onRemove: (entry: FavoriteEntry) => void }) {
  const t = useTranslations('Favorites');
  const square = entry.kind === 'channel' || entry.kind === 'radio';
  return (
    <li className="relative overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="favorite-item" data-entry-id={entry.id}>
      <Link href={mediaHref(entry.kind, entry.itemId)} className="block">
        {/* eslint-disable-next-line @next/next/no-img-element -- poster or icon from the media origin */}
        <img
          src={entry.thumbnail}
          alt=""
          width={320}
          height={180}
          className={`w-full bg-slate-100 ${square ? 'aspect-video object-contain p-4' : 'aspect-video object-cover'}`}
        />
        {/* Padding on the wrapper: on the clamped box itself it would show a sliver of the third line. */}
        <span className="block px-3 pt-2 pb-3">
          <span className="line-clamp-2 text-sm font-semibold text-slate-900">{entry.title}</span>
        </span>
      </Link>
      <button
        type="button"
        onClick={() => onRemove(entry)}
        aria-label={t('removeTitle', { title: entry.title })}
        title={t('remove')}
        className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-white/90 text-live shadow hover:bg-white"
      >
        <HeartIcon className="size-5" fill="currentColor" />
      </button>
    </li>
  );
}
