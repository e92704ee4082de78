/**
 * A player in use: a video playing, or the mini-player open (playing, paused, starting or failed: what
 * it holds lives only in the page's state, and a page loaded again has none). A page in that state is
 * not loaded again on the page's own initiative.
 */
export function playerInUse(): boolean {
  if (document.querySelector('[data-mini-player]')) return true;
  return Array.from(document.querySelectorAll('video')).some((video) => !video.paused && !video.ended);
}
