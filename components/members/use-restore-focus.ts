'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * A removal rolled back (its call failed): the item comes back, but the button that had focus was
 * unmounted with it, and the keyboard was left on the page's body. `restoreFocus(id)` focuses the
 * restored item's remove button (`data-entry-id` on the item, inside `container`) once it is rendered.
 * Call it with a state change of the same component (the failure message), which renders it again.
 */
export function useRestoreFocus<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const pending = useRef<number | null>(null);
  // After every render while pending: the rollback's render may come before or after the message's.
  useEffect(() => {
    if (pending.current === null) return;
    const button = container.current?.querySelector<HTMLElement>(`[data-entry-id="${pending.current}"] button`);
    if (!button) return;
    button.focus();
    pending.current = null;
  });
  const restoreFocus = useCallback((id: number) => {
    pending.current = id;
  }, []);
  return { container, restoreFocus };
}
