'use client';

import { useTranslations } from 'next-intl';
import type { RadioStation } from '@/lib/contract';
import { KEEP_CLICK } from '@/lib/early-click';
import { useRadioPlayer } from './use-radio-player';

/** Plays a station through the (placeholder) radio player hook. */
export function PlayStationButton({ station }: { station: RadioStation }) {
  const t = useTranslations('Radio');
  const { current, play } = useRadioPlayer();
  const selected = current === station.id;
  return (
    <button
      type="button"
      onClick={() => play(station)}
      {...KEEP_CLICK}
      aria-pressed={selected}
      aria-label={t('play', { name: station.name })}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ${selected ? 'bg-red-700 text-white' : 'bg-brand-700 text-white hover:bg-brand-800'}`}
    >
      <span aria-hidden="true">{selected ? '♪' : '▶'}</span>
      {selected ? t('playing') : null}
    </button>
  );
}
