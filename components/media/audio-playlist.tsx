'use client';

import { FavoriteButton, FavoriteScope } from '@/components/members/favorite-button';
import { useTranslations } from 'next-intl';
import { usePlayAudio, type AudioItem } from '@/components/layout/audio-context';
import { PauseIcon, PlayIcon } from '@/components/player/player-icons';
import { formatTime } from '@/components/player/format-time';
import type { Audio } from '@/lib/contract';
import { KEEP_CLICK } from '@/lib/early-click';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

const toItem = (audio: Audio, subtitle: string): AudioItem => ({
  kind: 'audio',
  id: audio.id,
  title: audio.title,
  subtitle,
  artwork: audio.thumbnail,
  stream: audio.stream,
  live: false,
});

/** The audio playlist: the selected item first, every item playable in the persistent mini-player. */
export function AudioPlaylist({ items, selectedId, heading }: { items: Audio[]; selectedId: number; heading: string }) {
  const t = useTranslations('AudioPage');
  const tp = useTranslations('Player');
  const player = usePlayAudio();
  const isPlaying = (audio: Audio) => player.current?.kind === 'audio' && player.current.id === audio.id && player.playing;
  const press = (audio: Audio) => (isPlaying(audio) ? player.toggle() : player.play(toItem(audio, heading)));
  return (
    <FavoriteScope>
      <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((audio) => {
          const selected = audio.id === selectedId;
          const playing = isPlaying(audio);
          return (
            <li key={audio.id} aria-current={selected ? 'true' : undefined} className={`flex items-center gap-3 p-3 ${selected ? 'bg-brand-50' : ''}`}>
              <button
                type="button"
                onClick={() => press(audio)}
                {...KEEP_CLICK}
                aria-label={playing ? tp('pause') : t('play', { title: audio.title })}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
              >
                {playing ? <PauseIcon /> : <PlayIcon />}
              </button>
              {/* eslint-disable-next-line @next/next/no-img-element -- artwork from the media origin */}
              <img src={audio.thumbnail} alt="" width={56} height={56} className="hidden size-14 shrink-0 rounded-md object-cover sm:block" />
              <div className="min-w-0 grow">
                {/* Two lines for the title: on a phone one line left many items as the same "พอดแคสต์ สวท.: …". There
                    the duration goes to the line below, so the title has the row's width (two lines beside it cut
                    "Radio Thailand Podcast: Mental heal…"). */}
                <Link href={routes.audio(audio.id)} className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700">
                  {audio.title}
                </Link>
                <p className="line-clamp-1 text-sm text-slate-600">
                  <span className="tabular-nums sm:hidden">{formatTime(audio.duration)} · </span>
                  {audio.description}
                </p>
              </div>
              {playing && <span className="hidden shrink-0 text-sm font-semibold whitespace-nowrap text-live sm:inline">{t('playing')}</span>}
              <span className="hidden shrink-0 text-sm text-slate-600 tabular-nums sm:inline">{formatTime(audio.duration)}</span>
              <FavoriteButton kind="audio" itemId={audio.id} name={audio.title} className="shrink-0" message="end" />
            </li>
          );
        })}
      </ol>
    </FavoriteScope>
  );
}
