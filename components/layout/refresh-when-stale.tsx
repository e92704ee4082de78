'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Delays of consecutive refreshes while the page is still out of date: the first at once, then three
 * more, over about 100 s, while the page cache (and the data cache under it, 30 s for a channel's
 * now/next) still answers with its old copy and renders it again in the background. A clock far
 * ahead of the server's makes every render look out of date: it stops after these.
 */
export const RETRY_MS = [0, 10_000, 30_000, 60_000] as const;
/** setTimeout's limit (about 24.8 days); a later time is planned again when the timer fires. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * When to refresh a page that is out of date from `staleAt` (ms since the epoch), after `tries`
 * refreshes that found it so: in how many ms, or never (null).
 */
export function refreshDelay(now: number, staleAt: number, tries: number): number | null {
  if (now < staleAt) return Math.min(staleAt - now, MAX_TIMEOUT_MS);
  return tries < RETRY_MS.length ? RETRY_MS[tries]! : null;
}

/**
 * Fetches the page's server render again once it is out of date (`staleAt`): the schedule's now line
 * and Today, a live channel's now/next.
 *
 * These pages are served from the page cache. After hours without a visitor the first one gets the
 * cached copy while the page is rendered again in the background (that keeps pages up while the
 * backend is down), so that copy can be yesterday's: this refreshes it at once. A page left open is
 * refreshed when it goes out of date. A refresh keeps what the browser holds (the player plays on,
 * the grid keeps its scroll). A hidden tab waits until it is seen.
 */
export function RefreshWhenStale({ staleAt }: { staleAt: number }) {
  const router = useRouter();
  // Refreshes in a row that found the page still out of date; a render in date starts again at 0.
  const tries = useRef(0);

  useEffect(() => {
    let timer: number | undefined;
    const plan = () => {
      window.clearTimeout(timer);
      if (document.hidden) return;
      const now = Date.now();
      if (now < staleAt) tries.current = 0;
      const delay = refreshDelay(now, staleAt, tries.current);
      if (delay === null) return;
      timer = window.setTimeout(() => {
        if (document.hidden) return;
        if (Date.now() < staleAt) return plan();
        tries.current += 1;
        router.refresh();
        // A refresh that brings a new render re-runs this effect (new staleAt); one that brings the
        // same copy does not, so the next try is planned here.
        plan();
      }, delay);
    };
    plan();
    document.addEventListener('visibilitychange', plan);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', plan);
    };
  }, [staleAt, router]);

  return null;
}
