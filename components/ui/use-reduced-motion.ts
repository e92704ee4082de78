'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion, read now (for code outside React's render: an event's handler). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(QUERY).matches;
}

/** Whether the visitor asked the system for less motion; false on the server. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
