import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';

/** A titled home-page row of cards that scrolls sideways on small screens. */
export function MediaRow({ id, title, badge, moreHref, moreLabel, children }: { id: string; title: string; badge?: ReactNode; moreHref?: string; moreLabel?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-center gap-3">
        <h2 id={id} className="text-xl font-semibold text-slate-900">{title}</h2>
        {badge}
        {moreHref && moreLabel ? (
          <Link href={moreHref} className="ml-auto text-sm font-semibold text-brand-700 hover:underline">{moreLabel}</Link>
        ) : null}
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 [&>li]:w-64 [&>li]:shrink-0 [&>li]:snap-start lg:[&>li]:w-72">
        {children}
      </ul>
    </section>
  );
}
