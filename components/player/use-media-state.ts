'use client';

import { useEffect, useState, type RefObject } from 'react';
import { IDLE_MEDIA_STATE, type MediaState } from './media-state';
import { forgetSoundAsked } from './use-one-sound';

export type { MediaState };

const EVENTS = ['loadstart', 'play', 'pause', 'timeupdate', 'durationchange', 'volumechange', 'ratechange', 'waiting', 'playing', 'seeking', 'seeked', 'progress', 'loadedmetadata', 'loadeddata', 'canplay', 'canplaythrough', 'ended', 'emptied'];

/**
 * How long an element that plays by itself may stay paused after its source was set before it is asked
 * to play: a browser that refuses to play by itself (iOS in Low Power Mode, a browser set to
 * block autoplay) says nothing of it, and the element would show a spinner, then "The connection is
 * slow", for ever. Asked, it refuses with NotAllowedError, and the player shows its play button.
 */
export const AUTOPLAY_PROBE_MS = 2000;

/**
 * The element's state. `settled`: it has played, been paused or ended since its source was set, or was
 * refused to play by itself, so an autoplay element short of data is not starting any more (a seek of
 * a paused picture drops its readyState; an ended item's is below HAVE_ENOUGH_DATA in Firefox). Until
 * then it is starting even once asked to play (not paused, no frame yet).
 */
export function read(media: HTMLMediaElement, waiting: boolean, settled: boolean): MediaState {
  const { seekable } = media;
  const last = seekable.length - 1;
  return {
    paused: media.paused,
    currentTime: media.currentTime,
    duration: Number.isFinite(media.duration) ? media.duration : 0,
    seekStart: last >= 0 ? seekable.start(0) : 0,
    seekEnd: last >= 0 ? seekable.end(last) : 0,
    volume: media.volume,
    muted: media.muted,
    rate: media.playbackRate,
    waiting,
    seeking: media.seeking,
    played: media.played.length > 0,
    // Autoplay begins at HAVE_ENOUGH_DATA.
    starting: media.autoplay && !settled && media.readyState < 4 && !media.error,
  };
}

/**
 * Reads the element's state on each of its events, handing it to `onChange`; asks an element still
 * waiting to play by itself to play (AUTOPLAY_PROBE_MS after its source was set). Returns the undoing.
 */
export function watchMediaState(media: HTMLMediaElement, onChange: (state: MediaState) => void): () => void {
  let waiting = false;
  let settled = false;
  let probe: ReturnType<typeof setTimeout> | undefined;
  /** Still waiting to play by itself: asked to; a refusal settles it. */
  const askToPlay = () => {
    if (!media.autoplay || !media.paused || settled || media.error) return;
    media.play().catch((error: unknown) => {
      if ((error as Error | null)?.name !== 'NotAllowedError' || settled) return;
      settled = true;
      // Refused, there is no `play` event to take the ask noted for it: the visitor's next Play is an ask of its own.
      forgetSoundAsked(media);
      onChange(read(media, waiting, settled));
    });
  };
  const update = (event?: Event) => {
    const type = event?.type;
    if (type === 'waiting') waiting = true;
    if (type === 'playing' || type === 'pause' || type === 'emptied') waiting = false;
    if (type === 'playing' || type === 'pause' || type === 'ended') settled = true;
    // A new source (hls.js attached again, Try again, another item) starts again.
    if (type === 'emptied') settled = false;
    if (type === 'emptied' || type === 'loadstart') clearTimeout(probe);
    if (type === 'loadstart' && media.autoplay) probe = setTimeout(askToPlay, AUTOPLAY_PROBE_MS);
    onChange(read(media, waiting, settled));
  };
  for (const name of EVENTS) media.addEventListener(name, update);
  update();
  // A source set before this ran (the server's HTML, or a quick hls.js): NETWORK_EMPTY is 0.
  if (media.autoplay && media.networkState !== 0) probe = setTimeout(askToPlay, AUTOPLAY_PROBE_MS);
  return () => {
    clearTimeout(probe);
    for (const name of EVENTS) media.removeEventListener(name, update);
  };
}

/** The media element's state, re-read on its events. */
export function useMediaState(ref: RefObject<HTMLMediaElement | null>): MediaState {
  const [state, setState] = useState<MediaState>(IDLE_MEDIA_STATE);
  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    return watchMediaState(media, setState);
  }, [ref]);
  return state;
}
