'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { PlaybackError } from './use-hls';
import { RetryIcon } from './player-icons';

/**
 * A playback failure: what happened, in the visitor's language, and a retry button, which takes the
 * keyboard's focus when it was in the player (the control that had it is gone with the controls).
 */
export function PlayerError({ error, onRetry, focusWasInPlayer }: { error: PlaybackError; onRetry: () => void; focusWasInPlayer: () => boolean }) {
  const t = useTranslations('Player');
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusWasInPlayer()) retry.current?.focus({ preventScroll: true });
  }, [focusWasInPlayer]);
  return (
    <div role="alert" className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-4 bg-slate-900/90 p-6 text-center text-white">
      <p className="max-w-md text-base sm:text-lg">{t(error === 'network' ? 'errorNetwork' : error === 'media' ? 'errorMedia' : 'errorUnsupported')}</p>
      {error !== 'unsupported' && (
        <button type="button" ref={retry} onClick={onRetry} className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-200">
          <RetryIcon /> {t('retry')}
        </button>
      )}
    </div>
  );
}
