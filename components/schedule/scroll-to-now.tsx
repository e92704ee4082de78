'use client';

import { useEffect } from 'react';

const NOW_MARGIN = 48;

/**
 * Scrolls the EPG sideways to `left` (px into the time axis: the start of the hour on air), so the
 * now line is in view and the programme on air, which usually began on the hour, is seen whole.
 * `targetId` is the now line's, which finds the grid's scroller.
 */
export function ScrollToNow({ targetId, left }: { targetId: string; left: number }) {
  useEffect(() => {
    const line = document.getElementById(targetId);
    const scroller = line?.closest('[data-epg-scroller]');
    // The channel column is sticky over the scroller's left edge: the axis begins right of it. On a
    // phone too narrow for the whole hour, far enough on that the line stays 48 px inside the right edge.
    if (line && scroller instanceof HTMLElement) scroller.scrollLeft = Math.max(0, left, line.offsetLeft - scroller.clientWidth + NOW_MARGIN);
  }, [targetId, left]);
  return null;
}
