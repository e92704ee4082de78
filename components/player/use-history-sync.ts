'use client';

import { useEffect, type RefObject } from 'react';
import { startTimeOfAddress } from '@/components/media/format';
import { getResumePosition, saveHistory } from '@/components/members/record-history';
import { useMember } from '@/components/members/use-member';
import type { MediaKind } from '@/lib/contract';

const SAVE_EVERY_MS = 15_000;

/**
 * For signed-in members: saves the play position to the watch history every
 * 15 s while playing and on pause/end, and (`resume`: VOD, when the address has no ?t=) resumes from the
 * saved position. Failures are ignored: history must never break playback.
 * The BFF sets the member id from the session.
 */
export function useHistorySync(ref: RefObject<HTMLMediaElement | null>, item: { kind: MediaKind; id: number }, resume: boolean) {
  const { member } = useMember();
  const signedIn = Boolean(member);

  useEffect(() => {
    const media = ref.current;
    if (!media || !signedIn) return;
    const save = () => void saveHistory(item.kind, item.id, media.currentTime, media.duration);
    const timer = setInterval(() => {
      if (!media.paused) save();
    }, SAVE_EVERY_MS);
    media.addEventListener('pause', save);
    media.addEventListener('ended', save);
    return () => {
      clearInterval(timer);
      media.removeEventListener('pause', save);
      media.removeEventListener('ended', save);
    };
  }, [ref, signedIn, item.kind, item.id]);

  useEffect(() => {
    const media = ref.current;
    if (!media || !signedIn || !resume || startTimeOfAddress() !== undefined) return;
    let cancelled = false;
    void getResumePosition(item.kind, item.id).then((position) => {
      if (cancelled || position < 5) return;
      if (media.readyState >= 1) media.currentTime = position;
      else media.addEventListener('loadedmetadata', () => (media.currentTime = position), { once: true });
    });
    return () => {
      cancelled = true;
    };
  }, [ref, signedIn, resume, item.kind, item.id]);
}
