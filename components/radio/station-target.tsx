'use client';

import { useEffect } from 'react';

/** How long the station the address names is kept in view while the rows around it take their size. */
const SETTLE_MS = 1000;
const VISITOR_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** When the last Back or Forward within the app happened (performance.now()): its scroll is restored, not taken over. */
let lastPop = -Infinity;
/** Whether the radio page has mounted once in this document (later mounts are client-side navigations). */
let mountedBefore = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (lastPop = performance.now()));

/** The navigation that mounted the page restores a scroll position: Back or Forward, or a reload. */
function restoresScroll(): boolean {
  const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const withoutHash = (address: string) => address.split('#')[0];
  // The document itself was loaded at this address, and this is its first page: how was it loaded?
  if (!mountedBefore && load && withoutHash(load.name) === withoutHash(location.href)) return load.type === 'reload' || load.type === 'back_forward';
  return performance.now() - lastPop < SETTLE_MS;
}

/**
 * Keeps the station the address names (`#station-7`, a link on the home page) at the top of the view
 * after a client-side navigation. The rows skip their layout until seen (content-visibility: auto,
 * about 100 px each as a guess): the router scrolled to the station by the guessed heights, the rows
 * then took their real ones, and the station ended up above the view (by 296 px at 375 px wide). A
 * page loaded at that address is scrolled by the browser, which keeps the fragment in view while the
 * page settles; this does the same after a navigation, for a second or until the visitor moves. Not
 * after Back, Forward or a reload: the browser (or the router) puts the view back where it was.
 */
export function StationTarget() {
  useEffect(() => {
    const restoring = restoresScroll();
    mountedBefore = true;
    const target = /^#station-\d+$/.test(location.hash) ? document.getElementById(location.hash.slice(1)) : null;
    if (!target || restoring) return;
    let frame = 0;
    const until = performance.now() + SETTLE_MS;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const name of VISITOR_MOVES) window.removeEventListener(name, stop, true);
    };
    const keep = () => {
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      if (Math.abs(target.getBoundingClientRect().top - margin) > 1) target.scrollIntoView({ block: 'start', behavior: 'instant' });
      if (performance.now() < until) frame = requestAnimationFrame(keep);
      else stop();
    };
    for (const name of VISITOR_MOVES) window.addEventListener(name, stop, { capture: true, passive: true });
    frame = requestAnimationFrame(keep);
    return stop;
  }, []);
  return null;
}
