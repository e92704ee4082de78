'use client';

import { useEffect, useState, type RefObject } from 'react';
import { IDLE_MEDIA_STATE, type MediaState } from './media-state';

export type { MediaState };

const EVENTS = ['play', 'pause', 'timeupdate', 'durationchange', 'volumechange', 'ratechange', 'waiting', 'playing', 'seeking', 'seeked', 'progress', 'loadedmetadata', 'loadeddata', 'canplay', 'emptied'];

function read(media: HTMLMediaElement, waiting: boolean): MediaState {
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
    starting: media.autoplay && media.paused && media.readyState < HTMLMediaElement.HAVE_FUTURE_DATA && !media.error,
  };
}

/** The media element's state, re-read on its events. */
export function useMediaState(ref: RefObject<HTMLMediaElement | null>): MediaState {
  const [state, setState] = useState<MediaState>(IDLE_MEDIA_STATE);
  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    let waiting = false;
    const update = (event?: Event) => {
      if (event?.type === 'waiting') waiting = true;
      if (event?.type === 'playing' || event?.type === 'pause' || event?.type === 'emptied') waiting = false;
      setState(read(media, waiting));
    };
    for (const name of EVENTS) media.addEventListener(name, update);
    update();
    return () => {
      for (const name of EVENTS) media.removeEventListener(name, update);
    };
  }, [ref]);
  return state;
}
