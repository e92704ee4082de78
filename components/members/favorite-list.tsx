'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FavoriteKindSchema, type FavoriteEntry } from '@/lib/contract';
import { FavoriteCard } from './favorite-card';
import { ServerError } from './server-error';
import { useRestoreFocus } from './use-restore-focus';
import { useFavorites } from './use-favorites';

/** /favorite: the member's favourites grouped by kind (videos, audio, channels, radio). */
export function FavoriteList({ initial }: { initial: FavoriteEntry[] }) {
  const t = useTranslations('Favorites');
  const { favorites, toggle } = useFavorites(true, initial);
  /** A removal the server refused (or never got) is rolled back; this says so, until the next try. */
  const [failed, setFailed] = useState(false);
  const { container, restoreFocus } = useRestoreFocus<HTMLDivElement>();
  const remove = (entry: FavoriteEntry) => {
    setFailed(false);
    void toggle(entry.kind, entry.itemId).catch(() => {
      restoreFocus(entry.id);
      setFailed(true);
    });
  };
  const failure = failed ? (
    <div className="mb-4">
      <ServerError message={t('failed')} testId="favorite-failed" />
    </div>
  ) : null;

  if (favorites.length === 0) {
    return (
      <>
        {failure}
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600" data-testid="favorite-empty">
          {t('empty')}
        </p>
      </>
    );
  }
  return (
    <div ref={container} className="space-y-8">
      {failure}
      {FavoriteKindSchema.options.map((kind) => {
        const entries = favorites.filter((entry) => entry.kind === kind);
        if (entries.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`favorite-${kind}`} data-testid={`favorite-section-${kind}`}>
            <h2 id={`favorite-${kind}`} className="mb-3 text-lg font-semibold text-slate-900">
              {t('section', { kind })} <span className="text-sm font-normal text-slate-600">({entries.length})</span>
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
              {entries.map((entry) => (
                <FavoriteCard key={entry.id} entry={entry} onRemove={remove} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
