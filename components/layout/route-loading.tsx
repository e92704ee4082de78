import { LoadingView } from './loading-view';

/**
 * loading.tsx of the member pages, which are rendered for each request: the shell streams at once and
 * the page follows. It sits below the segment's layout, where the member check runs, because once a
 * loading view streams the status is 200 (the check's redirect must stay a real 307). Catalogue pages
 * have none: they come from the cache whole, in document order (see navigation-loading.tsx).
 */
export default function RouteLoading() {
  return <LoadingView />;
}
