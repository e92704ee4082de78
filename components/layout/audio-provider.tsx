'use client';

import { useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadHls } from '@/components/player/load-hls';
import { forgetSoundAsked, playAsked, useOneSound } from '@/components/player/use-one-sound';
import { loadOnce } from '@/lib/load-once';
import { AudioPlayerContext, shownState, type AudioItem, type AudioPlayerApi } from './audio-context';
import type { EngineProps, EngineReport } from './audio-engine';
import { MiniPlayer } from './mini-player';
import type { OnDemandControls } from './mini-player-seek';

type Engine = ComponentType<EngineProps>;

/** The engine's module (with the bar's on-demand controls), asked for once per page; a failed request is asked again on the next try. */
const loadEngine = loadOnce<{ Engine: Engine; controls: OnDemandControls }>(() =>
  import('./audio-engine').then((module) => ({ Engine: module.default, controls: { SeekRow: module.SeekRow, SkipButton: module.SkipButton } })),
);

/**
 * Keeps one <audio> element alive in the locale layout, so radio and audio go on playing while the
 * visitor browses; shows the mini-player while in use. The element, hls.js's glue and the rest come
 * with the first play (audio-engine.tsx): every page's first load is without them (issue #6's budget
 * for `/`). The mini-player shows at once; a failed load of that code is a network error with retry.
 */
export function AudioProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState<AudioItem | null>(null);
  const [engine, setEngine] = useState<{ Engine: Engine; controls: OnDemandControls } | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [report, setReport] = useState<EngineReport | null>(null);
  /** The visitor's last word: play (a play, a resume) or not (a pause, from the bar or the lock screen, also before the item started). */
  const [wanted, setWanted] = useState(true);
  const [askedAt, setAskedAt] = useState(0);
  useOneSound();

  const fetchEngine = useCallback(() => {
    setEngineFailed(false);
    loadEngine().then(
      (loaded) => setEngine((previous) => previous ?? loaded),
      () => setEngineFailed(true),
    );
  }, []);

  const play = useCallback(
    (item: AudioItem) => {
      // The engine's code and hls.js's are fetched side by side, not one after the other.
      fetchEngine();
      void loadHls().catch(() => undefined);
      setWanted(true);
      setAskedAt(performance.now());
      setCurrent((previous) => {
        if (previous?.stream === item.stream) {
          if (audioRef.current) playAsked(audioRef.current);
          return previous;
        }
        return item;
      });
    },
    [fetchEngine],
  );
  const shown = shownState(report?.state ?? null, wanted);
  /** Play asked (the bar, the lock screen): without its element yet (the engine's code on its way), the item plays once it comes (autoPlay), as asked now. */
  const resume = useCallback(() => {
    setWanted(true);
    setAskedAt(performance.now());
    if (audioRef.current) playAsked(audioRef.current);
  }, []);
  /** Pause asked, also before it started: the element, if here, is kept from playing by itself (pause() and autoPlay off). */
  const hold = useCallback(() => {
    setWanted(false);
    const audio = audioRef.current;
    if (!audio) return;
    audio.pause();
    forgetSoundAsked(audio);
  }, []);
  const toggle = useCallback(() => (shown.paused ? resume() : hold()), [shown.paused, resume, hold]);
  /** An on-demand item's seek bar and skip buttons: the element itself, within the item (the start, its end). */
  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio || !Number.isFinite(audio.duration)) return;
    audio.currentTime = Math.min(audio.duration, Math.max(0, seconds));
  }, []);
  /** From where the element is now, not its last report (up to a quarter of a second old while it plays). */
  const skip = useCallback((seconds: number) => seek((audioRef.current?.currentTime ?? 0) + seconds), [seek]);
  const stop = useCallback(() => {
    audioRef.current?.pause();
    setCurrent(null);
    setReport(null);
  }, []);

  const error = engineFailed ? 'network' : (report?.error ?? null);
  // A failed item is not playing, whatever its emptied element says (its autoplay waits again).
  const playing = current !== null && error === null && !shown.paused;
  /** Try again is an ask of now (the engine's remount notes it; hls.js's retry forgets the one before). */
  const retry = useCallback(() => {
    setAskedAt(performance.now());
    (engineFailed ? fetchEngine : (report?.retry ?? fetchEngine))();
  }, [engineFailed, fetchEngine, report]);
  const api = useMemo<AudioPlayerApi>(() => ({ current, playing, play, toggle, stop }), [current, playing, play, toggle, stop]);
  const Engine = engine?.Engine;
  return (
    <AudioPlayerContext.Provider value={api}>
      {children}
      {current && (
        <>
          {Engine && <Engine audioRef={audioRef} item={current} autoPlay={wanted} askedAt={askedAt} onPlay={resume} onPause={hold} onReport={setReport} />}
          {/* Room at the end of the page, so the fixed mini-player (standing on the cookie bar while that
              shows, see cookie-consent.tsx) never covers the footer: an on-demand item's bar has a
              second row, its seek bar (with the skip buttons at its ends on a phone). */}
          <div
            aria-hidden="true"
            className={current.live ? 'h-[calc(4rem+var(--cookie-bar-height,0px))]' : 'h-[calc(6.5rem+var(--cookie-bar-height,0px))] sm:h-[calc(5.75rem+var(--cookie-bar-height,0px))]'}
          />
          <MiniPlayer
            item={current}
            state={shown}
            error={error}
            slow={report?.slow ?? false}
            onRetry={retry}
            onToggle={toggle}
            onClose={stop}
            onSeek={seek}
            onSkip={skip}
            controls={engine?.controls ?? null}
          />
        </>
      )}
    </AudioPlayerContext.Provider>
  );
}
