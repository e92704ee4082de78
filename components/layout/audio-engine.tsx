'use client';

import { useEffect, useMemo, type RefObject } from 'react';
import { useHistorySync } from '@/components/player/use-history-sync';
import { useHls, type PlaybackError } from '@/components/player/use-hls';
import { useMediaSession } from '@/components/player/use-media-session';
import { useMediaState, type MediaState } from '@/components/player/use-media-state';
import { noteSoundAsked } from '@/components/player/use-one-sound';
import { useSlowWait } from '@/components/player/use-slow-wait';
import type { AudioItem } from './audio-context';

// The bar's seek bar and skip buttons of an on-demand item come in this chunk, with the element they move.
export { SeekRow, SkipButton } from './mini-player-seek';

export interface EngineReport {
  state: MediaState;
  error: PlaybackError | null;
  retry: () => void;
  /** The connection is slow (use-slow-wait.ts): worked out here, so that no page's first load carries it. */
  slow: boolean;
}

export interface EngineProps {
  audioRef: RefObject<HTMLAudioElement | null>;
  item: AudioItem;
  /** Whether the item is to play as soon as it can: false once the visitor paused it before it started. */
  autoPlay: boolean;
  /** When the visitor asked for the item (`performance.now()`): its start does not interrupt a sound asked for later. */
  askedAt: number;
  /** The visitor's Play and Pause (the provider's: they also hold for an item not started yet), for the lock screen and the media keys. */
  onPlay: () => void;
  onPause: () => void;
  onReport: (report: EngineReport) => void;
}

/**
 * The persistent player's <audio> element, its HLS source, lock-screen controls and history: loaded
 * with the visitor's first play (AudioProvider, which shows the mini-player), so no page carries them
 * before. Reports the element's state and playback errors to the provider.
 */
export default function AudioEngine({ audioRef, item, autoPlay, askedAt, onPlay, onPause, onReport }: EngineProps) {
  const { error, retry } = useHls(audioRef, item.stream, { live: item.live });
  const read = useMediaState(audioRef);
  // Paused before it started: no element event says so (pause() of a paused element fires none), and the
  // last read still has it starting, which would soon read as a slow connection.
  const state = useMemo(() => (autoPlay || !read.starting ? read : { ...read, starting: false }), [read, autoPlay]);
  useMediaSession(audioRef, { title: item.title, artist: item.subtitle, artwork: item.artwork }, item.live, {
    play: onPlay,
    pause: onPause,
    // Not a failed stream, whose emptied element reads as starting again.
    starting: autoPlay && state.starting && error === null,
  });
  useHistorySync(audioRef, { kind: item.kind, id: item.id }, false);
  const slow = useSlowWait(state, error !== null);
  useEffect(() => onReport({ state, error, retry, slow }), [state, error, retry, slow, onReport]);
  // A new item is asked for by the click that chose it, however long its code and stream take to come.
  const stream = item.stream;
  useEffect(() => {
    if (audioRef.current && autoPlay) noteSoundAsked(audioRef.current, askedAt);
    // Only for a new item: a pause or play of this one is an ask of its own (use-one-sound.ts).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [audioRef, stream]);

  // autoPlay: a new item starts as soon as its stream is attached (the visitor clicked play).
  return <audio ref={audioRef} autoPlay={autoPlay} preload="none" data-testid="audio-player" />;
}
