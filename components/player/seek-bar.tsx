'use client';

import { useTranslations } from 'next-intl';
import { formatTime } from './format-time';
import type { MediaState } from './use-media-state';

/**
 * VOD: the whole duration. Live: the DVR window (seekable range) up to the live edge. At the edge it
 * says "live", as the badge does: the player plays a few seconds behind the playlist's end there.
 */
export function SeekBar({ state, live, atLiveEdge, onSeek }: { state: MediaState; live: boolean; atLiveEdge: boolean; onSeek: (seconds: number) => void }) {
  const t = useTranslations('Player');
  const min = live ? state.seekStart : 0;
  const max = live ? state.seekEnd : state.duration;
  if (!(max > min)) return <div className="h-4" />;
  const value = Math.min(max, Math.max(min, state.currentTime));
  const label = !live ? `${formatTime(value)} / ${formatTime(max)}` : atLiveEdge ? t('live') : t('behindLive', { time: formatTime(max - value) });
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
