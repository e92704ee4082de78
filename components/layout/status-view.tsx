import type { ReactNode } from 'react';

/** The body of the not-found and error pages. */
export function StatusView({ code, title, description, children }: { code: string; title: string; description: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">{code}</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
