import { LoadingView } from '@/components/layout/loading-view';

export default function Loading() {
  return <LoadingView />;
}
