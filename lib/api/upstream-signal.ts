/**
 * Tells the web server wrapper (scripts/web-server.mjs) that the page render it is serving could
 * not reach the backend. The wrapper runs each page request inside an AsyncLocalStorage it
 * publishes on globalThis under this symbol; apiFetch marks the request's store. With the backend
 * down, such a page (not served from Next's cache) becomes the localized 503 page instead of a
 * half-empty one. Without the wrapper (next dev, Jest) there is no store and this does nothing.
 */
const KEY = Symbol.for('prd.pageRequest');

type Store = { upstreamFailed?: boolean };
type Storage = { getStore(): Store | undefined };

export function reportUpstreamFailure() {
  const storage = (globalThis as Record<symbol, Storage | undefined>)[KEY];
  const store = storage?.getStore();
  if (store) store.upstreamFailed = true;
}
