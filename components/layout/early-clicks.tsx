'use client';

import { useEffect } from 'react';
import { KEEP_MARKED_CLICKS_SCRIPT, replayEarlyClicks } from '@/lib/early-click';

/**
 * First in the body: keeps a click on a `[data-keep-click]` button made before the page's scripts ran,
 * and makes it again once the whole page is hydrated (after every component's effects: a zero timeout).
 */
export function EarlyClicks() {
  useEffect(() => {
    const timer = setTimeout(() => replayEarlyClicks(document), 0);
    return () => clearTimeout(timer);
  }, []);
  return <script dangerouslySetInnerHTML={{ __html: KEEP_MARKED_CLICKS_SCRIPT }} />;
}
