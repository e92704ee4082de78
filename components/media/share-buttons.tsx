'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatTime } from '@/components/player/format-time';

/** The page's video element (one player per page), for "copy at current time". */
function currentTime(): number {
  const video = document.querySelector<HTMLVideoElement>('[data-testid="video-player"]');
  return video ? Math.floor(video.currentTime) : 0;
}

/** Share on LINE, Facebook, X; copy the link, or the link at the current time (`?t=`). */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const t = useTranslations('Share');
  const [copied, setCopied] = useState(false);
  const [time, setTime] = useState(0);
  const url = () => new URL(path, location.origin);
  const open = (target: string) => window.open(target, '_blank', 'noopener,noreferrer,width=600,height=600');
  const copy = async (at?: number) => {
    const link = url();
    if (at) link.searchParams.set('t', String(at));
    try {
      await navigator.clipboard.writeText(link.href);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      window.prompt(t('copyLink'), link.href);
    }
  };
  const chip = 'rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100';
  return (
    <div role="group" aria-label={t('title')} className="flex flex-wrap items-center gap-2" onPointerEnter={() => setTime(currentTime())} onFocus={() => setTime(currentTime())}>
      <button type="button" className={chip} onClick={() => open(`https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url().href)}`)}>
        {t('line')}
      </button>
      <button type="button" className={chip} onClick={() => open(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url().href)}`)}>
        {t('facebook')}
      </button>
      <button type="button" className={chip} onClick={() => open(`https://x.com/intent/post?url=${encodeURIComponent(url().href)}&text=${encodeURIComponent(title)}`)}>
        {t('x')}
      </button>
      <button type="button" className={chip} onClick={() => void copy()}>
        {t('copyLink')}
      </button>
      <button type="button" className={chip} onClick={() => void copy(currentTime())}>
        {t('copyAtTime', { time: formatTime(time) })}
      </button>
      <span role="status" className="text-sm text-green-700">
        {copied ? t('copied') : ''}
      </span>
    </div>
  );
}
