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
