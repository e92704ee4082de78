'use client';

import { useEffect, useRef } from 'react';

/**
 * Gives the focus back to what had it when `open` became true, once `open` is false again and
 * nothing else took the focus. Headless UI's dialogs do this from a focus history they only start
 * recording once their module has loaded; the dialogs load on demand, after the opening key press.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body) opener.current = active;
      return;
    }
    const target = opener.current;
    if (!target) return;
    const frame = window.requestAnimationFrame(() => {
      const active = document.activeElement;
      if ((!active || active === document.body) && target.isConnected) target.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [open]);
}
