import type { ReactNode } from 'react';

/**
 * The embeddable player's not-found and error view (a dark frame like its player): a title, a line and,
 * for an error, a way to try again.
 */
export function EmbedErrorView({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <main className="grid h-dvh place-items-center p-6 text-center">
      <div>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="mt-2 text-white/80">{description}</p>
        {children ? <div className="mt-4">{children}</div> : null}
      </div>
    </main>
  );
}

export const retryClass = 'inline-block rounded-full bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-white/90';
