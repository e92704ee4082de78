import type { ReactNode } from 'react';

export function PageHeading({ children, badge }: { children: ReactNode; badge?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">{children}</h1>
      {badge}
    </div>
  );
}
