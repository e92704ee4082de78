'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { playerInUse } from './player-in-use';

/**
 * Delays of consecutive refreshes while the page is still out of date: the first at once, then three
 * more, over about 100 s, while the page cache (and the data cache under it, 30 s for a channel's
 * now/next) still answers with its old copy and renders it again in the background.
 */
export const RETRY_MS = [0, 10_000, 30_000, 60_000] as const;
/**
 * Then this far apart, for as long as it stays out of date: a copy rendered just before midnight can
 * outlast the quick tries, and a clock far ahead of the server's makes every render look out of date
 * (it then costs what today's schedule left open costs anyway).
 */
export const SLOW_RETRY_MS = 5 * 60_000;
/**
 * A page going out of date while open waits up to this much longer, at random: everyone watching a
 * channel has the same programme end, and every open schedule the same midnight.
 */
export const SPREAD_MS = 30_000;
/** How long the page's HEAD may take before the try counts as failed. */
const HEAD_TIMEOUT_MS = 10_000;
/** setTimeout's limit (about 24.8 days); a later time is planned again when the timer fires. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * In how many ms (from `now`) to refresh a page that goes out of date at `staleAt` (ms since the epoch).
 * `tries` refreshes in a row found it so, the last at `lastTry`: the next waits its delay counted from
 * that one, so a tab hidden and shown again waits out the rest of the delay, no more. `spread` is added
 * to a time still to come.
 */
export function refreshDelay({ now, staleAt, tries, lastTry = 0, spread = 0 }: { now: number; staleAt: number; tries: number; lastTry?: number; spread?: number }): number {
  if (now < staleAt) return Math.min(staleAt - now + spread, MAX_TIMEOUT_MS);
  return Math.max(0, lastTry + (RETRY_MS[tries] ?? SLOW_RETRY_MS) - now);
}

/** The build a Server-Timing header names (`build;desc="…"`, scripts/web/secure-handler.mjs buildTiming). */
export function buildOfServerTiming(header: string | null): string | undefined {
  return /(?:^|,)\s*build\s*;\s*desc="?([\w.-]+)"?/i.exec(header ?? '')?.[1];
}

/**
 * The build that served this document, where its server said (browsers expose Server-Timing in secure
 * contexts), once watchDocumentBuild has read it.
 */
let documentBuild: string | undefined;
let watchingDocumentBuild = false;
/**
 * Reads documentBuild from the document's navigation entry, by an observer given the entries already
 * made (not performance.getEntriesByType: the e2e tests' fake clock replaces `performance`, entries and all).
 */
function watchDocumentBuild() {
  if (watchingDocumentBuild || typeof PerformanceObserver === 'undefined') return;
  watchingDocumentBuild = true;
  try {
    new PerformanceObserver((list, observer) => {
      const [entry] = list.getEntries() as PerformanceNavigationTiming[];
      documentBuild = entry?.serverTiming?.find((timing) => timing.name === 'build')?.description || undefined;
      observer.disconnect();
    }).observe({ type: 'navigation', buffered: true });
  } catch {
    // No navigation entries here: refreshes are made as if the build were the same.
  }
}

/** sessionStorage: the build this tab last loaded a page again for, and when (`<build> <ms>`). */
const RELOADED_FOR = 'prd.reloadedForBuild';
/** A page still served by the old build after one was loaded again for the new is loaded again no sooner than this. */
export const RELOAD_AGAIN_MS = 30 * 60_000;

/**
 * What a try does once the page's HEAD has answered, from the build that served the page (`served`)
 * and the one that answered (`current`): refresh; or, across builds (after a deploy), where Next would
 * load the page whole anyway, load it again, unless a player is in use, or this tab loaded a page again
 * for that build less than RELOAD_AGAIN_MS ago (`reloaded`) and still got another (a rolling deploy, or
 * a cache holding the old build's pages): then wait for a later try.
 */
export function afterHead({ served, current, reloaded, inUse, now }: { served?: string; current?: string; reloaded?: { build: string; at: number }; inUse: boolean; now: number }): 'refresh' | 'reload' | 'wait' {
  if (!served || !current || served === current) return 'refresh';
  if (inUse) return 'wait';
  return reloaded?.build === current && now - reloaded.at < RELOAD_AGAIN_MS ? 'wait' : 'reload';
}

/** The last reload written down (RELOADED_FOR), if any and readable. */
function lastReload(): { build: string; at: number } | undefined {
  try {
    const [build, at] = (sessionStorage.getItem(RELOADED_FOR) ?? '').split(' ');
    return build && Number(at) ? { build, at: Number(at) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads the page again for `build`, once that is written down; not at all where it cannot be (storage
 * blocked, as in some third-party frames): the page waits as if a player were in use.
 */
function reloadFor(build: string) {
  try {
    sessionStorage.setItem(RELOADED_FOR, `${build} ${Date.now()}`);
  } catch {
    return;
  }
  location.reload();
}

/**
 * Fetches the page's server render again once it is out of date (`staleAt`): the schedule's now line
 * and Today, a live channel's now/next.
 *
 * These pages are served from the page cache. After hours without a visitor the first one gets the
 * cached copy while the page is rendered again in the background (that keeps pages up while the
 * backend is down), so that copy can be yesterday's: this refreshes it at once. A page left open is
 * refreshed when it goes out of date. A refresh keeps what the browser holds (the player plays on,
 * the grid keeps its scroll). A hidden tab waits until it is seen, an offline one until it is online.
 *
 * Next turns a refresh whose request fails into a full page load (the browser's error page, the player
 * gone): the page is asked for first (a HEAD, no body), and a refresh is made only when that answers.
 * Next does the same with a refresh that another build answers (after a deploy): when the HEAD's build
 * is not the page's, the page is loaded again whole, but not while a player is in use (it would stop):
 * the page then stays as it is, and asks again at its next try (afterHead). Best effort: the HEAD and
 * the refresh are two requests, which a rolling deploy may send to two builds.
 */
export function RefreshWhenStale({ staleAt }: { staleAt: number }) {
  const router = useRouter();
  // Refreshes in a row that found the page still out of date (a render in date starts again at 0), and
  // when the last one was made.
  const tries = useRef(0);
  const lastTry = useRef(0);

  useEffect(() => {
    watchDocumentBuild();
    let timer: number | undefined;
    let stopped = false;
    /** A refresh under way (its HEAD unanswered): it plans the next when it ends. */
    let busy = false;
    const spread = Math.random() * SPREAD_MS;
    const refresh = async () => {
      busy = true;
      tries.current += 1;
      lastTry.current = Date.now();
      const answer = await fetch(location.href, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(HEAD_TIMEOUT_MS) }).then(
        (response) => (response.ok ? response : null),
        () => null,
      );
      busy = false;
      if (stopped) return;
      if (answer) {
        const current = buildOfServerTiming(answer.headers.get('server-timing'));
        const next = afterHead({ served: documentBuild, current, reloaded: lastReload(), inUse: playerInUse(), now: Date.now() });
        if (next === 'refresh') router.refresh();
        else if (next === 'reload') reloadFor(current!);
      }
      // A refresh that brings a new render re-runs this effect (new staleAt); one that brings the same
      // copy, or none, does not: the next try is planned here.
      plan();
    };
    const plan = () => {
      window.clearTimeout(timer);
      if (busy || document.hidden || !navigator.onLine) return;
      const now = Date.now();
      if (now < staleAt) tries.current = 0;
      timer = window.setTimeout(
        () => {
          if (document.hidden || !navigator.onLine) return;
          if (Date.now() < staleAt) return plan();
          void refresh();
        },
        refreshDelay({ now, staleAt, tries: tries.current, lastTry: lastTry.current, spread }),
      );
    };
    plan();
    document.addEventListener('visibilitychange', plan);
    window.addEventListener('online', plan);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', plan);
      window.removeEventListener('online', plan);
    };
  }, [staleAt, router]);

  return null;
}
