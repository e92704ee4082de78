'use client';

import { useEffect } from 'react';

/**
 * Scrolls the EPG sideways to `left` (px into the time axis: the start of the hour on air), so the
 * now line is in view and the programme on air, which usually began on the hour, is seen whole.
 * `targetId` is the now line's, which finds the grid's scroller.
 */
export function ScrollToNow({ targetId, left }: { targetId: string; left: number }) {
  useEffect(() => {
    const scroller = document.getElementById(targetId)?.closest('[data-epg-scroller]');
    // The channel column is sticky over the scroller's left edge: the axis begins right of it.
    if (scroller instanceof HTMLElement) scroller.scrollLeft = Math.max(0, left);
  }, [targetId, left]);
  return null;
}
