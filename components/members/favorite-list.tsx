'use client';

import { useTranslations } from 'next-intl';
import { FavoriteKindSchema, type FavoriteEntry } from '@/lib/contract';
import { FavoriteCard } from './favorite-card';
import { useFavorites } from './use-favorites';

/** /favorite: the member's favourites grouped by kind (videos, audio, channels, radio). */
export function FavoriteList({ initial }: { initial: FavoriteEntry[] }) {
  const t = useTranslations('Favorites');
  const { favorites, toggle } = useFavorites(true, initial);
  const remove = (entry: FavoriteEntry) => void toggle(entry.kind, entry.itemId).catch(() => undefined);

  if (favorites.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600" data-testid="favorite-empty">
        {t('empty')}
      </p>
    );
  }
  return (
    <div className="space-y-8">
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
