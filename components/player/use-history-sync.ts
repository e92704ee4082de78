'use client';

import { useEffect, type RefObject } from 'react';
import { startTimeOfAddress } from '@/components/media/format';
import { getResumePosition, saveHistory } from '@/components/members/record-history';
import { useMember } from '@/components/members/use-member';
import type { MediaKind } from '@/lib/contract';

const SAVE_EVERY_MS = 15_000;
/** A resume point this close to the end (seconds; a fifth of a short item) would end it at once. */
const FINISHED_WITHIN = 10;

/** Whether a saved position is worth resuming at: past the first seconds, and not at the very end. */
function resumable(position: number, duration: number): boolean {
  if (position < 5) return false;
  return !(Number.isFinite(duration) && duration > 0 && duration - position < Math.min(FINISHED_WITHIN, duration / 5));
}

/**
 * For signed-in members: saves the play position to the watch history when playback starts, every
 * 15 s while playing, on pause/end, and as the visitor leaves (another page of the site, the tab
 * hidden or closed: a request that outlives the page); and (`resume`: VOD, when the address has no
 * ?t=) resumes from the saved position, unless that is the end. Failures are ignored: history must
 * never break playback. The BFF sets the member id from the session.
 */
export function useHistorySync(ref: RefObject<HTMLMediaElement | null>, item: { kind: MediaKind; id: number }, resume: boolean) {
  const { member } = useMember();
  const signedIn = Boolean(member);

  useEffect(() => {
    const media = ref.current;
    if (!media || !signedIn) return;
    /** The last position written (whole seconds): the same one is not sent twice (pause, then leaving). */
    let written = -1;
    // Already under way when this starts (the member signed in while it played): it counts as started.
    let played = !media.paused || media.currentTime > 0;
    // Position and length as last reported: the player's own clean-up (hls.js destroyed before this
    // one's) resets the element, to 0 and no length, before the write on the way out.
    let reported = { position: media.currentTime, duration: media.duration };
    /** Whether the element still holds its source (not reset to HAVE_NOTHING). */
    const loaded = () => media.readyState > HTMLMediaElement.HAVE_NOTHING;
    const onTime = () => {
      if (loaded()) reported = { position: media.currentTime, duration: media.duration };
    };
    const save = (keepalive = false) => {
      const { duration } = loaded() ? media : reported;
      // At 0 with a source: perhaps reloaded after Try again, before hls.js seeks to where it stopped.
      const position = Math.floor(loaded() && media.currentTime > 0 ? media.currentTime : reported.position);
      if (!played || position === written) return;
      written = position;
      void saveHistory(item.kind, item.id, position, duration, { keepalive });
    };
    const onPlaying = () => {
      played = true;
      save();
    };
    const onStop = () => save();
    const leaving = () => save(true);
    const onVisibility = () => document.visibilityState === 'hidden' && leaving();
    const timer = setInterval(() => {
      if (!media.paused) save();
    }, SAVE_EVERY_MS);
    media.addEventListener('playing', onPlaying, { once: true });
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('pause', onStop);
    media.addEventListener('ended', onStop);
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      media.removeEventListener('playing', onPlaying);
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('pause', onStop);
      media.removeEventListener('ended', onStop);
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', onVisibility);
      // Another page of the site, or another item in the same player: where this one was left.
      leaving();
    };
  }, [ref, signedIn, item.kind, item.id]);

  useEffect(() => {
    const media = ref.current;
    if (!media || !signedIn || !resume || startTimeOfAddress() !== undefined) return;
    let cancelled = false;
    void getResumePosition(item.kind, item.id).then((position) => {
      if (cancelled) return;
      const seek = () => {
        if (resumable(position, media.duration)) media.currentTime = position;
      };
      if (media.readyState >= 1) seek();
      else media.addEventListener('loadedmetadata', seek, { once: true });
    });
    return () => {
      cancelled = true;
    };
  }, [ref, signedIn, resume, item.kind, item.id]);
}
