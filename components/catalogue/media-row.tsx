import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { RowArrows } from './row-arrows';

interface MediaRowProps {
  id: string;
  title: string;
  badge?: ReactNode;
  moreHref?: string;
  moreLabel?: string;
  /** Cards without links of their own: the row itself takes the focus, so the keyboard can scroll it (WCAG 2.1.1). */
  scrollFocus?: boolean;
  /** The kind of card, for the height the row holds before the browser renders it. */
  cards?: keyof typeof ROW_HEIGHT;
  children: ReactNode;
}

// The browser lays out, paints and loads the pictures of a row only once it comes near the screen
// (content-visibility: auto); until then the row holds the height it will have, as measured at
// 375-1280 px in both languages, so the page's length and the scroll bar stay put.
const ROW_HEIGHT = {
  /** A picture over a title of two lines and the channel. */
  video: '[contain-intrinsic-size:auto_277px] lg:[contain-intrinsic-size:auto_295px]',
  /** A picture over a title of one line and the count. */
  playlist: '[contain-intrinsic-size:auto_253px] lg:[contain-intrinsic-size:auto_271px]',
  /** An icon beside two lines (radio stations). */
  station: '[contain-intrinsic-size:auto_122px]',
} as const;

/** A titled home-page row of cards that scrolls sideways (previous/next buttons for mouse users from 768 px). */
export async function MediaRow({ id, title, badge, moreHref, moreLabel, scrollFocus = false, cards = 'video', children }: MediaRowProps) {
  const t = await getTranslations('HomeFeed');
  const list = `${id}-list`;
  return (
    <section aria-labelledby={id}>
      {/* content-visibility clips to this box: it reaches the screen's edges on phones, where the row
          scrolls edge to edge, and 16 px past the row elsewhere, so cards, the list's own focus ring
          (a row that takes the focus) and the arrows' rings are not cut; 12 px above and below.
          Its negative margins take back the room, so the page's layout is as without it. */}
      <div className={`-mx-4 -my-3 px-4 py-3 [content-visibility:auto] ${ROW_HEIGHT[cards]}`}>
        <div className="mb-3 flex items-center gap-3">
          <h2 id={id} className="text-xl font-semibold text-slate-900">{title}</h2>
          {badge}
          <div className="ml-auto flex items-center gap-3">
            {moreHref && moreLabel ? (
              <Link href={moreHref} className="text-sm font-semibold text-brand-700 hover:underline">{moreLabel}</Link>
            ) : null}
            <RowArrows list={list} previous={t('scrollLeft')} next={t('scrollRight')} />
          </div>
        </div>
        {/* A scroller clips what its cards draw outside it, the focus ring (3 px, 2 px away) too: it has
            room inside for the ring all round (8 px above, below and to the sides; 16 px on phones,
            where it reaches the screen's edges), taken back by negative margins so the cards stay in
            line with the heading. Its scroll padding is the same as its padding: the cards snap
            (snap-start) to where the first one starts, in line with the heading. Without it the first
            card snapped to the scroller's very edge, and the browser scrolled every row by its padding
            (16 px on phones) as soon as it laid it out. */}
        <ul
          id={list}
          {...(scrollFocus ? { tabIndex: 0, 'aria-labelledby': id } : {})}
          className="-mx-4 -mt-2 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pt-2 pb-2 sm:-mx-2 sm:scroll-px-2 sm:px-2 [&>li]:w-64 [&>li]:shrink-0 [&>li]:snap-start lg:[&>li]:w-72"
        >
          {children}
        </ul>
      </div>
    </section>
  );
}
