'use client';

import { useEffect } from 'react';

/** Scrolls the EPG sideways so the now line (or the given minute) is in view. */
export function ScrollToNow({ targetId }: { targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    const scroller = target?.closest('[data-epg-scroller]');
    if (target && scroller instanceof HTMLElement) scroller.scrollLeft = Math.max(0, target.offsetLeft - 240);
  }, [targetId]);
  return null;
}
