import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows, without a hydration mismatch: the server's HTML and the hydration
 * render get `serverValue`, every later render `read()` (it never changes). Where the two differ, React
 * renders the component once more right after hydrating it (a synchronous update of that component
 * only), as an effect setting state would, but without the effect and the state.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/** False in the server's HTML and while hydrating, true once React runs the component in the browser. */
export const useHydrated = () => useClientValue(() => true, false);
