'use client';

import { useEffect, type RefObject } from 'react';
import { useHistorySync } from '@/components/player/use-history-sync';
import { useHls, type PlaybackError } from '@/components/player/use-hls';
import { useMediaSession } from '@/components/player/use-media-session';
import { useMediaState, type MediaState } from '@/components/player/use-media-state';
import { useSlowWait } from '@/components/player/use-slow-wait';
import type { AudioItem } from './audio-context';

export interface EngineReport {
  state: MediaState;
  error: PlaybackError | null;
  retry: () => void;
  /** The connection is slow (use-slow-wait.ts): worked out here, so that no page's first load carries it. */
  slow: boolean;
}

interface Props {
  audioRef: RefObject<HTMLAudioElement | null>;
  item: AudioItem;
  onReport: (report: EngineReport) => void;
}

/**
 * The persistent player's <audio> element, its HLS source, lock-screen controls and history: loaded
 * with the visitor's first play (AudioProvider, which shows the mini-player), so no page carries them
 * before. Reports the element's state and playback errors to the provider.
 */
export default function AudioEngine({ audioRef, item, onReport }: Props) {
  const { error, retry } = useHls(audioRef, item.stream, { live: item.live });
  const state = useMediaState(audioRef);
  useMediaSession(audioRef, { title: item.title, artist: item.subtitle, artwork: item.artwork }, item.live);
  useHistorySync(audioRef, { kind: item.kind, id: item.id }, false);
  const slow = useSlowWait(state, error !== null);
  useEffect(() => onReport({ state, error, retry, slow }), [state, error, retry, slow, onReport]);

  // autoPlay: a new item starts as soon as its stream is attached (the visitor clicked play).
  return <audio ref={audioRef} autoPlay preload="none" data-testid="audio-player" />;
}
