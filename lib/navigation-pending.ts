/**
 * Set by the app's Link when the router takes over a click (next/link's onNavigate), read by
 * NavigationLoading in the same click's dispatch: only then does a click start the loading view. A
 * link whose own handler keeps the visitor on the page (a dialog step, a menu) never does.
 */
let tookOver = false;

export function noteRouterNavigation() {
  tookOver = true;
}

/** Whether the router took over since the last call (reset by it). */
export function takeRouterNavigation(): boolean {
  const was = tookOver;
  tookOver = false;
  return was;
}

/** The window event a navigation started by script announces (its detail: the address it goes to). */
export const SCRIPT_NAVIGATION_EVENT = 'app:navigation';

/**
 * For a navigation a script starts (router.push): the loading view shows for it as for a Link click.
 * `href` is the address the router will show (with its locale prefix).
 */
export function announceScriptNavigation(href: string) {
  window.dispatchEvent(new CustomEvent<string>(SCRIPT_NAVIGATION_EVENT, { detail: href }));
}
