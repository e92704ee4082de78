'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { usePlayAudio } from '@/components/layout/audio-context';
import type { RadioStation } from '@/lib/contract';

/** Plays a radio station in the persistent mini-player; `current` is the station playing, if any. */
export function useRadioPlayer() {
  const audio = usePlayAudio();
  const t = useTranslations('Radio');
  const current = audio.current?.kind === 'radio' && audio.playing ? audio.current.id : null;
  const play = useCallback(
    (station: RadioStation) =>
      audio.play({
        kind: 'radio',
        id: station.id,
        title: station.name,
        subtitle: t('stationLine', { band: station.band, frequency: station.frequency, province: station.province }),
        artwork: station.icon,
        stream: station.stream,
        live: true,
      }),
    [audio, t],
  );
  return { current, play };
}
