'use client';

import { useCallback, useEffect, useState } from 'react';
import type { RadioStation } from '@/lib/contract';

/**
 * PLACEHOLDER for the persistent mini-player (media issue). Playing a station
 * dispatches `prd:radio-play` with the station; the merge points `play` at the
 * mini-player's API. Until then the selection is only remembered for the page.
 */
export const RADIO_PLAY_EVENT = 'prd:radio-play';

export function useRadioPlayer() {
  const [current, setCurrent] = useState<number | null>(null);
  useEffect(() => {
    const onPlay = (event: Event) => setCurrent((event as CustomEvent<RadioStation>).detail.id);
    window.addEventListener(RADIO_PLAY_EVENT, onPlay);
    return () => window.removeEventListener(RADIO_PLAY_EVENT, onPlay);
  }, []);
  const play = useCallback((station: RadioStation) => {
    window.dispatchEvent(new CustomEvent(RADIO_PLAY_EVENT, { detail: station }));
  }, []);
  return { current, play };
}
