'use client';

import { useTranslations } from 'next-intl';
import { usePlayAudio } from '@/components/layout/audio-context';
import { PauseIcon, PlayIcon } from '@/components/player/player-icons';
import type { RadioStation } from '@/lib/contract';
import { KEEP_CLICK } from '@/lib/early-click';
import { StationName } from '@/components/radio/station-name';

/** A radio station with a "listen live" button that plays it in the persistent mini-player. */
export function RadioCard({ station }: { station: RadioStation }) {
  const t = useTranslations('AudioPage');
  const tp = useTranslations('Player');
  const player = usePlayAudio();
  const frequency = t('frequency', { band: station.band, frequency: station.frequency });
  const playing = player.current?.kind === 'radio' && player.current.id === station.id && player.playing;
  const press = () =>
    playing
      ? player.toggle()
      : player.play({ kind: 'radio', id: station.id, title: station.name, subtitle: frequency, artwork: station.icon, stream: station.stream, live: true });
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- station icon from the media origin */}
      <img src={station.icon} alt="" width={56} height={56} className="size-14 shrink-0 rounded-lg" />
      <div className="min-w-0 grow">
        <p className="line-clamp-2 font-semibold wrap-break-word text-slate-900">
          <StationName name={station.name} />
        </p>
        <p className="text-sm text-slate-600">
          {station.province} · {frequency}
        </p>
      </div>
      <button
        type="button"
        onClick={press}
        {...KEEP_CLICK}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-live px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
        {/* On a phone the playing button is its icon alone: the Thai "หยุดชั่วคราว" took the station's name's room. */}
        <span className={playing ? 'max-sm:sr-only' : undefined}>{playing ? tp('pause') : t('listenLive')}</span>
      </button>
    </div>
  );
}
