/**
 * An error boundary's "Try again": `reset()` alone draws the segment again from the payload the browser
 * already has, whose server render failed, so it fails again. The segment's server part is asked for
 * again (`router.refresh()`) and the boundary reset with it; the caller wraps both in a transition, so
 * the page shows once the new payload is there.
 */
export function retry(router: { refresh: () => void }, reset: () => void) {
  router.refresh();
  reset();
}
