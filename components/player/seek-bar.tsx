'use client';

import { useTranslations } from 'next-intl';
import { formatTime } from './format-time';
import type { MediaState } from './use-media-state';

/** VOD: the whole duration. Live: the DVR window (seekable range) up to the live edge. */
export function SeekBar({ state, live, onSeek }: { state: MediaState; live: boolean; onSeek: (seconds: number) => void }) {
  const t = useTranslations('Player');
  const min = live ? state.seekStart : 0;
  const max = live ? state.seekEnd : state.duration;
  if (!(max > min)) return <div className="h-4" />;
  const value = Math.min(max, Math.max(min, state.currentTime));
  const label = live ? t('behindLive', { time: formatTime(max - value) }) : `${formatTime(value)} / ${formatTime(max)}`;
  return (
    <input
      type="range"
      aria-label={t('seek')}
      aria-valuetext={label}
      min={min}
      max={max}
      step={1}
      value={value}
      onChange={(event) => onSeek(Number(event.target.value))}
      className="h-4 w-full cursor-pointer accent-live"
    />
  );
}
