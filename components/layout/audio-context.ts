'use client';

import { createContext, useContext } from 'react';

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
