'use client';

import { useEffect, type RefObject } from 'react';

/** Lock-screen / hardware-key controls and artwork through the Media Session API. */
export function useMediaSession(ref: RefObject<HTMLMediaElement | null>, meta: { title: string; artist: string; artwork?: string }, live: boolean) {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const media = ref.current;
    if (!media) return;
    const session = navigator.mediaSession;
    const onPlay = () => {
      const artwork = meta.artwork ? [{ src: new URL(meta.artwork, location.href).href, sizes: '512x512' }] : [];
      session.metadata = new MediaMetadata({ title: meta.title, artist: meta.artist, artwork });
    };
    media.addEventListener('play', onPlay);
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', () => void media.play()],
      ['pause', () => media.pause()],
      ['seekbackward', live ? null : () => (media.currentTime = Math.max(0, media.currentTime - 10))],
      ['seekforward', live ? null : () => (media.currentTime = media.currentTime + 10)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know: skip it.
      }
    }
    return () => {
      media.removeEventListener('play', onPlay);
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
    };
  }, [ref, meta.title, meta.artist, meta.artwork, live]);
}
