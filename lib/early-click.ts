/**
 * A click on server-rendered controls before React has hydrated them is lost: React listens only from
 * the moment its scripts run, and then drops a click on a part whose code has not loaded yet. Controls whose click matters (the player's Play) are
 * wrapped in an element whose last child is this inline script (allowed by its CSP hash, like the other
 * inline scripts): until the wrapper is marked ready, a click on an element matching `selector` inside
 * it is noted on the wrapper, and the component acts on it once hydrated (takeEarlyClick).
 */
export function keepEarlyClickScript(selector: string): string {
  // On window, in the capture phase: it runs before React's own listener on the document, which stops
  // a click aimed at a part it cannot hydrate yet (its code still loading) and does not replay it.
  return `(function(b){addEventListener('click',function(e){var t=e.target;if(!b.hasAttribute('data-ready')&&t&&t.closest&&b.contains(t)&&t.closest(${JSON.stringify(selector)}))b.setAttribute('data-clicked-early','')},true)})(document.currentScript.parentNode)`;
}

/** Call once hydrated (in an effect): marks the wrapper ready and tells whether a click came before. */
export function takeEarlyClick(wrapper: HTMLElement | null): boolean {
  if (!wrapper) return false;
  wrapper.setAttribute('data-ready', '');
  if (!wrapper.hasAttribute('data-clicked-early')) return false;
  wrapper.removeAttribute('data-clicked-early');
  return true;
}

/** Marks a button whose click before hydration is kept and made again once the page is hydrated. */
export const KEEP_CLICK = { 'data-keep-click': '' } as const;
/** Not the wrapper's data-clicked-early above: each mechanism takes only its own marks. */
const EARLY = 'data-tapped-early';

/**
 * The page-wide form of the above, for plain buttons (play a station, open the menu, the search or the
 * language menu, switch the language, close the announcement, load more, find the nearest station):
 * the layout's first inline script notes a click on a `[data-keep-click]` element while React is not
 * yet listening (its scripts load after the first paint: a tap in the first seconds of a slow phone),
 * and replayEarlyClicks() clicks it again once hydrated. Once React listens (it marks the document
 * with `_reactListening…` when it starts to hydrate) it handles a click itself, hydrating first (Next
 * starts that once the page's scripts have run, so the code of every marked button is there), so
 * nothing is noted then and no click is made twice. A replayed click is not a user gesture: where a
 * browser asks for one (iOS's keyboard for a focused field, sound without a tap), it does less.
 */
export const KEEP_MARKED_CLICKS_SCRIPT = `addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('[data-keep-click]');if(b&&!Object.keys(document).some(function(k){return k.indexOf('_reactListening')===0}))b.setAttribute(${JSON.stringify(EARLY)},'')},true)`;

/** Clicks again, once each, the buttons clicked before hydration (see KEEP_MARKED_CLICKS_SCRIPT). */
export function replayEarlyClicks(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>(`[${EARLY}]`)) {
    element.removeAttribute(EARLY);
    if (element.isConnected && !(element as HTMLButtonElement).disabled) element.click();
  }
}
