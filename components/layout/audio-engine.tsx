'use client';

import { useEffect, type RefObject } from 'react';
import { useHistorySync } from '@/components/player/use-history-sync';
import { useHls } from '@/components/player/use-hls';
import { useMediaSession } from '@/components/player/use-media-session';
import { useMediaState } from '@/components/player/use-media-state';
import type { AudioItem } from './audio-context';
import { MiniPlayer } from './mini-player';

interface Props {
  audioRef: RefObject<HTMLAudioElement | null>;
  item: AudioItem;
  onPlayingChange: (playing: boolean) => void;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * The persistent player's <audio> element, its HLS source, lock-screen controls, history and the
 * mini-player: loaded with the visitor's first play (AudioProvider), so no page carries it before.
 */
export default function AudioEngine({ audioRef, item, onPlayingChange, onToggle, onClose }: Props) {
  const hls = useHls(audioRef, item.stream, { live: item.live });
  const state = useMediaState(audioRef);
  useMediaSession(audioRef, { title: item.title, artist: item.subtitle, artwork: item.artwork }, item.live);
  useHistorySync(audioRef, { kind: item.kind, id: item.id }, false);
  useEffect(() => onPlayingChange(!state.paused), [state.paused, onPlayingChange]);

  return (
    <>
      {/* autoPlay: a new item starts as soon as its stream is attached (the visitor clicked play). */}
      <audio ref={audioRef} autoPlay preload="none" data-testid="audio-player" />
      <MiniPlayer item={item} state={state} error={hls.error} onRetry={hls.retry} onToggle={onToggle} onClose={onClose} />
    </>
  );
}
