'use client';

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

interface ShellState {
  /** The visitor's choice for the side navigation; null until they make one (the breakpoint decides). */
  navChoice: boolean | null;
  toggleNav: () => void;
  closeNav: () => void;
  loginOpen: boolean;
  openLogin: () => void;
  closeLogin: () => void;
}

const ShellContext = createContext<ShellState | null>(null);

/** id of the top bar's menu toggle, which gets the focus back when the drawer closes. */
export const MENU_TOGGLE_ID = 'menu-toggle';

const DESKTOP_QUERY = '(min-width: 1200px)';

function subscribeDesktop(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;

/**
 * The shell's state. Its value changes only when the visitor acts, never on its own at hydration:
 * a context above <main> that changed then would reach every page's streamed Suspense boundary
 * (loading.tsx) while it may still wait for React to reveal it, and React then throws the server
 * HTML away and renders the whole page again on the client. So the breakpoint (which differs from
 * the server's guess on desktop) is read where it is needed, by useNavOpen, not kept here.
 */
export function ShellProvider({ children }: { children: ReactNode }) {
  // null = the breakpoint default (open on desktop, closed on small screens), so the server render matches.
  const [navChoice, setNavChoice] = useState<boolean | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);

  const toggleNav = useCallback(() => setNavChoice((choice) => !(choice ?? isDesktop())), []);
  const closeNav = useCallback(() => setNavChoice(false), []);
  const openLogin = useCallback(() => setLoginOpen(true), []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  const value = useMemo<ShellState>(
    () => ({ navChoice, toggleNav, closeNav, loginOpen, openLogin, closeLogin }),
    [navChoice, toggleNav, closeNav, loginOpen, openLogin, closeLogin],
  );
  return (
    <ShellContext.Provider value={value}>
      <div data-nav={navChoice === null ? 'default' : navChoice ? 'open' : 'closed'} className="group/shell">
        {children}
      </div>
    </ShellContext.Provider>
  );
}

/** Whether the side navigation is open: the visitor's choice, else open on desktop only. */
export function useNavOpen(): boolean {
  const { navChoice } = useShell();
  const desktop = useSyncExternalStore(subscribeDesktop, isDesktop, () => false);
  return navChoice ?? desktop;
}

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell must be used inside <ShellProvider>');
  return state;
}
