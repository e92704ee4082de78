'use client';

import { useTranslations } from 'next-intl';
import type { PlaybackError } from './use-hls';
import { RetryIcon } from './player-icons';

/** A playback failure: what happened, in the visitor's language, and a retry button. */
export function PlayerError({ error, onRetry }: { error: PlaybackError; onRetry: () => void }) {
  const t = useTranslations('Player');
  return (
    <div role="alert" className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-4 bg-slate-900/90 p-6 text-center text-white">
      <p className="max-w-md text-base sm:text-lg">{t(error === 'network' ? 'errorNetwork' : error === 'media' ? 'errorMedia' : 'errorUnsupported')}</p>
      {error !== 'unsupported' && (
        <button type="button" onClick={onRetry} className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-200">
          <RetryIcon /> {t('retry')}
        </button>
      )}
    </div>
  );
}
