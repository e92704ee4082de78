'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { isDesktop, MENU_TOGGLE_ID, useNavOpen, useShellActions } from './shell-context';

/**
 * The side navigation's frame: below xl an overlay drawer with a backdrop that
 * closes it; from xl a column beside the page. State lives in ShellProvider's
 * `data-nav` attribute, so the server render already has the right layout.
 */
export function SideNavDrawer({ children }: { children: ReactNode }) {
  const t = useTranslations('SideNav');
  const tb = useTranslations('TopBar');
  const { closeNav } = useShellActions();
  const navOpen = useNavOpen();

  const navRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(navOpen);

  // Below xl the drawer covers the page: opening it moves the focus to its first entry,
  // Escape closes it and gives the focus back to the menu toggle. (The drawer turns visible at
  // once when it opens and only after sliding out when it closes, so the focus can land in it.)
  useEffect(() => {
    const overlay = !isDesktop();
    if (navOpen && !wasOpen.current && overlay) navRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    wasOpen.current = navOpen;
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || isDesktop()) return;
      const inside = navRef.current?.contains(document.activeElement) ?? false;
      closeNav();
      if (inside) document.getElementById(MENU_TOGGLE_ID)?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen, closeNav]);

  return (
    <>
      <button
        type="button"
        tabIndex={-1}
        aria-label={tb('closeMenu')}
        onClick={closeNav}
        data-testid="nav-backdrop"
        className="fixed inset-0 top-14 z-30 hidden bg-black/40 group-data-[nav=open]/shell:block xl:group-data-[nav=open]/shell:hidden"
      />
      <nav
        ref={navRef}
        id="side-nav"
        aria-label={t('label')}
        // Closed, its contents are skipped as well as hidden (content-visibility: hidden): the browser neither
        // lays them out nor paints them, which on a phone is about a third of a video page's first layout.
        // Both switch back with no delay when it opens, and only after the slide when it closes (the
        // discrete transition is a property of its own, important so that the transition shorthands do
        // not reset it: in a shorthand, a browser that does not know allow-discrete drops the whole transition).
        className="invisible fixed top-14 bottom-0 left-0 z-40 flex w-64 -translate-x-full flex-col border-r border-slate-200 bg-white [content-visibility:hidden] [transition:translate_200ms,visibility_0s_linear_200ms,content-visibility_0s_linear_200ms] [transition-behavior:normal,normal,allow-discrete]! group-data-[nav=open]/shell:[transition:translate_200ms,visibility_0s,content-visibility_0s] group-data-[nav=open]/shell:visible group-data-[nav=open]/shell:[content-visibility:visible] group-data-[nav=open]/shell:translate-x-0 xl:group-data-[nav=default]/shell:visible xl:group-data-[nav=default]/shell:[content-visibility:visible] xl:group-data-[nav=default]/shell:translate-x-0"
      >
        {children}
      </nav>
    </>
  );
}
