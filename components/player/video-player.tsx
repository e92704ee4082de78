'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { preload } from 'react-dom';
import { useClientValue } from '@/lib/client-value';
import type { MediaKind } from '@/lib/contract';
import { keepEarlyClickScript, takeEarlyClick } from '@/lib/early-click';
import { captionToShow } from './captions';
import { PlayerControls, type ControlActions } from './player-controls';
import { PlayerError } from './player-error';
import { useCaptionText } from './use-caption-text';
import { useHistorySync } from './use-history-sync';
import { loadHls } from './load-hls';
import { LIVE_TOLERANCE, useHls } from './use-hls';
import { useMediaSession } from './use-media-session';
import { useMediaState } from './use-media-state';
import { useSlowWait } from './use-slow-wait';
import { playerKeyHandler } from './use-player-keys';
import { useViewModes } from './use-view-modes';

export interface VideoPlayerProps {
  src: string;
  title: string;
  /** Channel or programme name for the lock screen. */
  artist: string;
  poster?: string;
  live: boolean;
  kind: MediaKind;
  itemId: number;
  /** Muted autoplay (browsers allow only that); the visitor unmutes. */
  autoPlay?: boolean;
}

// A page whose player starts by itself (a live channel: muted autoplay, `autoplay` in the server's HTML)
// asks for hls.js (146 kB compressed, compiled while it streams in) as soon as its scripts start the app,
// while the page hydrates, instead of after: the player's effect that needs it runs only once hydration is
// done (on a slow phone, hundreds of ms later). A VOD page asks for it when the visitor shows an interest
// in the player (use-hls: `prepare`, `warm`, `play`). Not in use-hls itself: the audio player of every
// page uses that module and loads hls.js only when something plays.
if (typeof window !== 'undefined' && document.querySelector('video[autoplay]')) loadHls().catch(() => undefined);

/** Before hydration, a click on the play button or the picture is kept; the player starts once ready. */
const KEEP_EARLY_PLAY = keepEarlyClickScript('[data-play]');

/**
 * The HLS video player: VOD and live (DVR window), accessible controls and keyboard shortcuts. A VOD
 * starts at the address's `?t=` when it has one (read in the browser: the page itself is cached).
 */
export function VideoPlayer({ src, title, artist, poster, live, kind, itemId, autoPlay = false }: VideoPlayerProps) {
  // The poster is the page's largest paint, and a browser fetches a video's poster only once it has
  // built the element: the head asks for it early, ahead of the scripts.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  // A player that starts by itself will ask for its master playlist as soon as hls.js runs, which is
  // after the page's scripts and hydration: the head asks for it now, and hls.js's request (same
  // address, CORS mode, same-origin credentials) takes the preloaded answer, one round trip sooner.
  if (autoPlay && src) preload(src, { as: 'fetch', crossOrigin: 'anonymous' });
  const t = useTranslations('Player');
  const locale = useLocale();
  /** The caption track the visitor last picked in this player: the captions button turns that one on again. */
  const chosenCaption = useRef<number | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  /** Whether the keyboard's focus was last in the player (kept when the control that had it is removed). */
  const focusInside = useRef(false);
  const focusWasInPlayer = useCallback(() => {
    const active = document.activeElement;
    return focusInside.current && (!active || active === document.body || !!boxRef.current?.contains(active));
  }, []);
  const hls = useHls(videoRef, src, { live, lazy: !autoPlay });
  const state = useMediaState(videoRef);
  const captionText = useCaptionText(videoRef, hls.caption >= 0);
  const slow = useSlowWait(state, hls.error !== null);
  const pipSupported = useClientValue(() => document.pictureInPictureEnabled, false);
  // Shown in the server's HTML; hidden where nothing can go full screen (a partner's frame without
  // `allowfullscreen`). iPhone's Safari has no element full screen: the video itself goes, in its player.
  const fullscreenSupported = useClientValue(() => document.fullscreenEnabled || (!Element.prototype.requestFullscreen && 'webkitEnterFullscreen' in HTMLVideoElement.prototype), true);
  const { fullscreen, pip } = useViewModes(boxRef, videoRef);
  useMediaSession(videoRef, { title, artist, artwork: poster }, live);
  useHistorySync(videoRef, { kind, id: itemId }, !live);

  const { liveEdge, setLevel, setCaption, play, warm, captions, caption } = hls;
  useEffect(() => {
    if (takeEarlyClick(boxRef.current)) play();
  }, [play]);
  const actions = useMemo<ControlActions>(() => {
    const video = () => videoRef.current;
    return {
      togglePlay: () => {
        const v = video();
        if (!v) return;
        if (v.paused) play();
        else v.pause();
      },
      toggleMute: () => {
        const v = video();
        if (!v) return;
        // Turned down to nothing, the sound comes back at half volume, not "unmuted" and still silent.
        if (!v.muted && v.volume > 0) v.muted = true;
        else {
          if (v.volume === 0) v.volume = 0.5;
          v.muted = false;
        }
      },
      setVolume: (volume) => {
        const v = video();
        if (!v) return;
        // In hundredths: ten steps of -0.1 from 1 leave 1.4e-16 in floating point, not silence.
        const level = Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
        v.volume = level;
        v.muted = level === 0;
      },
      seek: (seconds) => {
        const v = video();
        if (!v) return;
        warm();
        v.currentTime = seconds;
      },
      goLive: () => {
        const v = video();
        if (v) v.currentTime = liveEdge();
        // The button goes once the picture is live: focus stays in the player, not lost to the page.
        if (boxRef.current?.contains(document.activeElement)) boxRef.current.focus();
      },
      setRate: (rate) => {
        const v = video();
        if (v) v.playbackRate = rate;
      },
      toggleFullscreen: () => {
        if (document.fullscreenElement) void document.exitFullscreen();
        else if (boxRef.current?.requestFullscreen) void boxRef.current.requestFullscreen().catch(() => undefined);
        else (video() as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
      },
      togglePip: () => {
        const v = video();
        if (!v) return;
        if (document.pictureInPictureElement) void document.exitPictureInPicture();
        else void v.requestPictureInPicture().catch(() => undefined);
      },
      setLevel,
      setCaption: (index) => {
        if (index >= 0) chosenCaption.current = index;
        setCaption(index);
      },
      toggleCaptions: () => {
        if (captions.length > 0) setCaption(caption >= 0 ? -1 : captionToShow(captions, locale, chosenCaption.current));
      },
    };
  }, [liveEdge, setLevel, setCaption, play, warm, captions, caption, locale]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    playerKeyHandler({
    togglePlay: actions.togglePlay,
    seekBy: (delta) => actions.seek(Math.max(live ? state.seekStart : 0, state.currentTime + delta)),
    volumeBy: (delta) => actions.setVolume((state.muted ? 0 : state.volume) + delta),
    toggleFullscreen: actions.toggleFullscreen,
    toggleMute: actions.toggleMute,
    toggleCaptions: actions.toggleCaptions,
    })(event);

  /** Try again: the focus on its button goes to the player first, as the button goes with the error. */
  const retry = () => {
    if (boxRef.current?.contains(document.activeElement)) boxRef.current.focus();
    hls.retry();
  };

  // A live picture still starting, or never started (its autoplay refused), has no position yet: not "behind".
  const atLiveEdge = !live || state.starting || !state.played || state.seekEnd - state.currentTime < LIVE_TOLERANCE;
  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={t('region', { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => {
        // A mouse only: a finger scrolling past the player is not a wish to watch.
        if (event.pointerType === 'mouse') hls.warm();
      }}
      onFocus={() => {
        focusInside.current = true;
        hls.warm();
      }}
      onBlur={(event) => {
        // Left for somewhere else, or for nothing (a click on the page's text), unless the control that
        // had it was removed (the controls giving way to an error): then it counts as still in the player.
        const { target, relatedTarget } = event;
        if (relatedTarget) {
          if (!boxRef.current?.contains(relatedTarget)) focusInside.current = false;
        } else
          setTimeout(() => {
            if (target.isConnected) focusInside.current = false;
          });
      }}
      // Any pointer, a finger too: it only starts hls.js with its first segment, not 30 s of buffering.
      onPointerDown={hls.prepare}
      className="@container relative aspect-video w-full overflow-hidden rounded-xl bg-black"
      data-surface="dark"
    >
      <video
        ref={videoRef}
        poster={poster}
        playsInline
        autoPlay={autoPlay}
        muted={autoPlay}
        preload="metadata"
        onClick={actions.togglePlay}
        className="size-full"
        data-testid="video-player"
        data-play=""
      />
      <div className="pointer-events-none absolute inset-x-0 top-0 bottom-14 flex flex-col items-center justify-center gap-3 px-4">
        {/* Without scripts nothing plays (HLS needs hls.js here): said so, in place of controls that do nothing
            (a media query rather than <noscript>, whose content a browser with scripts turned off after the
            page's first parse, or a test harness, does not show). */}
        <span className="hidden max-w-xs rounded-md bg-slate-900/80 px-3 py-1.5 text-center text-sm text-white [@media(scripting:none)]:block">{t('needsScript')}</span>
        {(state.waiting || state.starting || hls.pending) && !hls.error && <span className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" aria-hidden="true" data-testid="player-spinner" />}
        {/* Always there, empty until a stall lasts: a live region announces only what changes in it. */}
        <p role="status" className={slow ? 'max-w-xs rounded-md bg-slate-900/80 px-3 py-1.5 text-center text-sm text-white' : 'sr-only'}>
          {slow ? t('slow') : null}
        </p>
      </div>
      {hls.error ? (
        <PlayerError error={hls.error} onRetry={retry} focusWasInPlayer={focusWasInPlayer} />
      ) : (
        <PlayerControls
          state={state}
          live={live}
          atLiveEdge={atLiveEdge}
          levels={hls.levels}
          level={hls.level}
          captions={hls.captions}
          caption={hls.caption}
          captionText={captionText}
          pipSupported={pipSupported}
          fullscreenSupported={fullscreenSupported}
          fullscreen={fullscreen}
          pip={pip}
          actions={actions}
        />
      )}
      <script dangerouslySetInnerHTML={{ __html: KEEP_EARLY_PLAY }} />
    </div>
  );
}
