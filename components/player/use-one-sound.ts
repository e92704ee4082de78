'use client';

import { useEffect } from 'react';

/** Whether a media element is heard: playing, not muted, volume above 0 (the rule the media keys follow too). */
export function isHeard(media: HTMLMediaElement): boolean {
  return !media.paused && !media.muted && media.volume > 0;
}

/**
 * One sound at a time in the page: when a video or the mini-player starts playing with sound (or is
 * unmuted while it plays), whatever else plays with sound pauses. The radio in the mini-player stops
 * for the video the visitor starts, and the other way round. A muted autoplay (a live channel's
 * picture) takes nothing from the radio until the visitor turns its sound on.
 */
export function useOneSound() {
  useEffect(() => {
    const onSound = (event: Event) => {
      const source = event.target;
      if (!(source instanceof HTMLMediaElement) || !isHeard(source)) return;
      for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video')) {
        if (media !== source && !media.paused && !media.muted) media.pause();
      }
    };
    // Media events do not bubble: caught on their way down.
    document.addEventListener('playing', onSound, true);
    document.addEventListener('volumechange', onSound, true);
    return () => {
      document.removeEventListener('playing', onSound, true);
      document.removeEventListener('volumechange', onSound, true);
    };
  }, []);
}
