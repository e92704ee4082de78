'use client';

import { useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { loadHls } from '@/components/player/load-hls';
import { IDLE_MEDIA_STATE, type MediaState } from '@/components/player/media-state';
import { useOneSound } from '@/components/player/use-one-sound';
import { loadOnce } from '@/lib/load-once';
import { AudioPlayerContext, type AudioItem, type AudioPlayerApi } from './audio-context';
import type { EngineReport } from './audio-engine';
import { MiniPlayer } from './mini-player';

type Engine = ComponentType<{ audioRef: RefObject<HTMLAudioElement | null>; item: AudioItem; onReport: (report: EngineReport) => void }>;

/** The engine's module, asked for once per page; a failed request is asked again on the next try. */
const loadEngine = loadOnce<Engine>(() => import('./audio-engine').then((module) => module.default));

/** Until the engine reports: the visitor asked to play, so the bar shows it as starting. */
const STARTING: MediaState = { ...IDLE_MEDIA_STATE, paused: false, waiting: true };

/**
 * Keeps one <audio> element alive in the locale layout, so radio and audio go on playing while the
 * visitor browses; shows the mini-player while in use. The element, hls.js's glue and the rest come
 * with the first play (audio-engine.tsx): every page's first load is without them (issue #6's budget
 * for `/`). The mini-player shows at once; a failed load of that code is a network error with retry.
 */
export function AudioProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState<AudioItem | null>(null);
  const [engine, setEngine] = useState<{ Engine: Engine } | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [report, setReport] = useState<EngineReport | null>(null);
  useOneSound();

  const fetchEngine = useCallback(() => {
    setEngineFailed(false);
    loadEngine().then(
      (Engine) => setEngine((previous) => previous ?? { Engine }),
      () => setEngineFailed(true),
    );
  }, []);

  const play = useCallback(
    (item: AudioItem) => {
      // The engine's code and hls.js's are fetched side by side, not one after the other.
      fetchEngine();
      void loadHls().catch(() => undefined);
      setCurrent((previous) => {
        if (previous?.stream === item.stream) {
          audioRef.current?.play().catch(() => undefined);
          return previous;
        }
        return item;
      });
    },
    [fetchEngine],
  );
  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) audio.play().catch(() => undefined);
    else audio.pause();
  }, []);
  const stop = useCallback(() => {
    audioRef.current?.pause();
    setCurrent(null);
    setReport(null);
  }, []);

  const playing = current !== null && report !== null && !report.state.paused;
  const api = useMemo<AudioPlayerApi>(() => ({ current, playing, play, toggle, stop }), [current, playing, play, toggle, stop]);
  const Engine = engine?.Engine;
  return (
    <AudioPlayerContext.Provider value={api}>
      {children}
      {current && (
        <>
          {Engine && <Engine audioRef={audioRef} item={current} onReport={setReport} />}
          {/* Room at the end of the page, so the fixed mini-player (standing on the cookie bar while that
              shows, see cookie-consent.tsx) never covers the footer. */}
          <div aria-hidden="true" className="h-[calc(4rem+var(--cookie-bar-height,0px))]" />
          <MiniPlayer
            item={current}
            state={report?.state ?? STARTING}
            error={engineFailed ? 'network' : (report?.error ?? null)}
            slow={report?.slow ?? false}
            onRetry={engineFailed ? fetchEngine : (report?.retry ?? fetchEngine)}
            onToggle={toggle}
            onClose={stop}
          />
        </>
      )}
    </AudioPlayerContext.Provider>
  );
}
