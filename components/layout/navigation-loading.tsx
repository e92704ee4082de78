'use client';

import { useEffect, useState } from 'react';
import { takeRouterNavigation } from '@/lib/navigation-pending';
import { LoadingView } from './loading-view';

/** The view never stays longer than the spec's 120-second page-load time-out. */
const GIVE_UP_MS = 120_000;
const POLL_MS = 50;
/** A page that comes within this (cached, prefetched) shows no view and has nothing announced. */
const SHOW_AFTER_MS = 400;

/**
 * Whether the event starts a navigation the router took over to another page: not a link the router
 * did not take (a new tab, another site, a link whose own handler keeps the visitor on the page), not
 * a form other than a GET form with an action (next/form; the members' forms are sent by script).
 */
function startsNavigation(event: Event): boolean {
  const element = event.target instanceof Element ? event.target : null;
  let href: string | null = null;
  if (event.type === 'click') {
    if (!takeRouterNavigation()) return false;
    const anchor = element?.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return false;
    href = anchor.href;
  } else if (event.defaultPrevented && element instanceof HTMLFormElement && element.hasAttribute('action') && element.method.toLowerCase() === 'get') {
    const url = new URL(element.action, location.href);
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(element)) if (typeof value === 'string') query.append(name, value);
    url.search = query.toString();
    href = url.href;
  }
  if (!href) return false;
  const url = new URL(href, location.href);
  return url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search);
}

/**
 * The seed's full-screen loading view while the router fetches the next page (SPEC: pages load on
 * demand, showing it meanwhile). Watching the navigations here instead of a loading.tsx Suspense
 * boundary keeps each page's server HTML in document order: React sends a large boundary's content
 * after the footer and reveals it on a timer, which delayed every page's largest paint.
 * A navigation is a click on a link the router took over (the app's Link notes it) or a GET form
 * next/form sends; it ends when the address changes, which the router does as it shows the new page. The view fades in
 * after 0.4 s, so a cached or prefetched page never flashes it, and only then is "Loading..." put into
 * the status region (which is always there: a region added with its text already in it is not
 * reliably announced). It lets clicks through, and the visitor's next press (pointer or key) ends it: a
 * navigation that ends where it began (a redirect back to the same address) changes no address, and
 * must not leave the page covered.
 */
export function NavigationLoading() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    let showTimer: number | undefined;
    const stop = () => {
      window.clearInterval(timer);
      window.clearTimeout(showTimer);
      timer = undefined;
      setShown(false);
    };
    // Bubble phase on window: after the router's own handler (React listens on the document).
    const onNavigate = (event: Event) => {
      if (!startsNavigation(event)) return;
      const from = location.href;
      const began = Date.now();
      window.clearInterval(timer);
      window.clearTimeout(showTimer);
      // Not if the page came in the last poll's gap: nothing to show or announce then.
      showTimer = window.setTimeout(() => setShown(location.href === from), SHOW_AFTER_MS);
      timer = window.setInterval(() => {
        if (location.href !== from || Date.now() - began > GIVE_UP_MS) stop();
      }, POLL_MS);
    };
    // A press starts before the click it makes, so it ends only an earlier navigation's view.
    const onPress = () => {
      if (timer !== undefined) stop();
    };
    window.addEventListener('click', onNavigate);
    window.addEventListener('submit', onNavigate);
    window.addEventListener('popstate', stop);
    window.addEventListener('pointerdown', onPress, true);
    window.addEventListener('keydown', onPress, true);
    return () => {
      window.removeEventListener('click', onNavigate);
      window.removeEventListener('submit', onNavigate);
      window.removeEventListener('popstate', stop);
      window.removeEventListener('pointerdown', onPress, true);
      window.removeEventListener('keydown', onPress, true);
      window.clearInterval(timer);
      window.clearTimeout(showTimer);
    };
  }, []);
  return (
    <div role="status" aria-live="polite">
      {shown ? <LoadingView waited /> : null}
    </div>
  );
}
