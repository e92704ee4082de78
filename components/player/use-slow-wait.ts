'use client';

import { useEffect, useRef, useState } from 'react';
import type { MediaState } from './media-state';

/**
 * How long a player may have waited for data while it should be playing, in one stall or in several
 * within STALL_WINDOW_MS (a connection that delivers each segment late plays a moment, waits, plays…),
 * before it says the connection is slow. Until then a spinner alone said nothing of what was going on:
 * a segment slow to come, or tried again by hls.js (a video's for about 30 s, a live stream's for about
 * 10 s) before the error with Try again shows.
 */
export const SLOW_AFTER_MS = 5_000;
export const STALL_WINDOW_MS = 30_000;
/** Said once, it stays until playback has gone on this long without a stall: it does not flicker. */
export const CALM_AFTER_MS = 5_000;

/** A time the player waited for data while playing; `to` null while it still waits. */
export interface Stall {
  from: number;
  to: number | null;
}

/** Whether a player with these recent stalls (oldest first) says at `now` that the connection is slow. */
export function isSlow(stalls: readonly Stall[], now: number, wasSlow: boolean): boolean {
  const last = stalls.at(-1);
  if (!last) return false;
  if (last.to === null) {
    if (wasSlow) return true;
    const since = now - STALL_WINDOW_MS;
    const waited = stalls.reduce((sum, stall) => sum + Math.max(0, (stall.to ?? now) - Math.max(stall.from, since)), 0);
    return waited >= SLOW_AFTER_MS;
  }
  return wasSlow && now - last.to < CALM_AFTER_MS;
}

/** Records where a stall starts or ends (idempotent), forgets what ended before the window; a pause starts afresh. */
export function recordStall(stalls: readonly Stall[], stalled: boolean, paused: boolean, now: number): Stall[] {
  if (paused) return [];
  const recent = stalls.filter((stall) => stall.to === null || now - stall.to < STALL_WINDOW_MS);
  const last = recent.at(-1);
  const open = last !== undefined && last.to === null;
  if (stalled && !open) return [...recent, { from: now, to: null }];
  if (!stalled && open) return [...recent.slice(0, -1), { from: last.from, to: now }];
  return recent;
}

/** Whether the player should say that the connection is slow (see isSlow). */
export function useSlowWait({ waiting, paused }: Pick<MediaState, 'waiting' | 'paused'>): boolean {
  const stalled = waiting && !paused;
  const stalls = useRef<Stall[]>([]);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    stalls.current = recordStall(stalls.current, stalled, paused, Date.now());
    // Nothing to watch while it plays and says nothing: only a stall can make it say something.
    if (!stalled && !slow) return;
    const timer = setInterval(() => setSlow((was) => isSlow(stalls.current, Date.now(), was)), 500);
    return () => clearInterval(timer);
  }, [stalled, paused, slow]);
  return slow && !paused;
}
