import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

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

/** A titled home-page row of cards that scrolls sideways on small screens. */
export function MediaRow({ id, title, badge, moreHref, moreLabel, scrollFocus = false, cards = 'video', children }: MediaRowProps) {
  return (
    <section aria-labelledby={id}>
      {/* content-visibility clips to this box: it reaches the screen's edges on phones, where the row
          scrolls edge to edge, and 8 px past the row elsewhere, so cards and focus rings are not cut.
          Its negative margins take back the room, so the page's layout is as without it. */}
      <div className={`-mx-4 -my-2 px-4 py-2 [content-visibility:auto] sm:-mx-2 sm:px-2 ${ROW_HEIGHT[cards]}`}>
        <div className="mb-3 flex items-center gap-3">
          <h2 id={id} className="text-xl font-semibold text-slate-900">{title}</h2>
          {badge}
          {moreHref && moreLabel ? (
            <Link href={moreHref} className="ml-auto text-sm font-semibold text-brand-700 hover:underline">{moreLabel}</Link>
          ) : null}
        </div>
        <ul {...(scrollFocus ? { tabIndex: 0, 'aria-labelledby': id } : {})} className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 [&>li]:w-64 [&>li]:shrink-0 [&>li]:snap-start lg:[&>li]:w-72">
          {children}
        </ul>
      </div>
    </section>
  );
}
