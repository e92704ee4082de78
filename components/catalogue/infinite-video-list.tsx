'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { VideoPageResponseSchema, type Language, type Video } from '@/lib/contract';
import { KEEP_CLICK } from '@/lib/early-click';
import { VideoCard } from './video-card';

interface Props {
  category: number;
  language: Language;
  limit: number;
  initial: { result: Video[]; page: number; hasMore: boolean };
}

/**
 * The server renders page 1; further pages come from the BFF when the sentinel
 * scrolls into view, with a "load more" button as the fallback.
 */
export function InfiniteVideoList({ category, language, limit, initial }: Props) {
  const t = useTranslations('VideoList');
  const [videos, setVideos] = useState(initial.result);
  const [page, setPage] = useState(initial.page);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current || !hasMore) return;
    busy.current = true;
    setState('loading');
    try {
      const response = await fetch('/api/v1/video/category/subcategory', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ category, language, page: page + 1, limit }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const next = VideoPageResponseSchema.parse(await response.json());
      setVideos((current) => [...current, ...next.result.filter((v) => !current.some((c) => c.id === v.id))]);
      setPage(next.page);
      setHasMore(next.hasMore);
      setState('idle');
    } catch {
      setState('failed');
    } finally {
      busy.current = false;
    }
  }, [category, language, limit, page, hasMore]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || state === 'failed' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    }, { rootMargin: '400px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore, hasMore, state]);

  if (videos.length === 0) return <p className="text-slate-700">{t('empty')}</p>;
  return (
    <div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="video-list">
        {videos.map((video) => <li key={video.id}><VideoCard video={video} /></li>)}
      </ul>
      <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2" aria-live="polite">
        {state === 'failed' ? <p role="alert" className="text-sm text-red-700">{t('failed')}</p> : null}
        {hasMore ? (
          <button type="button" onClick={() => void loadMore()} {...KEEP_CLICK} disabled={state === 'loading'} className="h-10 rounded-full border border-brand-700 px-6 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60">
            {state === 'loading' ? t('loading') : t('loadMore')}
          </button>
        ) : (
          <p className="text-sm text-slate-600">{t('end')}</p>
        )}
      </div>
    </div>
  );
}
