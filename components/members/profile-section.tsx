import type { ReactNode } from 'react';

/** A titled card of the profile page. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
