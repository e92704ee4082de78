'use client';

import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

interface ShellSnapshot {
  /** The visitor's choice for the side navigation; null until they make one (the breakpoint decides). */
  navChoice: boolean | null;
  loginOpen: boolean;
}

interface ShellState extends ShellSnapshot {
  toggleNav: () => void;
  closeNav: () => void;
  openLogin: () => void;
  closeLogin: () => void;
}

/** id of the top bar's menu toggle, which gets the focus back when the drawer closes. */
export const MENU_TOGGLE_ID = 'menu-toggle';

const DESKTOP_QUERY = '(min-width: 1200px)';

function subscribeDesktop(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
/** Whether the layout is the desktop one (side navigation beside the page, not over it). */
export const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;

const INITIAL: ShellSnapshot = { navChoice: null, loginOpen: false };

/** The shell's state as a small store: components subscribe to it, the context only carries it. */
function createShellStore() {
  let snapshot = INITIAL;
  const listeners = new Set<() => void>();
  const set = (next: Partial<ShellSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const actions = {
    toggleNav: () => set({ navChoice: !(snapshot.navChoice ?? isDesktop()) }),
    closeNav: () => set({ navChoice: false }),
    openLogin: () => set({ loginOpen: true }),
    closeLogin: () => set({ loginOpen: false }),
  };
  return {
    actions,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => snapshot,
    getServer: () => INITIAL,
  };
}
type ShellStore = ReturnType<typeof createShellStore>;

const ShellContext = createContext<ShellStore | null>(null);

/**
 * The shell's state (side navigation, login dialog). The context's value never changes: a context
 * above <main> that changed would reach every page's streamed Suspense boundary (loading.tsx) while
 * React may still wait to reveal it (up to 300 ms after the first paint), and React then throws the
 * server HTML away and renders the whole page again on the client. So the state lives in a store that
 * only its readers subscribe to, and the breakpoint (which differs from the server's guess on desktop)
 * is read by useNavOpen where it is needed.
 */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createShellStore);
  return (
    <ShellContext.Provider value={store}>
      <NavState store={store}>{children}</NavState>
    </ShellContext.Provider>
  );
}

/** The `data-nav` attribute the layout's styles read; re-renders alone (its children are unchanged). */
function NavState({ store, children }: { store: ShellStore; children: ReactNode }) {
  const { navChoice } = useSyncExternalStore(store.subscribe, store.get, store.getServer);
  return (
    <div data-nav={navChoice === null ? 'default' : navChoice ? 'open' : 'closed'} className="group/shell">
      {children}
    </div>
  );
}

/** Whether the side navigation is open: the visitor's choice, else open on desktop only. */
export function useNavOpen(): boolean {
  const { navChoice } = useShell();
  const desktop = useSyncExternalStore(subscribeDesktop, isDesktop, () => false);
  return navChoice ?? desktop;
}

function useShellStore(): ShellStore {
  const store = useContext(ShellContext);
  if (!store) throw new Error('The shell state is read inside <ShellProvider> only');
  return store;
}

export function useShell(): ShellState {
  const store = useShellStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.getServer);
  return { ...snapshot, ...store.actions };
}

/** The shell's actions only (stable functions), for components that do not show its state. */
export function useShellActions(): ShellStore['actions'] {
  return useShellStore().actions;
}
