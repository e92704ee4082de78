'use client';

import type Hls from 'hls.js';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { startTimeOfAddress } from '@/components/media/format';
import { yieldToMain } from '@/lib/yield-to-main';
import { loadHls } from './load-hls';
import { forgetSoundAsked, noteSoundAsked, playAsked } from './use-one-sound';
import { rememberBandwidth, rememberedBandwidth } from './remembered-bandwidth';

export type PlaybackError = 'network' | 'media' | 'unsupported';
export interface QualityLevel {
  index: number;
  height: number;
}
export interface CaptionTrack {
  index: number;
  name: string;
  language: string;
}

/**
 * Native HLS (Safari): captions are the element's own text tracks. The chosen one is `hidden`: its cues
 * load and turn active, and the player draws them (use-caption-text.ts).
 */
function chooseTextTrack(media: HTMLMediaElement, index: number) {
  const tracks = media.textTracks;
  for (let i = 0; i < tracks.length; i++) {
    const track = tracks[i];
    if (track) track.mode = i === index ? 'hidden' : 'disabled';
  }
}

/** hls.js's transmuxer worker, emitted by the bundler as a file of its own (worker-src 'self'). */
const HLS_WORKER = new URL('../../node_modules/hls.js/dist/hls.worker.js', import.meta.url).href;

/** The fastest a live video plays to get back to its distance from the edge (hls.js's latency controller). */
export const LIVE_CATCH_UP_RATE = 1.05;
/** Seconds behind the live edge that still count as "live" (hls.js keeps about 6 s, three segments). */
export const LIVE_TOLERANCE = 8;

/** How often, at most, a video's measured download speed is written down while it plays (ms). */
const REMEMBER_EVERY_MS = 10_000;

/** hls.js's buffer goals (seconds) while playing; before playback of a lazy source, about one segment. */
const FULL_BUFFER = { maxBufferLength: 30, maxMaxBufferLength: 60 };
const PRELOAD_BUFFER = { maxBufferLength: 1, maxMaxBufferLength: 1 };

interface Options {
  live: boolean;
  /**
   * Buffer only the first segment until the visitor shows they want to watch (play, or `warm`: a seek,
   * a mouse over the player, focus in it): playback still starts at once, but a page whose player
   * nobody starts does not fetch and transmux 30–60 s of video (about 2 MB, and a second of main-thread
   * work on a throttled phone).
   */
  lazy?: boolean;
}

/**
 * Catching up is for lag the viewer did not ask for. A seek that leaves the picture further behind the
 * edge than LIVE_TOLERANCE (the viewer went back: the ← key, the seek bar) turns it off, at once, so a
 * step back of 5 s is not quietly played away; a seek back near the edge (the Live button, hls.js's own
 * start or recovery) turns it on again. Returns the clean-up.
 */
function catchUpOnlyLive(hls: Hls, media: HTMLMediaElement): () => void {
  const onSeeking = () => {
    const ranges = media.seekable;
    if (ranges.length === 0) return;
    const behind = ranges.end(ranges.length - 1) - media.currentTime;
    const stepBack = behind > LIVE_TOLERANCE;
    hls.config.maxLiveSyncPlaybackRate = stepBack ? 1 : LIVE_CATCH_UP_RATE;
    // hls.js leaves a rate it set alone once its own maximum is 1.
    if (stepBack && media.playbackRate !== 1) media.playbackRate = 1;
  };
  media.addEventListener('seeking', onSeeking);
  return () => media.removeEventListener('seeking', onSeeking);
}

/**
 * Attaches an HLS source to a media element: hls.js (loaded on demand, off the
 * first paint) where Media Source Extensions exist, Safari's native HLS
 * otherwise. The back buffer is bounded so a live channel can run for hours.
 */
export function useHls(ref: RefObject<HTMLMediaElement | null>, src: string | null, { live, lazy = false }: Options) {
  const hlsRef = useRef<Hls | null>(null);
  /** Lets a lazy hls.js source buffer ahead in full; set while one is attached. */
  const bufferAhead = useRef<(() => void) | null>(null);
  /** Whether the element has its source yet (hls.js or native); a play asked for before that waits. */
  const attached = useRef(false);
  const playWanted = useRef(false);
  /**
   * A lazy source loads and starts hls.js only once the visitor shows an interest (`prepare`, `warm`,
   * `play`): its module and start-up are four tasks of 15–40 ms on a slow phone, which a page whose
   * player nobody touches should not run while it loads, nor fetch its 146 kB.
   */
  const interested = useRef(false);
  const onInterest = useRef<(() => void) | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Where a fatal error stopped playback, and whether it was playing: Try again goes on from there. */
  const stoppedAt = useRef<{ src: string; position?: number; playing: boolean } | null>(null);
  const [error, setError] = useState<PlaybackError | null>(null);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevelState] = useState(-1);
  const [captions, setCaptions] = useState<CaptionTrack[]>([]);
  const [caption, setCaptionState] = useState(-1);
  /** A play asked for while hls.js (146 kB) still loads: the player shows it is starting. */
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const media = ref.current;
    if (!media || !src) return;
    let destroyed = false;
    setError(null);
    setLevels([]);
    // A new source, or the same after Try again: a new hls.js instance, which starts on Auto.
    setLevelState(-1);
    setCaptions([]);
    setCaptionState(-1);
    const onMediaError = () => setError('network');
    let stopWatchingSeeks: (() => void) | null = null;
    // VOD: after a failure, where it stopped; else the address's `?t=` (seconds); otherwise the start.
    // Live: the live edge. A source that was playing when it failed plays again once it is set.
    // Only for the source that failed: another item picked instead of Try again starts as usual.
    const resumed = stoppedAt.current?.src === src ? stoppedAt.current : null;
    stoppedAt.current = null;
    const start = live ? undefined : (resumed?.position ?? startTimeOfAddress());
    if (resumed?.playing) {
      playWanted.current = true;
      setPending(true);
    }
    // Giving the element its source resets it to paused (the media load algorithm), so a play asked
    // for while hls.js still loads is made once the source is set.
    const sourceSet = () => {
      attached.current = true;
      setPending(false);
      if (!playWanted.current) return;
      playWanted.current = false;
      media.play().catch(() => undefined);
    };

    void (async () => {
      if (lazy && !interested.current) await new Promise<void>((resolve) => (onInterest.current = resolve));
      if (destroyed) return;
      const { default: HlsClass } = await loadHls();
      // Each part of hls.js's start (evaluating its module, creating the player, attaching the element)
      // in a task of its own, not one long task while the page is still hydrating (Lighthouse counts
      // every task over 50 ms).
      await yieldToMain();
      if (destroyed) return;
      if (HlsClass.isSupported()) {
        // A video starts at the quality the last one's measured speed allows (remembered-bandwidth.ts);
        // audio is left alone: its small segments measure latency more than speed.
        const video = media instanceof HTMLVideoElement;
        const startEstimate = video ? rememberedBandwidth() : undefined;
        const hls = new HlsClass({
          backBufferLength: live ? 30 : 60,
          ...(lazy ? PRELOAD_BUFFER : FULL_BUFFER),
          liveDurationInfinity: true,
          startPosition: start ?? -1,
          enableWebVTT: true,
          renderTextTracksNatively: true,
          // The ES module build has no worker inlined: without this, every segment is transmuxed on
          // the main thread (about 0.8 s of blocking time on a live page under Lighthouse).
          workerPath: HLS_WORKER,
          ...(startEstimate ? { abrEwmaDefaultEstimate: startEstimate } : {}),
          // A live picture that falls a little behind (a busy phone, a stall, a short pause) plays at up
          // to 1.05×, pitch kept, until it is back at hls.js's target distance from the edge; without it
          // each hiccup's lag stayed, and an hour's playback on a loaded machine ended 37 s behind the
          // broadcast. hls.js does it up to one segment more than the target from its target (about
          // 14 s behind the edge here), so a viewer's own step back is protected below (catchUpOnlyLive).
          // Radio keeps its pace: music 5 % fast is heard.
          ...(live && video ? { maxLiveSyncPlaybackRate: LIVE_CATCH_UP_RATE } : {}),
        });
        hlsRef.current = hls;
        if (video) {
          let measured = false;
          let written = 0;
          const remember = () => {
            if (measured) rememberBandwidth(hls.bandwidthEstimate);
          };
          // hls.js samples the speed of each main segment once it is buffered (its own listener runs first).
          hls.on(HlsClass.Events.FRAG_BUFFERED, (_event, data) => {
            if (data.frag.type !== 'main' || data.frag.sn === 'initSegment') return;
            measured = true;
            if (Date.now() - written < REMEMBER_EVERY_MS) return;
            written = Date.now();
            remember();
          });
          hls.on(HlsClass.Events.DESTROYING, remember);
          if (live) stopWatchingSeeks = catchUpOnlyLive(hls, media);
        }
        // The chosen caption track stays `hidden`: the player draws its cues above its control bar.
        hls.subtitleDisplay = false;
        hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
          setLevels(data.levels.map((l, index) => ({ index, height: l.height })).sort((a, b) => b.height - a.height));
          setCaptions(hls.allSubtitleTracks.map((t, index) => ({ index, name: t.name, language: t.lang ?? '' })));
        });
        hls.on(HlsClass.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          setError(data.type === HlsClass.ErrorTypes.NETWORK_ERROR ? 'network' : 'media');
          // Destroying hls.js resets the element to the start, paused: kept for Try again.
          stoppedAt.current = { src, position: media.currentTime > 0 ? media.currentTime : undefined, playing: !media.paused || playWanted.current };
          hls.destroy();
          hlsRef.current = null;
        });
        if (lazy) {
          // hls.js reads these on every tick. However playback is asked for (our controls, the
          // keyboard, the OS media keys). Not on `seeking`: a `?t=` start or a resume seeks too.
          bufferAhead.current = () => Object.assign(hls.config, FULL_BUFFER);
          media.addEventListener('play', bufferAhead.current);
        }
        hls.loadSource(src);
        await yieldToMain();
        // Destroyed meanwhile: by the clean-up below, or by a fatal error (the master playlist refused).
        if (destroyed || hlsRef.current !== hls) return;
        hls.attachMedia(media);
        sourceSet();
      } else if (media.canPlayType('application/vnd.apple.mpegurl')) {
        media.src = src;
        sourceSet();
        media.addEventListener('error', onMediaError);
        // A start past the end (a link's `?t=` for a longer cut) plays from the beginning, as hls.js's
        // startPosition does (seen in Chromium: `?t=9` and `?t=99999` on an 8 s video start at 0).
        if (start) media.addEventListener('loadedmetadata', () => start < media.duration && (media.currentTime = start), { once: true });
      } else {
        setError('unsupported');
      }
    })().catch(() => setError('network'));

    return () => {
      destroyed = true;
      attached.current = false;
      media.removeEventListener('error', onMediaError);
      stopWatchingSeeks?.();
      if (bufferAhead.current) {
        media.removeEventListener('play', bufferAhead.current);
        bufferAhead.current = null;
      }
      if (hlsRef.current) hlsRef.current.destroy();
      else if (media.getAttribute('src') === src) {
        // Native HLS: emptied as hls.js's destroy empties it, so the next source starts from nothing.
        media.removeAttribute('src');
        media.load();
      }
      hlsRef.current = null;
    };
  }, [ref, src, live, lazy, attempt]);

  const setLevel = useCallback((index: number) => {
    if (hlsRef.current) hlsRef.current.currentLevel = index;
    setLevelState(index);
  }, []);

  const setCaption = useCallback(
    (index: number) => {
      const hls = hlsRef.current;
      // hls.js keeps its chosen track `hidden` (subtitleDisplay false): the player draws the captions.
      if (hls) hls.subtitleTrack = index;
      else if (ref.current) chooseTextTrack(ref.current, index);
      setCaptionState(index);
    },
    [ref],
  );

  /** The visitor may be about to watch (a finger or a button down on the player): a lazy source starts hls.js. */
  const prepare = useCallback(() => {
    interested.current = true;
    onInterest.current?.();
    onInterest.current = null;
  }, []);

  /** Plays now, or as soon as the source is set (a click while hls.js is still loading is kept). */
  const play = useCallback(() => {
    const media = ref.current;
    if (!media) return;
    if (attached.current) playAsked(media);
    else {
      // Asked now: when it starts, a sound asked for meanwhile is not interrupted (use-one-sound.ts).
      noteSoundAsked(media);
      playWanted.current = true;
      setPending(true);
      prepare();
    }
  }, [ref, prepare]);

  /** The visitor is about to watch (a seek, a mouse over the player, focus in it): a lazy source buffers ahead. */
  const warm = useCallback(() => {
    prepare();
    bufferAhead.current?.();
  }, [prepare]);

  const retry = useCallback(() => {
    // Try again is an ask of now: a play noted before the failure is not this one's time.
    if (ref.current) forgetSoundAsked(ref.current);
    setAttempt((n) => n + 1);
  }, [ref]);
  /** The live edge hls.js keeps in sync with (seconds), or the end of the seekable range. */
  const liveEdge = useCallback(() => {
    const media = ref.current;
    const sync = hlsRef.current?.liveSyncPosition;
    if (typeof sync === 'number') return sync;
    return media && media.seekable.length > 0 ? media.seekable.end(media.seekable.length - 1) : 0;
  }, [ref]);

  return { error, retry, play, pending, prepare, warm, levels, level, setLevel, captions, caption, setCaption, liveEdge };
}
