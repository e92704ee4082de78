'use client';

import { useEffect, useRef } from 'react';

const NOW_MARGIN = 48;

/**
 * The line's own element finds the grid's scroller. The channel column is sticky over the scroller's
 * left edge, so the axis begins right of it. On a phone too narrow for the whole hour, far enough on
 * that the line stays 48 px inside the right edge. A grid already scrolled is left as it is.
 */
function scrollToNow(targetId: string, left: number) {
  const line = document.getElementById(targetId);
  const scroller = line?.closest('[data-epg-scroller]');
  if (line && scroller instanceof HTMLElement && scroller.scrollLeft === 0) {
    scroller.scrollLeft = Math.max(0, left, line.offsetLeft - scroller.clientWidth + NOW_MARGIN);
  }
}

/** scrollToNow as an inline script, run in the first paint's animation frame. */
function scrollToNowScript(targetId: string, left: number): string {
  // `<` escaped: nothing in the id can end the script element (its CSP hash would allow whatever followed).
  const id = JSON.stringify(targetId).replace(/</g, '\\u003c');
  return `requestAnimationFrame(function(){var l=document.getElementById(${id}),s=l&&l.closest('[data-epg-scroller]');if(s&&s.scrollLeft===0)s.scrollLeft=Math.max(0,${Number(left)},l.offsetLeft-s.clientWidth+${NOW_MARGIN})})`;
}

/**
 * Scrolls the EPG sideways to `left` (px into the time axis: the start of the hour on air), so the
 * now line is in view and the programme on air, which usually began on the hour, is seen whole.
 * `targetId` is the now line's.
 *
 * In a page load this happens in the first paint's animation frame, by the inline script (allowed by
 * its CSP hash, like the site's other inline scripts): the grid shows at the hour on air from its
 * first frame instead of jumping there once the page's scripts have run. Rendered on the client (a
 * visit from another page of the app), where no inline script runs, the effect does it. Either way a
 * grid already scrolled (by the script, or by the visitor before the page's scripts ran) is left as
 * it is.
 */
export function ScrollToNow({ targetId, left }: { targetId: string; left: number }) {
  // Once per grid: a refresh of the page left open (refresh-when-stale.tsx) moves the line, not a
  // grid the visitor scrolled back to 00:00.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    scrollToNow(targetId, left);
  }, [targetId, left]);
  return <script dangerouslySetInnerHTML={{ __html: scrollToNowScript(targetId, left) }} />;
}
