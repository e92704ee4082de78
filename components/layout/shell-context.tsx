'use client';

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

interface ShellState {
  /** Side navigation: an overlay drawer below xl, a column from xl up (where it starts open). */
  navOpen: boolean;
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

export function ShellProvider({ children }: { children: ReactNode }) {
  // null = the breakpoint default (open on desktop, closed on small screens), so the server render matches.
  const [navChoice, setNavChoice] = useState<boolean | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);

  const desktop = useSyncExternalStore(subscribeDesktop, isDesktop, () => false);
  const toggleNav = useCallback(() => setNavChoice((choice) => !(choice ?? isDesktop())), []);
  const closeNav = useCallback(() => setNavChoice(false), []);
  const openLogin = useCallback(() => setLoginOpen(true), []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  const value = useMemo<ShellState>(
    () => ({ navOpen: navChoice ?? desktop, toggleNav, closeNav, loginOpen, openLogin, closeLogin }),
    [navChoice, desktop, toggleNav, closeNav, loginOpen, openLogin, closeLogin],
  );
  return (
    <ShellContext.Provider value={value}>
      <div data-nav={navChoice === null ? 'default' : navChoice ? 'open' : 'closed'} className="group/shell">
        {children}
      </div>
    </ShellContext.Provider>
  );
}

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell must be used inside <ShellProvider>');
  return state;
}
