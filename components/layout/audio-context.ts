'use client';

import { createContext, useContext } from 'react';
import { IDLE_MEDIA_STATE, type MediaState } from '@/components/player/media-state';

/** What the persistent audio player plays: an audio item (on demand) or a radio station (live). */
export interface AudioItem {
  kind: 'audio' | 'radio';
  id: number;
  title: string;
  /** Second line: programme or station details. */
  subtitle: string;
  artwork?: string;
  /** HLS playlist (same-origin /media/hls/... or an absolute origin URL). */
  stream: string;
  live: boolean;
}

export interface AudioPlayerApi {
  /** The item playing or paused in the mini-player, or null. */
  current: AudioItem | null;
  playing: boolean;
  /** Plays an item in the persistent mini-player (same item: resumes). Call it from a click. */
  play: (item: AudioItem) => void;
  /** Pauses or resumes the current item. */
  toggle: () => void;
  /** Stops and closes the mini-player. */
  stop: () => void;
}

/** Asked to play, not playing yet: the bar shows it starting (a ring around Pause), not paused. */
const STARTING: MediaState = { ...IDLE_MEDIA_STATE, paused: false, waiting: true };

/**
 * What the bar shows. Until the element plays by itself (its code, hls.js and the stream's first
 * segments on their way), an item the visitor asked for is starting: it shows Pause, which stops the
 * start. Once the element has played, paused or been refused (`starting` false), the element says.
 */
export function shownState(state: MediaState | null, wanted: boolean): MediaState {
  // The engine's first report, before it has read its element, is the idle state: not yet known either.
  if (!state || state === IDLE_MEDIA_STATE) return wanted ? STARTING : IDLE_MEDIA_STATE;
  if (wanted && state.paused && state.starting) return { ...state, paused: false, waiting: true };
  return state;
}

export const AudioPlayerContext = createContext<AudioPlayerApi | null>(null);

/**
 * The persistent audio/radio player (components/layout/audio-provider.tsx, in
 * the locale layout), which keeps playing across client navigations:
 *
 *   const audio = usePlayAudio();
 *   <button onClick={() => audio.play({ kind: 'radio', id, title, subtitle, artwork, stream, live: true })}>
 */
export function usePlayAudio(): AudioPlayerApi {
  const api = useContext(AudioPlayerContext);
  if (!api) throw new Error('usePlayAudio must be used below <AudioProvider>');
  return api;
}
