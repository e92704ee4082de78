'use client';

import { useEffect, useState, type RefObject } from 'react';
import { IDLE_MEDIA_STATE, type MediaState } from './media-state';

export type { MediaState };

const EVENTS = ['play', 'pause', 'timeupdate', 'durationchange', 'volumechange', 'ratechange', 'waiting', 'playing', 'seeking', 'seeked', 'progress', 'loadedmetadata', 'loadeddata', 'canplay', 'canplaythrough', 'ended', 'emptied'];

/**
 * The element's state. `settled`: it has played, been paused or ended since its source was set, so a
 * paused autoplay element short of data is not starting any more (a seek of a paused picture drops its
 * readyState; an ended item's is below HAVE_ENOUGH_DATA in Firefox).
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
    // Autoplay begins at HAVE_ENOUGH_DATA.
    starting: media.autoplay && !settled && media.paused && media.readyState < 4 && !media.error,
  };
}

/** The media element's state, re-read on its events. */
export function useMediaState(ref: RefObject<HTMLMediaElement | null>): MediaState {
  const [state, setState] = useState<MediaState>(IDLE_MEDIA_STATE);
  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    let waiting = false;
    let settled = false;
    const update = (event?: Event) => {
      const type = event?.type;
      if (type === 'waiting') waiting = true;
      if (type === 'playing' || type === 'pause' || type === 'emptied') waiting = false;
      if (type === 'playing' || type === 'pause' || type === 'ended') settled = true;
      // A new source (hls.js attached again, Try again, another item) starts again.
      if (type === 'emptied') settled = false;
      setState(read(media, waiting, settled));
    };
    for (const name of EVENTS) media.addEventListener(name, update);
    update();
    return () => {
      for (const name of EVENTS) media.removeEventListener(name, update);
    };
  }, [ref]);
  return state;
}
