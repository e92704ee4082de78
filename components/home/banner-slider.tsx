'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Banner } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';
import { BannerPicture } from './banner-picture';

const INTERVAL_MS = 6000;

/** Accessible carousel: auto-advances (not with reduced motion), pause, previous/next and dots. */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const t = useTranslations('BannerSlider');
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  // The visitor's own choice wins; until then the slides move unless the system asks for less motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const count = banners.length;

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const current = banners[index];
  if (!current) return null;
  const button = 'grid size-9 place-items-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white';
  return (
    <section aria-roledescription="carousel" aria-label={t('label')} data-autoplay={playing} className="relative overflow-hidden rounded-2xl bg-slate-200">
      <div aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        <Link href={current.link} aria-roledescription="slide" aria-label={`${current.title} — ${t('slide', { current: index + 1, total: count })}`} className="block">
          <BannerPicture banner={current} eager className="aspect-[3/2] w-full object-cover md:aspect-[16/5] xl:aspect-[4/1]" />
        </Link>
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-black/50 to-transparent p-3">
          <button type="button" className={button} onClick={() => setChoice(!playing)} aria-label={playing ? t('pause') : t('play')}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" className={button} onClick={() => setIndex((index - 1 + count) % count)} aria-label={t('previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={button} onClick={() => setIndex((index + 1) % count)} aria-label={t('next')}>
            <span aria-hidden="true">›</span>
          </button>
          <ol className="ml-auto flex gap-1.5">
            {banners.map((banner, i) => (
              <li key={banner.id}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t('goTo', { number: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60'}`}
                />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
