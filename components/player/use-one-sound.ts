'use client';

import { useEffect } from 'react';

/** Whether a media element is heard: playing, not muted, volume above 0 (the rule the media keys follow too). */
export function isHeard(media: HTMLMediaElement): boolean {
  return !media.paused && !media.muted && media.volume > 0;
}

/** When the visitor last asked each element for its sound (`performance.now()`): the latest ask wins. */
const askedAt = new WeakMap<HTMLMediaElement, number>();
/** Asks noted before the element could play (its code or stream still loading), kept by its `play` event. */
const noted = new WeakSet<HTMLMediaElement>();
/** Whether each element's sound was on (not muted, volume above 0) at its last event: a volumechange that turns it on is an ask. */
const soundOn = new WeakMap<HTMLMediaElement, boolean>();
const hasSound = (media: HTMLMediaElement) => !media.muted && media.volume > 0;

/**
 * The visitor asked this element to play at `at`, before it can: the radio whose player's code is still
 * loading, a video's Play while hls.js loads. When it finally plays, that is the time of its ask, not
 * the later time it started; a sound asked for after it and already playing is not interrupted by it.
 */
export function noteSoundAsked(media: HTMLMediaElement, at: number = performance.now()) {
  askedAt.set(media, at);
  noted.add(media);
}

/** The ask noted for the element is withdrawn (paused before it started, refused, failed, or asked again). */
export function forgetSoundAsked(media: HTMLMediaElement) {
  noted.delete(media);
}

/** The visitor asks the element to play now (a button, a key, the lock screen): an ask of now, not one noted earlier. */
export function playAsked(media: HTMLMediaElement): void {
  noted.delete(media);
  media.play().catch(() => undefined);
}

/**
 * One sound at a time in the page: when a video or the mini-player starts playing with sound (or is
 * unmuted while it plays), whatever else plays with sound pauses. The radio in the mini-player stops
 * for the video the visitor starts, and the other way round. A muted autoplay (a live channel's
 * picture) takes nothing from the radio until the visitor turns its sound on.
 *
 * The latest ask wins, not the latest start: a sound asked for earlier that starts only now (a radio
 * still loading when the visitor started a video) pauses itself instead of what plays.
 */
export function useOneSound() {
  useEffect(() => {
    const onPlay = (event: Event) => {
      const media = event.target;
      if (!(media instanceof HTMLMediaElement)) return;
      // `play` comes when play() is called (the ask), or when an autoplay begins (late: its ask was noted).
      if (noted.has(media)) noted.delete(media);
      else askedAt.set(media, performance.now());
      soundOn.set(media, hasSound(media));
    };
    const onSound = (event: Event) => {
      const source = event.target;
      if (!(source instanceof HTMLMediaElement)) return;
      if (event.type === 'volumechange') {
        const was = soundOn.get(source);
        soundOn.set(source, hasSound(source));
        // Only sound turned on is an ask (of now): a volume moved, or turned down, takes nothing from another.
        if (was === true || !isHeard(source)) return;
        askedAt.set(source, performance.now());
      } else if (!isHeard(source)) return;
      const asked = askedAt.get(source) ?? 0;
      const others = [...document.querySelectorAll<HTMLMediaElement>('audio, video')].filter((media) => media !== source && !media.paused && !media.muted);
      if (others.some((media) => (askedAt.get(media) ?? 0) > asked)) {
        source.pause();
        return;
      }
      for (const media of others) media.pause();
    };
    // Media events do not bubble: caught on their way down.
    document.addEventListener('play', onPlay, true);
    document.addEventListener('playing', onSound, true);
    document.addEventListener('volumechange', onSound, true);
    return () => {
      document.removeEventListener('play', onPlay, true);
      document.removeEventListener('playing', onSound, true);
      document.removeEventListener('volumechange', onSound, true);
    };
  }, []);
}
