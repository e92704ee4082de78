import { LoadingView } from './loading-view';

/**
 * loading.tsx of the route segments. It sits below each segment's layout, where
 * not-found checks run, because once a loading view streams the status is 200.
 */
export default function RouteLoading() {
  return <LoadingView />;
}
