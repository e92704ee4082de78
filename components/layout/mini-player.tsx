'use client';

import { useTranslations } from 'next-intl';
import { PauseIcon, PlayIcon, RetryIcon } from '@/components/player/player-icons';
import type { PlaybackError } from '@/components/player/use-hls';
import type { MediaState } from '@/components/player/use-media-state';
import { CloseIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import type { AudioItem } from './audio-context';
import type { OnDemandControls } from './mini-player-seek';

interface Props {
  item: AudioItem;
  state: MediaState;
  error: PlaybackError | null;
  /** Say that the connection is slow (the engine works it out). */
  slow: boolean;
  onRetry: () => void;
  onToggle: () => void;
  onClose: () => void;
  /** Puts an on-demand item's element at this time (seconds; kept within the item). */
  onSeek: (seconds: number) => void;
  /** Moves an on-demand item's element on (or back, negative) by so many seconds from where it is now. */
  onSkip: (seconds: number) => void;
  /** An on-demand item's seek bar and skip buttons: they come with the engine's code (null until then). */
  controls: OnDemandControls | null;
}

/** What the bar says of a failure: of a stream (radio or audio), not of "this video". */
const ERROR_TEXT = { network: 'errorNetwork', media: 'errorMediaAudio', unsupported: 'errorUnsupported' } as const;

/** The item's page: an audio's own, a station's row on the radio page (as the home page links it). */
const pageOf = (item: AudioItem) => (item.kind === 'audio' ? routes.audio(item.id) : `${routes.radio()}#station-${item.id}`);

/**
 * The persistent audio bar at the bottom of every page while radio or audio plays. Retry where it can help.
 * The title leads back to the item's page. An on-demand item has a second row: a seek bar between its
 * elapsed time and length, and, on a phone, the 10 s skip buttons at its ends (beside Play on a wider
 * screen). A live station keeps its one row and LIVE badge.
 * `data-mini-player`: a page open with it is not loaded again after a deploy (refresh-when-stale.tsx).
 */
export function MiniPlayer({ item, state, error, slow, onRetry, onToggle, onClose, onSeek, onSkip, controls }: Props) {
  const t = useTranslations('Player');
  const button = 'inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/15 disabled:opacity-50 disabled:hover:bg-transparent aria-disabled:opacity-50 aria-disabled:hover:bg-transparent';
  const onDemand = !item.live;
  // Seeks need the element's length; a failed element has none to go by.
  const skipOff = error !== null || !(state.duration > 0);
  // Their room is kept while their code comes: nothing moves when they show.
  const skip = (forward: boolean, where: string) =>
    controls ? <controls.SkipButton forward={forward} disabled={skipOff} onSkip={onSkip} className={`${button} ${where}`} /> : <span aria-hidden="true" className={`size-10 shrink-0 ${where}`} />;
  return (
    <section aria-label={t('miniPlayer')} data-mini-player data-surface="dark" className="fixed inset-x-0 bottom-[var(--cookie-bar-height,0px)] z-40 border-t border-white/10 bg-brand-900 text-white shadow-2xl">
      <div className="mx-auto flex max-w-[1600px] items-center gap-3 px-3 py-2 sm:px-6">
        {item.artwork && (
          // eslint-disable-next-line @next/next/no-img-element -- artwork from the media origin
          <img src={item.artwork} alt="" width={44} height={44} className="size-11 shrink-0 rounded-md bg-white/10 object-cover" />
        )}
        <div className="min-w-0 grow">
          <p className="font-semibold">
            {/* Its own box no wider than the line, cut short by itself (a line that clipped it would clip its
                focus ring too): the title, not the space beside it or under Play. */}
            <Link href={pageOf(item)} className="inline-block max-w-full truncate align-top hover:underline">
              {item.title}
            </Link>
          </p>
          {/* Short: the line is a third of a phone's width. */}
          <p className="truncate text-sm text-white/75" aria-hidden={error || slow ? true : undefined}>
            {error ? t(ERROR_TEXT[error]) : slow ? t('slowShort') : item.subtitle}
          </p>
          {/* A failure or a slow connection is announced, as the video player's are; the subtitle is not. */}
          <p role="status" className="sr-only">
            {error ? t(ERROR_TEXT[error]) : slow ? t('slow') : null}
          </p>
        </div>
        {item.live && <span className="rounded bg-live px-2 py-0.5 text-xs font-bold tracking-wide">{t('live')}</span>}
        {/* Beside Play from 640 px; on a phone they stand at the seek bar's ends (the row below). */}
        {onDemand && skip(false, 'max-sm:hidden')}
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
        {onDemand && skip(true, 'max-sm:hidden')}
        <button type="button" className={button} onClick={onClose} aria-label={t('closePlayer')}>
          <CloseIcon />
        </button>
      </div>
      {onDemand && (
        // From 640 px, under the title (past the artwork) rather than the whole bar's width.
        <div className={`mx-auto -mt-1 flex max-w-[1600px] items-center gap-2 px-3 pb-1.5 sm:gap-3 sm:px-6 sm:pb-2 ${item.artwork ? 'sm:pl-20' : ''}`}>
          {skip(false, 'sm:hidden')}
          {controls ? <controls.SeekRow key={item.stream} state={state} disabled={error !== null} onSeek={onSeek} /> : <span className="h-6 grow" />}
          {skip(true, 'sm:hidden')}
        </div>
      )}
    </section>
  );
}
