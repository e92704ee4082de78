'use client';

import dynamic from 'next/dynamic';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadHls } from '@/components/player/load-hls';
import { AudioPlayerContext, type AudioItem, type AudioPlayerApi } from './audio-context';

const loadEngine = () => import('./audio-engine');
// The <audio> element, hls.js's glue and the mini-player come with the first play: every page's
// first load is without them (issue #6's budget for `/`).
const AudioEngine = dynamic(loadEngine, { ssr: false });

/**
 * Keeps one <audio> element alive in the locale layout, so radio and audio go
 * on playing while the visitor browses; shows the mini-player while in use.
 */
export function AudioProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState<AudioItem | null>(null);
  const [playing, setPlaying] = useState(false);

  const play = useCallback((item: AudioItem) => {
    // The engine's code and hls.js's are fetched side by side, not one after the other.
    void loadEngine().catch(() => undefined);
    void loadHls().catch(() => undefined);
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
    setPlaying(false);
  }, []);

  const api = useMemo<AudioPlayerApi>(() => ({ current, playing, play, toggle, stop }), [current, playing, play, toggle, stop]);
  return (
    <AudioPlayerContext.Provider value={api}>
      {children}
      {/* Room at the end of the page, so the fixed mini-player never covers the footer. */}
      {current && <div aria-hidden="true" className="h-16" />}
      {current && <AudioEngine audioRef={audioRef} item={current} onPlayingChange={setPlaying} onToggle={toggle} onClose={stop} />}
    </AudioPlayerContext.Provider>
  );
}
