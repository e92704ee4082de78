import type { Programme } from '@/lib/contract';
import { nextBangkokMidnight } from '@/lib/format';

/** Without a programme on now or next, the page is fetched again this often while open. */
const NO_PROGRAMME_REFRESH_MS = 30 * 60_000;

/**
 * When the render's now/next and today's programmes go out of date: when the programme on now ends
 * (or the next begins), at midnight at the latest. Rendered into the page cache, so the copy a
 * visitor gets may be out of date already: RefreshWhenStale fetches it again. The embed page's title too.
 */
export function liveStaleAt(event: { now: Programme | null; next: Programme | null }, now: Date): number {
  const change = event.now?.endsAt ?? event.next?.startsAt;
  return Math.min(change ? Date.parse(change) : now.getTime() + NO_PROGRAMME_REFRESH_MS, nextBangkokMidnight(now));
}
