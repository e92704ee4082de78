'use client';

import { useEffect, useRef } from 'react';

import { inlineCall } from '@/lib/inline-script';

/** How far inside the grid's right edge the now line stays on a phone too narrow for the whole hour. */
const NOW_MARGIN = 48;

/**
 * The line's own element finds the grid's scroller. The channel column is sticky over the scroller's
 * left edge, so the axis begins right of it. On a phone too narrow for the whole hour, far enough on
 * that the line stays `margin` px inside the right edge. A grid the visitor scrolled is left as it is,
 * unless `anyway`: the first time, one scrolled at all; after that, one no longer where this function
 * left it (kept on the element, `epgAuto`), so a grid left untouched follows the programme on air when
 * the page is refreshed. Self-contained: it is also sent as an inline script (lib/inline-script.ts).
 */
export function scrollToNow(targetId: string, left: number, margin: number, anyway: boolean) {
  const line = document.getElementById(targetId);
  const scroller = line && line.closest('[data-epg-scroller]');
  if (!line || !(scroller instanceof HTMLElement)) return;
  const grid = scroller as HTMLElement & { epgAuto?: number };
  const untouched = grid.epgAuto === undefined ? grid.scrollLeft === 0 : grid.scrollLeft === grid.epgAuto;
  if (anyway || untouched) {
    grid.scrollLeft = Math.max(0, left, line.offsetLeft - grid.clientWidth + margin);
    grid.epgAuto = grid.scrollLeft;
  }
}

/**
 * Scrolls the EPG sideways to `left` (px into the time axis: the start of the hour on air, or of
 * the programme on air when it began earlier, lib/epg-opening.ts), so the now line is in view and the
 * programme on air is seen from its start.
 * `targetId` is the now line's.
 *
 * In a page load this happens in the first paint's animation frame, by the inline script (allowed by
 * its CSP hash, like the site's other inline scripts): the grid shows at the programme on air from its
 * first frame instead of jumping there once the page's scripts have run. Rendered on the client (a
 * visit from another page of the app), where no inline script runs, the effect does it. Either way a
 * grid already scrolled (by the script, or by the visitor before the page's scripts ran) is left as
 * it is, until the page shows another day (`day`: today's page refreshed past midnight); a grid left
 * where it was put moves on with the line at each refresh.
 */
export function ScrollToNow({ targetId, left, day, now }: { targetId: string; left: number; day: string; now: number }) {
  // Again at each refresh of the page left open (refresh-when-stale.tsx; `now`, the line's minute,
  // moves): a grid left where it was put follows the line and the programme on air, one the visitor
  // scrolled (back to 00:00, say) stays. But today's page refreshed past midnight shows the next day,
  // the grid still scrolled to last night: to the new day's programme on air, however it was scrolled.
  const shownDay = useRef<string | null>(null);
  useEffect(() => {
    const anotherDay = shownDay.current !== null && shownDay.current !== day;
    shownDay.current = day;
    scrollToNow(targetId, left, NOW_MARGIN, anotherDay);
  }, [targetId, left, day, now]);
  // In the first paint's animation frame, when the grid has its width.
  return <script dangerouslySetInnerHTML={{ __html: `requestAnimationFrame(function(){${inlineCall(scrollToNow, targetId, left, NOW_MARGIN, false)}})` }} />;
}
