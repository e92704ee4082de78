'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { isHeard, playAsked } from './use-one-sound';

/** The element the lock screen and the media keys act on now: the one that last started playing. */
let owner: HTMLMediaElement | null = null;

type Meta = { title: string; artist: string; artwork?: string };

/**
 * A player that knows the visitor's wish better than its element (the mini-player: asked to play, its
 * stream still on its way, or paused before it started): the lock screen's and the media keys' Play and
 * Pause go through it, and while it starts the lock screen shows it playing (its element is still paused,
 * so the keys' one Play/Pause button would otherwise send Play, and a Pause there did nothing).
 */
export interface SessionControls {
  play: () => void;
  pause: () => void;
  /** Asked to play and not playing yet. */
  starting: boolean;
}

function metadataOf(meta: Meta): MediaMetadata {
  const artwork = meta.artwork ? [{ src: new URL(meta.artwork, location.href).href, sizes: '512x512' }] : [];
  return new MediaMetadata({ title: meta.title, artist: meta.artist, artwork });
}

/** Sets (or, with `null`, clears) the session's handlers for these actions, skipping any this browser does not know. */
function setHandlers(entries: [MediaSessionAction, MediaSessionActionHandler | null][]) {
  for (const [action, handler] of entries) {
    try {
      navigator.mediaSession.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know: skip it.
    }
  }
}

/** Ten seconds back and on, for an item that has a timeline (none for a live one: the lock screen shows no seek buttons). */
function seekHandlers(media: HTMLMediaElement, live: boolean): [MediaSessionAction, MediaSessionActionHandler | null][] {
  return [
    ['seekbackward', live ? null : () => (media.currentTime = Math.max(0, media.currentTime - 10))],
    ['seekforward', live ? null : () => (media.currentTime = media.currentTime + 10)],
  ];
}

/**
 * Lock-screen / hardware-key controls and artwork through the Media Session API, for whichever player
 * is heard: they are taken when it starts playing with sound or is unmuted (not when its page opens:
 * a video page left idle, or a muted live picture, does not take the keys from the radio playing in
 * the mini-player) and given up only by their owner. The owner keeps them across its items (the
 * mini-player's next station, or an on-demand audio after a live one): its element is paused while the
 * next item starts, and would not take them back before it plays.
 */
export function useMediaSession(ref: RefObject<HTMLMediaElement | null>, meta: Meta, live: boolean, controls?: SessionControls) {
  const latest = useRef(meta);
  const latestControls = useRef(controls);
  const liveNow = useRef(live);
  const starting = controls?.starting ?? false;
  useEffect(() => {
    latestControls.current = controls;
  });
  const owns = () => typeof navigator !== 'undefined' && 'mediaSession' in navigator && owner !== null && owner === ref.current;
  // Declared only while it starts (the lock screen's state otherwise follows the element, paused or playing).
  useEffect(() => {
    if (owns()) navigator.mediaSession.playbackState = starting ? 'playing' : 'none';
    // eslint-disable-next-line react-hooks/exhaustive-deps -- owns() reads the ref
  }, [ref, starting]);
  // A live item and one with a timeline: the seek buttons follow.
  useEffect(() => {
    liveNow.current = live;
    if (owns() && ref.current) setHandlers(seekHandlers(ref.current, live));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- owns() reads the ref
  }, [ref, live]);
  // New details of the same item or another (a live page's programme changing as it refreshes, the
  // mini-player's next station): the owner's lock screen shows them, keeping its keys. Declared first,
  // so the effect below takes the session with them.
  useEffect(() => {
    latest.current = { title: meta.title, artist: meta.artist, artwork: meta.artwork };
    if (owns()) navigator.mediaSession.metadata = metadataOf(latest.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- owns() reads the ref
  }, [ref, meta.title, meta.artist, meta.artwork]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const media = ref.current;
    if (!media) return;
    const session = navigator.mediaSession;
    const playPause: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => (latestControls.current ? latestControls.current.play() : playAsked(media))],
      ['pause', () => (latestControls.current ? latestControls.current.pause() : media.pause())],
    ];
    const take = () => {
      // Only a player heard: a muted live picture leaves the keys with the radio playing beside it
      // (and a volume change of the owner changes nothing).
      if (owner === media || !isHeard(media)) return;
      owner = media;
      session.metadata = metadataOf(latest.current);
      // It plays: the lock screen follows its element (a state the last owner declared goes with it).
      session.playbackState = 'none';
      setHandlers([...playPause, ...seekHandlers(media, liveNow.current)]);
    };
    // On `playing`, as the radio gives way (use-one-sound.ts): a video that never starts takes nothing.
    media.addEventListener('playing', take);
    media.addEventListener('volumechange', take);
    // Already playing (a player whose element outlives a page): the session follows at once.
    take();
    return () => {
      media.removeEventListener('playing', take);
      media.removeEventListener('volumechange', take);
      if (owner !== media) return;
      owner = null;
      session.metadata = null;
      session.playbackState = 'none';
      setHandlers([...playPause, ...seekHandlers(media, true)].map(([action]) => [action, null]));
    };
  }, [ref]);
}
