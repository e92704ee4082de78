'use client';

import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHistorySync } from '@/components/player/use-history-sync';
import { useHls } from '@/components/player/use-hls';
import { useMediaSession } from '@/components/player/use-media-session';
import { useMediaState } from '@/components/player/use-media-state';
import { AudioPlayerContext, type AudioItem, type AudioPlayerApi } from './audio-context';
import { MiniPlayer } from './mini-player';

/**
 * Keeps one <audio> element alive in the locale layout, so radio and audio go
 * on playing while the visitor browses; shows the mini-player while in use.
 */
export function AudioProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState<AudioItem | null>(null);
  const hls = useHls(audioRef, current?.stream ?? null, { live: current?.live ?? false });
  const state = useMediaState(audioRef);
  useMediaSession(audioRef, { title: current?.title ?? '', artist: current?.subtitle ?? '', artwork: current?.artwork }, current?.live ?? false);
  useHistorySync(audioRef, { kind: current?.kind ?? 'audio', id: current?.id ?? 0 }, false);

  const play = useCallback((item: AudioItem) => {
    setCurrent((previous) => {
      if (previous?.stream === item.stream) {
        audioRef.current?.play().catch(() => undefined);
        return previous;
      }
      return item;
    });
  }, []);
  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) audio.play().catch(() => undefined);
    else audio.pause();
  }, []);
  const stop = useCallback(() => {
    audioRef.current?.pause();
    setCurrent(null);
  }, []);

  const api = useMemo<AudioPlayerApi>(() => ({ current, playing: !state.paused, play, toggle, stop }), [current, state.paused, play, toggle, stop]);
  return (
    <AudioPlayerContext.Provider value={api}>
      {children}
      {/* autoPlay: a new item starts as soon as its stream is attached (the visitor clicked play). */}
      <audio ref={audioRef} autoPlay={current !== null} preload="none" data-testid="audio-player" />
      {/* Room at the end of the page, so the fixed mini-player never covers the footer. */}
      {current && <div aria-hidden="true" className="h-16" />}
      {current && <MiniPlayer item={current} state={state} error={hls.error} onRetry={hls.retry} onToggle={toggle} onClose={stop} />}
    </AudioPlayerContext.Provider>
  );
}
