import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows, without a second render pass or a hydration mismatch: the server's
 * HTML and the hydration render get `serverValue`, every later render `read()` (it never changes).
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/** False in the server's HTML and while hydrating, true once React runs the component in the browser. */
export const useHydrated = () => useClientValue(() => true, false);
