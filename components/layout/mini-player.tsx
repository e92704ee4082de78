'use client';

import { useTranslations } from 'next-intl';
import { PauseIcon, PlayIcon, RetryIcon } from '@/components/player/player-icons';
import type { PlaybackError } from '@/components/player/use-hls';
import { formatTime } from '@/components/player/format-time';
import type { MediaState } from '@/components/player/use-media-state';
import { CloseIcon } from '@/components/ui/icons';
import type { AudioItem } from './audio-context';

interface Props {
  item: AudioItem;
  state: MediaState;
  error: PlaybackError | null;
  /** Say that the connection is slow (the engine works it out). */
  slow: boolean;
  onRetry: () => void;
  onToggle: () => void;
  onClose: () => void;
}

/** What the bar says of a failure: of a stream (radio or audio), not of "this video". */
const ERROR_TEXT = { network: 'errorNetwork', media: 'errorMediaAudio', unsupported: 'errorUnsupported' } as const;

/**
 * The persistent audio bar at the bottom of every page while radio or audio plays. Retry where it can help.
 * `data-mini-player`: a page open with it is not loaded again after a deploy (refresh-when-stale.tsx).
 */
export function MiniPlayer({ item, state, error, slow, onRetry, onToggle, onClose }: Props) {
  const t = useTranslations('Player');
  const button = 'inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/15';
  return (
    <section aria-label={t('miniPlayer')} data-mini-player data-surface="dark" className="fixed inset-x-0 bottom-[var(--cookie-bar-height,0px)] z-40 border-t border-white/10 bg-brand-900 text-white shadow-2xl">
      <div className="mx-auto flex max-w-[1600px] items-center gap-3 px-3 py-2 sm:px-6">
        {item.artwork && (
          // eslint-disable-next-line @next/next/no-img-element -- artwork from the media origin
          <img src={item.artwork} alt="" width={44} height={44} className="size-11 shrink-0 rounded-md bg-white/10 object-cover" />
        )}
        <div className="min-w-0 grow">
          <p className="truncate font-semibold">{item.title}</p>
          {/* Short: the line is a third of a phone's width. */}
          <p className="truncate text-sm text-white/75" aria-hidden={error || slow ? true : undefined}>
            {error ? t(ERROR_TEXT[error]) : slow ? t('slowShort') : item.subtitle}
          </p>
          {/* A failure or a slow connection is announced, as the video player's are; the subtitle is not. */}
          <p role="status" className="sr-only">
            {error ? t(ERROR_TEXT[error]) : slow ? t('slow') : null}
          </p>
        </div>
        {item.live ? (
          <span className="rounded bg-live px-2 py-0.5 text-xs font-bold tracking-wide">{t('live')}</span>
        ) : (
          <span className="hidden text-sm tabular-nums sm:inline">
            {formatTime(state.currentTime)} / {formatTime(state.duration)}
          </span>
        )}
        {error === 'unsupported' ? null : error ? (
          <button type="button" className={button} onClick={onRetry} aria-label={t('retry')}>
            <RetryIcon />
          </button>
        ) : (
          <button type="button" className={`relative ${button}`} onClick={onToggle} aria-label={t(state.paused ? 'play' : 'pause')}>
            {state.paused ? <PlayIcon /> : <PauseIcon />}
            {/* Asked to play and not playing yet (starting, or buffering): a ring turns around the button. */}
            {!state.paused && state.waiting ? <span className="absolute inset-0 animate-spin rounded-full border-2 border-white/25 border-t-white" aria-hidden="true" data-testid="mini-player-waiting" /> : null}
          </button>
        )}
        <button type="button" className={button} onClick={onClose} aria-label={t('closePlayer')}>
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
