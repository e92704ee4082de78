'use client';

import { useEffect, useRef, useState } from 'react';
import type { MediaState } from './media-state';

/**
 * How long a player may have waited for data while it should be playing (or starting by itself), in one
 * stall or in several within STALL_WINDOW_MS (a connection that brings each segment late plays a moment,
 * waits, plays…), before it says the connection is slow. Until then a spinner alone said nothing of what
 * was going on: a segment slow to come, or tried again by hls.js (a video's for about 30 s, a live
 * stream's for about 10 s) before the error with Try again shows.
 */
export const SLOW_AFTER_MS = 5_000;
export const STALL_WINDOW_MS = 30_000;
/** Said once, it stays until playback has gone on this long without a stall: it does not flicker. */
export const CALM_AFTER_MS = 5_000;

/** A time the player waited for data; `to` null while it still waits. */
export interface Stall {
  from: number;
  to: number | null;
  /** It began with a seek: on its own it counts once it lasts, but short ones do not add up (a seek bar dragged). */
  seek: boolean;
}

/** Whether a player with these recent stalls (oldest first) says at `now` that the connection is slow. */
export function isSlow(stalls: readonly Stall[], now: number, wasSlow: boolean): boolean {
  const last = stalls.at(-1);
  if (!last) return false;
  if (last.to === null) {
    if (wasSlow || now - last.from >= SLOW_AFTER_MS) return true;
    const since = now - STALL_WINDOW_MS;
    const waited = stalls.reduce((sum, stall) => (stall.seek ? sum : sum + Math.max(0, (stall.to ?? now) - Math.max(stall.from, since))), 0);
    return waited >= SLOW_AFTER_MS;
  }
  return wasSlow && now - last.to < CALM_AFTER_MS;
}

/**
 * Records where a stall starts or ends (idempotent) and forgets what ended before the window; a player
 * the viewer paused, or that failed (its error says the rest), starts afresh.
 */
export function recordStall(stalls: readonly Stall[], { stalled, stopped, seeking }: { stalled: boolean; stopped: boolean; seeking: boolean }, now: number): Stall[] {
  if (stopped) return [];
  const recent = stalls.filter((stall) => stall.to === null || now - stall.to < STALL_WINDOW_MS);
  const last = recent.at(-1);
  const open = last !== undefined && last.to === null;
  if (stalled && !open) return [...recent, { from: now, to: null, seek: seeking }];
  if (!stalled && open) return [...recent.slice(0, -1), { ...last, to: now }];
  return recent;
}

/** Whether the player should say that the connection is slow (see isSlow). `failed`: its error shows instead. */
export function useSlowWait({ waiting, paused, seeking, starting }: Pick<MediaState, 'waiting' | 'paused' | 'seeking' | 'starting'>, failed: boolean): boolean {
  // An element starting by itself is paused until it has data: not a pause of the viewer's.
  const stopped = failed || (paused && !starting);
  const stalled = !stopped && (starting || waiting);
  const stalls = useRef<Stall[]>([]);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    stalls.current = recordStall(stalls.current, { stalled, stopped, seeking }, Date.now());
    // Nothing to watch while it plays and says nothing: only a stall can make it say something.
    if (!stalled && !slow) return;
    const timer = setInterval(() => setSlow((was) => isSlow(stalls.current, Date.now(), was)), 500);
    return () => clearInterval(timer);
  }, [stalled, stopped, seeking, slow]);
  return slow && !stopped;
}
