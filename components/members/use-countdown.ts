'use client';

import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a cooldown begun at `from` (now unless given), ticking once a second; `restart` starts it again. */
export function useCountdown(seconds: number, from?: number) {
  const [until, setUntil] = useState(() => (from ?? Date.now()) + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [now, until]);
  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  }, [seconds]);
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), restart };
}
