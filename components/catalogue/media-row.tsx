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
  children: ReactNode;
}

/** A titled home-page row of cards that scrolls sideways on small screens. */
export function MediaRow({ id, title, badge, moreHref, moreLabel, scrollFocus = false, children }: MediaRowProps) {
  return (
    <section aria-labelledby={id}>
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
    </section>
  );
}
